// Repro: ajv 8.20.0, reason `bigint` of the `ajv` baseline
// (baselines/ajv.json).
//
// Case:     coerce/number/beyond-2-pow-53-exact (core level, SPEC §1.2)
//           "9007199254740993" is integral and becomes exactly that integer.
// Reason:   SPEC §1.2: integer text beyond 2^53 goes through a double ("9007199254740993" becomes
//           9007199254740992, "1e308" becomes 1e+308 not the exact integer).
// Expected: {"x": 9007199254740993}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv2020({coerceTypes: true}), the 2020-12 class: coerce in place, validate, reject
//           when invalid, as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node bigint.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv/bigint.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";

const schema = {"type": "object", "properties": {"x": {"type": "number"}}};
const args = {"x": "9007199254740993"};

const ajv = new Ajv2020({ coerceTypes: true, strict: false, allErrors: true });
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
