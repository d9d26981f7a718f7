// Repro: ajv 8.20.0, reason `non-string-coerced-hermes` of the `ajv-first-error` baseline
// (baselines/ajv-first-error.json).
//
// Case:     coerce/integer/float-value-left-alone (hermes level, SPEC §1.2)
//           A number value 5.0 is not a string, so it is left exactly as sent (5.0): Hermes's
//           Python keeps the float (hermes: SPEC §5 compares integral floats apart from integers).
// Reason:   SPEC §1.2 (hermes level, §5): 5.0 for an integer arrives as 5: JavaScript has one
//           number type, so JSON.parse gives 5; the Python distinction is kept only at hermes
//           level.
// Expected: {"n": 5.0}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (instances per dialect, coerceTypes: true) with allErrors:
//           false, the setting of gemini-cli's (0.61.0) and Qwen Code's (0.24.4) SchemaValidator
//           instances, which do not coerce, as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node non-string-coerced-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-first-error/non-string-coerced-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {"type": "object", "properties": {"n": {"type": "integer"}}};
const args = {"n": 5.0};

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
