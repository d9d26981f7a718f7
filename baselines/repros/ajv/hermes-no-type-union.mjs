// Repro: ajv 8.20.0, reason `hermes-no-type-union` of the `ajv` baseline
// (baselines/ajv.json).
//
// Case:     generated/pydantic-captures/1.10.27.set-value/string-ttl (hermes level, SPEC §1.2)
//           only 'ttl' sent as a string; the others already typed
// Reason:   SPEC §1.2 (hermes level): a property without top-level type (anyOf [integer, null]) has
//           its branches coerced, so "3" becomes 3 where Hermes leaves it a string; core allows
//           either.
// Expected: {"key": "text", "ttl": "3", "value": 3}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv2020({coerceTypes: true}), the 2020-12 class: coerce in place, validate, reject
//           when invalid, as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node hermes-no-type-union.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv/hermes-no-type-union.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";

const schema = {
  "title": "SetValueInput",
  "type": "object",
  "properties": {
    "key": {"title": "Key", "type": "string"},
    "value": {
      "title": "Value",
      "anyOf": [{"type": "integer"}, {"type": "string"}, {"type": "boolean"}]
    },
    "ttl": {"title": "Ttl", "anyOf": [{"type": "integer"}, {"type": "number"}]}
  },
  "required": ["key", "value"]
};
const args = {"key": "text", "value": 3, "ttl": "3"};

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
