// Repro: ajv 8.20.0, reason `no-null-text` of the `ajv` baseline
// (baselines/ajv.json).
//
// Case:     mcp/nullable-enum/null-text (core level, SPEC §4)
//           "null" for the nullable enum becomes null.
// Reason:   SPEC §1.2 and §1.5: ajv coerces only "" to null, never the text "null", so "null" for a
//           nullable integer/array/object property fails validation and a valid call is rejected (a
//           §1.5 failure).
// Expected: {"order": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv2020({coerceTypes: true}), the 2020-12 class: coerce in place, validate, reject
//           when invalid, as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node no-null-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv/no-null-text.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";

const schema = {
  "type": "object",
  "properties": {
    "order": {
      "anyOf": [{"type": "string", "enum": ["asc", "desc"]}, {"type": "null"}],
      "default": null
    }
  }
};
const args = {"order": "null"};

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
