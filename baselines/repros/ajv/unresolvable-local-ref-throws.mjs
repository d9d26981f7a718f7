// Repro: ajv 8.20.0, reason `unresolvable-local-ref-throws` of the `ajv` baseline
// (baselines/ajv.json).
//
// Case:     refs/dangling-local/neighbour-integer-text (core level, SPEC §2)
//           "5" for the integer beside the dangling reference becomes 5.
// Reason:   SPEC §2: a $ref that does not resolve inside the document makes ajv.compile throw
//           "can't resolve reference", so no argument is prepared: #/$defs/Missing,
//           zod-to-json-schema's "#/properties/a/b" written unescaped for the key "a/b", and its
//           relative "1/point/items/0" style; SPEC §2 says such a value behaves as if there were no
//           resolver. The signatures differ by the ref's form and the section the case pins.
// Expected: {"n": 5}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     Kimi Code's args-validator (0.38.0) configuration: an instance per dialect (Ajv for
//           draft-07/06, Ajv2019, Ajv2020 by $schema; without it by dialect-only keywords, else
//           Ajv, as Kimi Code), strict: false, allErrors: true, ajv-formats; plus coerceTypes: true
//           as its open PR #2500 proposes: coerce a copy in place, validate, reject when invalid,
//           as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node unresolvable-local-ref-throws.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv/unresolvable-local-ref-throws.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {"n": {"type": "integer"}, "missing": {"$ref": "#/$defs/Missing"}}
};
const args = {"n": "5"};

// Ajv, the class for draft-07: no $schema and no keyword only a later dialect has: Ajv, as Kimi Code takes it.
const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: true });
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
