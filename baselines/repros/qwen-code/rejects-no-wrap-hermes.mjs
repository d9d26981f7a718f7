// Repro: @qwen-code/qwen-code 0.24.4, reason `rejects-no-wrap-hermes` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     mcp/optional-submodel-inlined/optional-array-collapsed-wraps (hermes level, SPEC §4)
//           (hermes) Collapsed to type "array", a plain "a" is wrapped.
// Reason:   SPEC §1.2 and §1.5 (hermes level): the mechanism of `rejects-no-wrap` on cases whose
//           expected value is the one Hermes chose where core leaves a choice: a single value for
//           an array property is not wrapped into a one-item array, so ajv rejects the call ("must
//           be array").
// Expected: {"tags": ["a"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node rejects-no-wrap-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/rejects-no-wrap-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {
  "type": "object",
  "properties": {
    "person": {
      "anyOf": [
        {
          "type": "object",
          "title": "Person",
          "required": ["first name"],
          "properties": {
            "first name": {"type": "string", "title": "First Name"},
            "age": {"type": "integer", "title": "Age"}
          }
        },
        {"type": "null"}
      ],
      "default": null
    },
    "tags": {
      "anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}],
      "default": null,
      "title": "Tags"
    },
    "retries": {
      "anyOf": [{"type": "integer"}, {"type": "null"}],
      "default": null,
      "title": "Retries"
    }
  },
  "title": "greetArguments"
};
const args = {"tags": "a"};

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
