// Repro: ajv 8.20.0, reason `nested-scalars-coerced-hermes` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     coerce/array/wrap-string-items-not-coerced (core level, SPEC §1.2)
//           Array of integers: "5" is wrapped as ["5"], the item not coerced.
// Reason:   SPEC §1.3 (hermes level): ajv coerces a scalar nested in an array or object by its own
//           position's type ("5" for a nested integer arrives as 5, "1" in a matrix of integers as
//           1), where Hermes coerces no nested scalar; core accepts that answer (SPEC §0: it is
//           valid against the schema and the case lists it among its core_alternatives), so it is a
//           finding at hermes level only. The signatures differ by the JSON types and by where the
//           value sits.
// Expected: {"ints": ["5"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (Kimi Code's instances per dialect, allErrors: true) with
//           coerceTypes: "array", ajv's other coercion mode, as suite/harnesses/node/src/ajv.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node nested-scalars-coerced-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/nested-scalars-coerced-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {
    "arr": {"type": "array"},
    "ints": {"type": "array", "items": {"type": "integer"}},
    "arr_or_null": {"type": ["array", "null"]},
    "arr_list": {"type": ["array"]},
    "arr_or_text": {"type": ["array", "string"]},
    "nullable_arr": {"type": "array", "nullable": true}
  }
};
const args = {"ints": "5"};

// Ajv, the class for draft-07: no $schema and no keyword only a later dialect has: Ajv, as Kimi Code takes it.
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
