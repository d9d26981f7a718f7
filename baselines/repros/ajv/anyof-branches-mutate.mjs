// Repro: ajv 8.20.0, reason `anyof-branches-mutate` of the `ajv` baseline
// (baselines/ajv.json).
//
// Case:     coerce/union-values/integer-under-integer-string-or-boolean (core level, SPEC §1.2)
//           3 for anyOf [integer, string, boolean] stays the integer 3.
// Reason:   SPEC §1.2: with allErrors every anyOf branch coerces the value in place, so a value
//           already valid under an earlier branch is rewritten by a later one (3 for anyOf
//           [integer, string, boolean] arrives as "3", 2.5 for anyOf [number, string] as "2.5").
// Expected: {"count": 3}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv2020({coerceTypes: true}), the 2020-12 class: coerce in place, validate, reject
//           when invalid, as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node anyof-branches-mutate.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv/anyof-branches-mutate.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";

const schema = {
  "type": "object",
  "properties": {
    "amount": {"anyOf": [{"type": "number"}, {"type": "string"}]},
    "count": {"anyOf": [{"type": "integer"}, {"type": "string"}, {"type": "boolean"}]},
    "label": {"anyOf": [{"type": "string"}, {"type": "number"}]}
  }
};
const args = {"count": 3};

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
