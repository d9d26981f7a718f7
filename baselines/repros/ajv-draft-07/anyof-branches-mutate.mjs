// Repro: ajv 8.20.0, reason `anyof-branches-mutate` of the `ajv-draft-07` baseline
// (baselines/ajv-draft-07.json).
//
// Case:     coerce/union-values/number-under-string-or-number (core level, SPEC §1.2)
//           2.5 for anyOf [string, number] stays the number 2.5: the first branch, string, does not
//           turn it into text.
// Reason:   SPEC §1.2: an anyOf branch coerces the value in place before the branch that already
//           accepts it is tried, so a value of the right type is rewritten (2.5 for anyOf [string,
//           number] arrives as "2.5", and so does 2.5 for anyOf [number with maximum 1, string];
//           null for anyOf [integer, null] arrives as 0).
// Expected: {"label": 2.5}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv({coerceTypes: true}), the default (draft-07) class, as the MCP SDK imports it,
//           as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node anyof-branches-mutate.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-draft-07/anyof-branches-mutate.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv from "ajv";

const schema = {
  "type": "object",
  "properties": {
    "amount": {"anyOf": [{"type": "number"}, {"type": "string"}]},
    "count": {"anyOf": [{"type": "integer"}, {"type": "string"}, {"type": "boolean"}]},
    "label": {"anyOf": [{"type": "string"}, {"type": "number"}]}
  }
};
const args = {"label": 2.5};

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
