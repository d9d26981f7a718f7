// Repro: @typia/utils 14.0.6, reason `non-string-changed` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     coerce/integer/float-value-left-alone (core level, SPEC §1.2)
//           A number value 5.0 is not a string, so it is left exactly as sent (5.0).
// Reason:   SPEC §1.2: values that are not strings are changed (5.0 arrives as 5; JavaScript keeps
//           no float/integer distinction); values already JSON-typed must pass unchanged.
// Expected: {"n": 5.0}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters), as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node non-string-changed.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/non-string-changed.mjs
//
// Written by `make repros` from scripts/repro-templates/typia.mjs; edit that, not this.
import { LlmJson } from "@typia/utils";

const schema = {"type": "object", "properties": {"n": {"type": "integer"}}};
const args = {"n": 5.0};

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
