// Repro: ajv 8.20.0, reason `non-string-coerced` of the `ajv-draft-07` baseline
// (baselines/ajv-draft-07.json).
//
// Case:     coerce/integer/float-value-left-alone (core level, SPEC §1.2)
//           A number value 5.0 is not a string, so it is left exactly as sent (5.0).
// Reason:   SPEC §1.2: values that are not strings are coerced too: true for an integer becomes 1,
//           1 for a boolean becomes true, null for a non-nullable integer becomes 0; and 5.0
//           arrives as 5 (JavaScript keeps no float/integer distinction). Values already JSON-typed
//           must pass unchanged.
// Expected: {"n": 5.0}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv({coerceTypes: true}), the default (draft-07) class, as the MCP SDK imports it,
//           as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node non-string-coerced.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-draft-07/non-string-coerced.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv from "ajv";

const schema = {"type": "object", "properties": {"n": {"type": "integer"}}};
const args = {"n": 5.0};

const ajv = new Ajv({ coerceTypes: true, strict: false, allErrors: true });
try {
  const validate = ajv.compile(schema);
  const data = structuredClone(args); // ajv coerces in place: validate a copy
  if (validate(data)) console.log(`returned: ${show(data)}`);
  else console.log(`rejected: ${ajv.errorsText(validate.errors)}`);
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
