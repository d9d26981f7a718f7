// Repro: @typia/utils 14.0.6, reason `raises` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     robustness/non-object-property-schemas/null-schema (core level, SPEC §1.4)
//           Schema null: "5" stays.
// Reason:   SPEC §1.4: malformed schema parts (a null property schema, anyOf that is not a list, a
//           $ref that is a number or ends at a boolean) make LlmJson.coerce throw; the step must
//           never raise.
// Expected: {"nul": "5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters), as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node raises.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/raises.mjs
//
// Written by `make repros` from scripts/repro-templates/typia.mjs; edit that, not this.
import { LlmJson } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {
    "t": true,
    "f": false,
    "s": "integer",
    "l": [{"type": "integer"}],
    "nul": null,
    "num": 5,
    "a b": true,
    "ok": {"type": "integer"}
  }
};
const args = {"nul": "5"};

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
