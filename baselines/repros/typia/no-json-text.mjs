// Repro: @typia/utils 14.0.6, reason `no-json-text` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     coerce/array/wrap-empty-string (core level, SPEC §1.2)
//           Type exactly "array": "" is wrapped as [""].
// Reason:   SPEC §1.2: a JSON string for an object or array property is not parsed.
// Expected: {"arr": [""]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters), as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node no-json-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/no-json-text.mjs
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
const args = {"arr": ""};

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
