// Repro: ajv 8.20.0, reason `no-json-text-hermes` of the `ajv-first-error` baseline
// (baselines/ajv-first-error.json).
//
// Case:     unmap/hermes-choices/keys-in-json-text-not-mapped (hermes level, SPEC §1.1)
//           (hermes) An object sent as JSON text is parsed, but its "first_name" key is not mapped
//           back.
// Reason:   SPEC §1.2 (hermes level): the mechanism of no-json-text (coerceTypes: true never parses
//           JSON text, so ajv rejects with "must be object"/"must be array") on cases whose
//           expected value is hermes level (MCP ingestion, Python number spellings or no-type
//           unions elsewhere in the call); the signatures differ by the keywords and types ajv
//           names. Core cases listed here answer what core accepts (SPEC §0: valid against the
//           schema, and among the case's core_alternatives), so they too are findings at hermes
//           level only.
// Expected: {"person": {"first_name": "Ada"}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (instances per dialect, coerceTypes: true) with allErrors:
//           false, the setting of gemini-cli's (0.61.0) and Qwen Code's (0.24.4) SchemaValidator
//           instances, which do not coerce, as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node no-json-text-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-first-error/no-json-text-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {
    "person": {"type": "object", "properties": {"first name": {"type": "string"}}},
    "first name": {"type": "string"}
  }
};
const args = {"person": "{\"first_name\": \"Ada\"}"};

// Ajv, the class for draft-07: no $schema and no keyword only a later dialect has: Ajv, as Kimi Code takes it.
const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: true });
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
