// Repro: @qwen-code/qwen-code 0.24.4, reason `compile-error-skips-validation-hermes` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     generated/mcp-sdk/mcp-sdk.zod3.slash_key/all-strings.9d945ea5 (hermes level, SPEC §1.2)
//           every argument sent as a string: numbers, booleans and JSON text for containers
// Reason:   SPEC §1.2 (hermes level): the mechanism of `compile-error-skips-validation` on cases
//           whose expected value is the one Hermes chose where core leaves a choice: ajv.compile
//           throws "can't resolve reference" on zod-to-json-schema's relative refs
//           ("1/max_results", "1/shape/anyOf/1", "1/page/properties/items/items") and on a pointer
//           through a key holding a slash ("#/properties/a/b"), and '"nullable" cannot be used
//           without "type"' on OpenAPI 3.0 schemas, and SchemaValidator.validate returns the call
//           as sent. One mechanism; its signatures are the kinds of text kept (integer, object,
//           array) and where (top level, behind a $ref). Core cases listed here answer what core
//           accepts (SPEC §0: valid against the schema, and among the case's core_alternatives), so
//           they too are findings at hermes level only.
// Expected: {"a/b": 3}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node compile-error-skips-validation-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/compile-error-skips-validation-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {
  "type": "object",
  "properties": {"a/b": {"type": "integer", "minimum": 0}, "c": {"$ref": "#/properties/a/b"}},
  "required": ["a/b", "c"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
};
const args = {"a/b": "3"};

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
