// Repro: @qwen-code/qwen-code 0.24.4, reason `no-json-text-hermes` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     generated/zod-to-json-schema/zod-to-json-schema.settings.openapi3/nested-json-strings
//           (hermes level, SPEC §1.2)
//           containers sent as JSON text holding further JSON text for inner containers
// Reason:   SPEC §1.2 (hermes level): the mechanism of `no-json-text` on cases whose expected value
//           is the one Hermes chose where core leaves a choice: a JSON string for an object or
//           array property (or, once, a single value to wrap into an array) stays as sent where no
//           pass applies: type lists and unions that also admit a string (ajv accepts the text as
//           it is), unions and items through cycles, an array type that comes from a $ref target
//           beside a sibling object type, and schemas ajv cannot compile (remote refs, malformed
//           parts), where SchemaValidator skips validation and every pass. Its cases carry several
//           cause signatures because this one mechanism shows on different JSON types and places
//           (top level, nested, behind a $ref, in a union branch).
// Expected: {"overrides": {"key": "[\"text\"]"}, "values": {"key": "text"}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node no-json-text-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/no-json-text-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {
  "type": "object",
  "properties": {
    "values": {
      "type": "object",
      "additionalProperties": {
        "anyOf": [
          {"type": "string"},
          {"type": "number"},
          {"type": "boolean"},
          {"enum": ["null"], "nullable": true}
        ]
      }
    },
    "overrides": {
      "type": "object",
      "additionalProperties": {"type": "array", "items": {"type": "string"}}
    }
  },
  "required": ["values"],
  "additionalProperties": false
};
const args = {"values": "{\"key\": \"text\"}", "overrides": "{\"key\": \"[\\\"text\\\"]\"}"};

try {
  // BaseDeclarativeTool.build -> validateToolParams: validates the model's object, changing it in place
  const params = structuredClone(args);
  const error = SchemaValidator.validate(schema, params);
  console.log(error ? `rejected: ${error}` : `returned: ${show(params)}`);
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
