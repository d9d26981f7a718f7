// Repro: ajv 8.20.0, reason `draft-07-meta-schema-throws` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     robustness/declared-dialect-draft-07/integer-text (core level, SPEC §1.4)
//           "5" becomes 5.
// Reason:   SPEC §1.4: a schema declaring "$schema": "http://json-schema.org/draft-07/schema#"
//           (zod-to-json-schema, the MCP SDK) makes Ajv2020 compile throw 'no schema with key or
//           ref', so no argument is prepared and the case errors.
// Expected: {"n": 5}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv2020({coerceTypes: "array"}), as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node draft-07-meta-schema-throws.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/draft-07-meta-schema-throws.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";

const schema = {
  "$schema": "http://json-schema.org/draft-07/schema#",
  "type": "object",
  "properties": {"n": {"type": "integer"}}
};
const args = {"n": "5"};

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
