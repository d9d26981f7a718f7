// Repro: ajv 8.20.0, reason `array-text-wrapped-hermes` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     models/optional-months-as-json-text/months-json-text (hermes level, SPEC §4)
//           ["JAN", "FEB", "MARCH"] as text becomes the list at hermes level (SPEC §4: ingestion
//           collapses the nullable union to its array branch).
// Reason:   SPEC §1.2 (hermes level): the mechanism of array-text-wrapped (JSON array text wrapped
//           as a one-string array, not parsed) on cases whose expected value is hermes level (MCP
//           ingestion collapses an optional array to type array; no-type unions elsewhere in the
//           call). Its signatures are the consequences of that one wrapping, as for
//           array-text-wrapped: a rejection naming the keyword the wrapped string fails (anyOf with
//           enum, type integer or null; minItems) where the wrapped array is invalid, a wrong value
//           (the text kept inside an array, a string where the expected value has parsed content)
//           where it is valid. Core cases listed here answer what core accepts (SPEC §0: valid
//           against the schema, and among the case's core_alternatives), so they too are findings
//           at hermes level only.
// Expected: {"months": ["JAN", "FEB", "MARCH"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (Kimi Code's instances per dialect, allErrors: true) with
//           coerceTypes: "array", ajv's other coercion mode, as suite/harnesses/node/src/ajv.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node array-text-wrapped-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/array-text-wrapped-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "properties": {
    "months": {
      "anyOf": [{"items": {"type": "string"}, "type": "array"}, {"type": "null"}],
      "default": null,
      "title": "Months"
    }
  },
  "required": [],
  "title": "hello_worldArguments",
  "type": "object"
};
const args = {"months": "[\"JAN\", \"FEB\", \"MARCH\"]"};

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
