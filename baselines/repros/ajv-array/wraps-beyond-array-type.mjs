// Repro: ajv 8.20.0, reason `wraps-beyond-array-type` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     field-2026/copilot-unions/anyof-array-string-null/null (core level, SPEC §1.2)
//           null matches the null branch.
// Reason:   SPEC §1.2: coerceTypes: "array" wraps scalars wherever an array is allowed, not only
//           where T is exactly "array": null for type array becomes [null], "x" or 5 for ["array",
//           "null"] or anyOf [array, string] becomes ["x"] / [5], and "null" for anyOf [array,
//           null] becomes ["null"]; SPEC wraps only non-null values when T is exactly "array". The
//           signatures differ by the wrapped type and by whether a union holds the array.
// Expected: {"target": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (Kimi Code's instances per dialect, allErrors: true) with
//           coerceTypes: "array", ajv's other coercion mode, as suite/harnesses/node/src/ajv.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node wraps-beyond-array-type.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/wraps-beyond-array-type.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {
    "target": {
      "anyOf": [
        {"type": "array", "items": {"type": "string"}},
        {"type": "string"},
        {"type": "null"}
      ]
    }
  }
};
const args = {"target": null};

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
