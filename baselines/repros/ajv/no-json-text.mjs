// Repro: ajv 8.20.0, reason `no-json-text` of the `ajv` baseline
// (baselines/ajv.json).
//
// Case:     coerce/object/empty-object-text (core level, SPEC §1.2)
//           "{}" becomes {}.
// Reason:   SPEC §1.2 and §1.3 (§1.5 for the rejection): coerceTypes: true never parses JSON text,
//           so "{...}"/"[...]" for an object or array property (top level, nested, behind $ref, in
//           a union branch) stays a string; ajv then rejects the call ("must be object"/"must be
//           array") although its expected arguments are valid, or, where a string branch accepts
//           the text, delivers the string. One mechanism: the signatures differ by the keywords and
//           expected types ajv names (object or array for the text, anyOf and the other branches'
//           types where the text sits in a union) and by the section the case pins. The same
//           refusal fails cases whose expected (Hermes') answer is itself invalid where a choice
//           core leaves gives a valid one (a nested value prepared by its own position's type, SPEC
//           §1.3 and §0): the step could have delivered that call (§1.5).
// Expected: {"obj": {}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     Kimi Code's args-validator (0.38.0) configuration: an instance per dialect (Ajv for
//           draft-07/06, Ajv2019, Ajv2020 by $schema; without it by dialect-only keywords, else
//           Ajv, as Kimi Code), strict: false, allErrors: true, ajv-formats; plus coerceTypes: true
//           as its open PR #2500 proposes: coerce a copy in place, validate, reject when invalid,
//           as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node no-json-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv/no-json-text.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {"type": "object", "properties": {"obj": {"type": "object"}}};
const args = {"obj": "{}"};

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
