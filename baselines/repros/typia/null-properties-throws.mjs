// Repro: @typia/utils 14.0.6, reason `null-properties-throws` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     mcp/input-schema-without-properties/arguments-unchanged (core level, SPEC §4)
//           With no properties, every argument passes unchanged.
// Reason:   SPEC §1.4: LlmJson.coerce throws TypeError "Cannot convert undefined or null to object"
//           on object schemas without properties (anyOf [object, null], additionalProperties-only
//           maps, remote/dangling refs it cannot see through); the step must never raise.
// Expected: {"n": "5", "x y": "[1]"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters), as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node null-properties-throws.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/null-properties-throws.mjs
//
// Written by `make repros` from scripts/repro-templates/typia.mjs; edit that, not this.
import { LlmJson } from "@typia/utils";

const schema = {"type": "object"};
const args = {"n": "5", "x y": "[1]"};

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
