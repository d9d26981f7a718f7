// Repro: @typia/utils 14.0.6, reason `nested-text-not-normalized` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     coerce/array/wrap-integer (core level, SPEC §1.2)
//           Type exactly "array": 5 is wrapped as [5].
// Reason:   SPEC §1.3: JSON text nested inside an array or object (for example an array item
//           holding object text, or text at an anyOf/oneOf branch position) is not parsed and
//           normalized.
// Expected: {"arr": [5]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters), as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node nested-text-not-normalized.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/nested-text-not-normalized.mjs
//
// Written by `make repros` from scripts/repro-templates/typia.mjs; edit that, not this.
import { LlmJson } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {
    "arr": {"type": "array"},
    "ints": {"type": "array", "items": {"type": "integer"}},
    "arr_or_null": {"type": ["array", "null"]},
    "arr_list": {"type": ["array"]},
    "arr_or_text": {"type": ["array", "string"]},
    "nullable_arr": {"type": "array", "nullable": true}
  }
};
const args = {"arr": 5};

try {
  console.log(`returned: ${show(LlmJson.coerce(args, schema))}`);
} catch (error) {
  console.log(`threw: ${describe(error)}`);
}

/** A value as JSON, except that NaN, Infinity, -Infinity, undefined and bigints print as themselves
 * (JSON.stringify would print null, drop the key, or throw). */
function show(value) {
  const mark = "\u0000repro:";
  const text = JSON.stringify(value, (_key, v) =>
    v === undefined || typeof v === "bigint" || (typeof v === "number" && !Number.isFinite(v))
      ? `${mark}${typeof v === "bigint" ? `${v}n` : v}`
      : v,
  );
  return text.replaceAll(/"\\u0000repro:([^"]*)"/g, "$1");
}

function describe(error) {
  return error instanceof Error ? `${error.name}: ${error.message}` : `non-Error thrown: ${String(error)}`;
}
