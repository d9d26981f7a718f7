// Repro: ajv 8.20.0, reason `hermes-no-type-union` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     generated/zod-to-json-schema/zod-to-json-schema.pagination.ref-seen/all-strings (hermes
//           level, SPEC §1.2)
//           every argument sent as a string: numbers, booleans and JSON text for containers
// Reason:   SPEC §1.2 (hermes level): a property without top-level type (anyOf [integer, null])
//           gets only the null rule at hermes level, but ajv coerces the text inside the branch
//           that accepts it: "3" becomes 3, "true" true, also behind $ref, and under the draft-07
//           class (no $schema) the first branch that accepts the text keeps it ("2.5" for
//           pydantic's Decimal, anyOf [number, string], becomes 2.5); core allows either. The
//           signatures differ by type and by $ref.
// Expected: {"limit": "3", "query": "text"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (Kimi Code's instances per dialect, allErrors: true) with
//           coerceTypes: "array", ajv's other coercion mode, as suite/harnesses/node/src/ajv.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node hermes-no-type-union.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/hermes-no-type-union.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {
    "query": {"type": "string"},
    "limit": {
      "anyOf": [{"type": "integer", "minimum": 1, "maximum": 500}, {"type": "null"}]
    },
    "offset": {}
  },
  "required": ["query", "limit"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
};
const args = {"query": "text", "limit": "3"};

// Ajv, the class for draft-07: the schema declares "$schema": "http://json-schema.org/draft-07/schema#".
const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: "array" });
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
