// Repro: ajv 8.20.0, reason `remote-ref-throws` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     adversarial/canary/mcp/mcp-remote-refs (core level, SPEC §4)
//           The remote $ref beside type integer keeps the type ("5" becomes 5); the definition that
//           is only a remote $ref leaves "7" as sent.
// Reason:   SPEC §2: a remote $ref (another document or URL, or one made remote by $id) makes
//           compile throw "can't resolve reference"; SPEC §2 says the value behaves as if there
//           were no resolver.
// Expected: {"n": 5, "other": "7"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv2020({coerceTypes: "array"}), as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node remote-ref-throws.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/remote-ref-throws.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";

const schema = {
  "type": "object",
  "properties": {
    "n": {"$ref": "http://canary.invalid/schemas/n.json", "type": "integer"},
    "other": {"$ref": "#/definitions/Other"}
  },
  "definitions": {"Other": {"$ref": "http://canary.invalid/schemas/other.json"}}
};
const args = {"n": "5", "other": "7"};

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
