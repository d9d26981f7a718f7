// Repro: ajv 8.20.0, reason `array-text-wrapped` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     wild/datadog/list_dashboards.mcp/all-strings (core level, SPEC §1.2)
//           every argument sent as a string: numbers, booleans and JSON text for containers
// Reason:   SPEC §1.2: with coerceTypes: "array" JSON array text is not parsed but wrapped: "[1,
//           2]" for type array arrives as ["[1, 2]"] (and "{\"a\": 1}" for ["array", "object"] as
//           ["{\"a\": 1}"]).
// Expected: {"name": "text", "tags": ["text"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv2020({coerceTypes: "array"}), as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node array-text-wrapped.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/array-text-wrapped.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";

const schema = {
  "type": "object",
  "properties": {
    "name": {"type": "string", "description": "Filter dashboards by name"},
    "tags": {
      "type": "array",
      "items": {"type": "string"},
      "description": "Filter dashboards by tags"
    }
  },
  "required": []
};
const args = {"name": "text", "tags": "[\"text\"]"};

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
