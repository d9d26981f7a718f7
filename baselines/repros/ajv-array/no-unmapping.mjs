// Repro: ajv 8.20.0, reason `no-unmapping` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     mcp/input-schema-without-type/properties-still-used (core level, SPEC §4)
//           The properties are still used: "5" becomes 5 and "first_name" is mapped back.
// Reason:   SPEC §1.1 (and §1.5 when a renamed key is required): ajv does no key unmapping, so
//           "first_name" is delivered instead of "first name" (or, where the original name is
//           required, the call is rejected although its expected arguments are valid).
// Expected: {"n": 5, "first name": "A"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv2020({coerceTypes: "array"}), as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node no-unmapping.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/no-unmapping.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";

const schema = {"properties": {"n": {"type": "integer"}, "first name": {"type": "string"}}};
const args = {"n": "5", "first_name": "A"};

const ajv = new Ajv2020({ coerceTypes: "array", strict: false, allErrors: true });
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
