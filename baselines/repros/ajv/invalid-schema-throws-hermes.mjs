// Repro: ajv 8.20.0, reason `invalid-schema-throws-hermes` of the `ajv` baseline
// (baselines/ajv.json).
//
// Case:     generated/pydantic-captures/1.10.27.geometry/typed.628a2532 (hermes level, SPEC §1.2)
//           arguments already of the right types pass through unchanged
// Reason:   SPEC §1.4: the mechanism of invalid-schema-throws (ajv.compile throws "schema is
//           invalid": vapi's duplicate enum members, pydantic 1's array-form items under Ajv2020)
//           on cases whose expected value is hermes level; the throw does not depend on the
//           expectation. Its two signatures are the meta-schema keyword ajv names for each kind of
//           schema (type=object,boolean for array-form items read as 2020-12, uniqueItems for
//           duplicate enum members): one throw.
// Expected: {"origin": [2.5, 2.5], "path": [2.5], "tags": ["text"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     Kimi Code's args-validator (0.38.0) configuration: an instance per dialect (Ajv for
//           draft-07/06, Ajv2019, Ajv2020 by $schema; without it by dialect-only keywords, else
//           2020-12, MCP's default), strict: false, allErrors: true, ajv-formats; plus coerceTypes:
//           true as its open PR #2500 proposes: coerce a copy in place, validate, reject when
//           invalid, as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node invalid-schema-throws-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv/invalid-schema-throws-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const schema = {
  "title": "GeometryInput",
  "type": "object",
  "properties": {
    "origin": {
      "title": "Origin",
      "type": "array",
      "minItems": 2,
      "maxItems": 2,
      "items": [{"type": "number"}, {"type": "number"}]
    },
    "path": {
      "title": "Path",
      "default": [],
      "type": "array",
      "items": {"type": "number"}
    },
    "tags": {
      "title": "Tags",
      "default": [],
      "type": "array",
      "items": {"type": "string"},
      "uniqueItems": true
    }
  },
  "required": ["origin"]
};
const args = {"origin": [2.5, 2.5], "path": [2.5], "tags": ["text"]};

// Ajv2020, the class for 2020-12: no $schema: 2020-12, the MCP specification's default dialect.
const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true });
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
