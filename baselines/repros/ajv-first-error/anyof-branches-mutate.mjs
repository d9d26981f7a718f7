// Repro: ajv 8.20.0, reason `anyof-branches-mutate` of the `ajv-first-error` baseline
// (baselines/ajv-first-error.json).
//
// Case:     coerce/union-values/integer-under-integer-string-or-boolean (core level, SPEC §1.2)
//           3 for anyOf [integer, string, boolean] stays the integer 3.
// Reason:   SPEC §1.2: Ajv2020 (the instance for a schema declaring 2020-12 or no $schema)
//           evaluates every anyOf branch, since it supports unevaluatedProperties/Items, and
//           coerceTypes: true rewrites the value in place inside each branch it runs, with no undo
//           (ajv's coercion docs say so): a value already valid under an earlier branch is
//           rewritten by a later one: 3 for anyOf [integer, string, boolean] arrives as "3", 2.5
//           for anyOf [number, string] (pydantic's Decimal) as "2.5". allErrors plays no part; the
//           draft-07 class stops at the first passing branch. The signatures differ by type and by
//           whether the union sits behind $ref.
// Expected: {"count": 3}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (instances per dialect, coerceTypes: true) with allErrors:
//           false, the setting of gemini-cli's (0.61.0) and Qwen Code's (0.24.4) SchemaValidator
//           instances, which do not coerce, as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node anyof-branches-mutate.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-first-error/anyof-branches-mutate.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {
    "amount": {"anyOf": [{"type": "number"}, {"type": "string"}]},
    "count": {"anyOf": [{"type": "integer"}, {"type": "string"}, {"type": "boolean"}]},
    "label": {"anyOf": [{"type": "string"}, {"type": "number"}]}
  }
};
const args = {"count": 3};

// Ajv2020, the class for 2020-12: no $schema: 2020-12, the MCP specification's default dialect.
const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: true });
addFormats(ajv);
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
