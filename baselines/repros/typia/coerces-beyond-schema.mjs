// Repro: @typia/utils 14.0.6, reason `coerces-beyond-schema` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     coerce/number/decimal-comma-stays (core level, SPEC §1.2)
//           "1,5" stays.
// Reason:   SPEC §1.2 and §1.4: LlmJson.coerce converts text no rule converts: "5.5" for an integer
//           becomes 5.5, "yes"/"1"/"on"/"t" for a boolean become true, number text with trailing
//           characters or "1_000" is cut to a leading number, object text for type array is parsed
//           to an object, JSON text for an object property that holds an array or number is parsed,
//           and values for unknown keys or unknown type names are converted.
// Expected: {"x": "1,5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters), as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node coerces-beyond-schema.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/coerces-beyond-schema.mjs
//
// Written by `make repros` from scripts/repro-templates/typia.mjs; edit that, not this.
import { LlmJson } from "@typia/utils";

const schema = {"type": "object", "properties": {"x": {"type": "number"}}};
const args = {"x": "1,5"};

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
