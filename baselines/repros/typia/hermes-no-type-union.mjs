// Repro: @typia/utils 14.0.6, reason `hermes-no-type-union` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     coerce/no-top-level-type/integer-union-number-text-stays (hermes level, SPEC §1.2)
//           (hermes) anyOf [integer, null] has no top-level type, so only the null rule applies:
//           "5" stays a string.
// Reason:   SPEC §1.2 (hermes level): a property without top-level type (anyOf [integer, null]) has
//           its branches coerced, so "3" becomes 3, "true" becomes true and JSON text for anyOf
//           [object, null] or [array, null] is parsed, where Hermes leaves each a string; core
//           allows either.
// Expected: {"limit": "5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters), as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node hermes-no-type-union.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/hermes-no-type-union.mjs
//
// Written by `make repros` from scripts/repro-templates/typia.mjs; edit that, not this.
import { LlmJson } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {
    "limit": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
    "flag": {"anyOf": [{"type": "boolean"}, {"type": "null"}]},
    "ratio": {"oneOf": [{"type": "number"}, {"type": "null"}]},
    "config": {"anyOf": [{"type": "object"}, {"type": "null"}]},
    "tags": {
      "anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}]
    }
  }
};
const args = {"limit": "5"};

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
