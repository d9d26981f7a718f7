// Repro: @typia/utils 14.0.6, reason `nested-scalars-coerced` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     refs/root-ref-inlined/array-text-of-objects (core level, SPEC §1.3)
//           Behind a root $ref, JSON text for an array of objects is parsed; the objects' own
//           JSON-text members stay (scalars nested in containers are not coerced).
// Reason:   SPEC §1.3: scalars nested inside containers are coerced ("1" inside a parsed object
//           becomes 1); SPEC says they stay as sent.
// Expected: {"children": [{"count": "2", "children": []}]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters), as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node nested-scalars-coerced.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/nested-scalars-coerced.mjs
//
// Written by `make repros` from scripts/repro-templates/typia.mjs; edit that, not this.
import { LlmJson } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {
    "count": {"type": "integer"},
    "verbose": {"type": "boolean"},
    "first name": {"type": "string"},
    "children": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {"count": {"type": "integer"}, "children": {"type": "array"}}
      }
    }
  }
};
const args = {"children": "[{\"count\": \"2\", \"children\": \"[]\"}]"};

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
