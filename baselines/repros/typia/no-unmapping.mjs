// Repro: @typia/utils 14.0.6, reason `no-unmapping` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     mcp/input-schema-without-type/properties-still-used (core level, SPEC §4)
//           The properties are still used: "5" becomes 5 and "first_name" is mapped back.
// Reason:   SPEC §1.1: LlmJson.coerce does no key unmapping, so a sanitized key such as
//           "first_name" reaches the tool instead of "first name" (and its value is not prepared).
// Expected: {"n": 5, "first name": "A"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters), as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node no-unmapping.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/no-unmapping.mjs
//
// Written by `make repros` from scripts/repro-templates/typia.mjs; edit that, not this.
import { LlmJson } from "@typia/utils";

const schema = {"properties": {"n": {"type": "integer"}, "first name": {"type": "string"}}};
const args = {"n": "5", "first_name": "A"};

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
