// Repro: ajv 8.20.0, reason `no-null-text` of the `ajv-first-error` baseline
// (baselines/ajv-first-error.json).
//
// Case:     mcp/nullable-enum/null-text (core level, SPEC §4)
//           "null" for the nullable enum becomes null.
// Reason:   SPEC §1.2 (§1.5 for the rejection): ajv coerces to null only "", 0 and false (its
//           documented coercion table), never the text "null", so "null" for a property that allows
//           null (type list, nullable, anyOf null branch) stays a string: ajv rejects the call
//           where no other branch accepts it, and delivers "null" where a string branch does. One
//           mechanism; the signatures differ by the keywords and types ajv names (the null branch
//           refused beside the union's other branches, with their enum or format where they have
//           one) and by where the string is kept. The same refusal fails cases whose expected
//           (Hermes') answer is itself invalid where a choice core leaves gives a valid one (a
//           nested value prepared by its own position's type, SPEC §1.3 and §0): the step could
//           have delivered that call (§1.5).
// Expected: {"order": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (instances per dialect, coerceTypes: true) with allErrors:
//           false, the setting of gemini-cli's (0.61.0) and Qwen Code's (0.24.4) SchemaValidator
//           instances, which do not coerce, as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node no-null-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-first-error/no-null-text.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {
    "order": {
      "anyOf": [{"type": "string", "enum": ["asc", "desc"]}, {"type": "null"}],
      "default": null
    }
  }
};
const args = {"order": "null"};

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
