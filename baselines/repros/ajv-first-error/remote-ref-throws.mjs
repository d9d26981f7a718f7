// Repro: ajv 8.20.0, reason `remote-ref-throws` of the `ajv-first-error` baseline
// (baselines/ajv-first-error.json).
//
// Case:     adversarial/canary/mcp/mcp-remote-refs (core level, SPEC §4)
//           The remote $ref beside type integer keeps the type ("5" becomes 5); the definition that
//           is only a remote $ref leaves "7" as sent.
// Reason:   SPEC §2: a remote $ref (another document or URL, or one made remote by $id) makes
//           ajv.compile throw "can't resolve reference" (or "no schema with key or ref" for a
//           remote $schema-like id), so no argument is prepared; SPEC §2 says the value behaves as
//           if there were no resolver. The same throw on cases pinning §1.1, §1.3, §2 and §4. Its
//           signatures are that one throw worded two ways ("can't resolve reference" where a base
//           $id makes the ref a URL, "no schema with key or ref" where the schema's $schema names a
//           remote meta-schema ajv does not hold), on cases pinning §1.1, §1.3, §2 and §4.
// Expected: {"n": 5, "other": "7"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (instances per dialect, coerceTypes: true) with allErrors:
//           false, the setting of gemini-cli's (0.61.0) and Qwen Code's (0.24.4) SchemaValidator
//           instances, which do not coerce, as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node remote-ref-throws.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-first-error/remote-ref-throws.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {
    "n": {"$ref": "http://canary.invalid/schemas/n.json", "type": "integer"},
    "other": {"$ref": "#/definitions/Other"}
  },
  "definitions": {"Other": {"$ref": "http://canary.invalid/schemas/other.json"}}
};
const args = {"n": "5", "other": "7"};

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
