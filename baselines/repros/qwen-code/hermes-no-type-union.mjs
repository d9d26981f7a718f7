// Repro: @qwen-code/qwen-code 0.24.4, reason `hermes-no-type-union` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     generated/zod-to-json-schema/zod-to-json-schema.pagination.ref-seen/all-strings (hermes
//           level, SPEC §1.2)
//           every argument sent as a string: numbers, booleans and JSON text for containers
// Reason:   SPEC §1.2 (hermes level): text for a property with no top-level type (an anyOf or oneOf
//           of typed branches, pydantic's Optional fields, zod unions, an allOf around a $ref,
//           directly or behind a $ref) is converted where Hermes gives such a property only the
//           null rule and leaves the text; core allows either. getAcceptedTypes collects the type
//           of every anyOf/oneOf/allOf branch, so once the text fails ajv's first validation and
//           the passes run, fixBooleanValues turns "true" into true, fixNumericValues turns digit
//           text into a number and fixStringifiedJsonValues parses object and array text. One
//           mechanism; its signatures are the type the text became (object, array, integer, number,
//           boolean) and where the suite finds the branch that admits it (a union branch, a $ref's
//           target, or the property itself for an allOf).
// Expected: {"limit": "3", "query": "text"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node hermes-no-type-union.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/hermes-no-type-union.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {
  "type": "object",
  "properties": {
    "query": {"type": "string"},
    "limit": {
      "anyOf": [{"type": "integer", "minimum": 1, "maximum": 500}, {"type": "null"}]
    },
    "offset": {}
  },
  "required": ["query", "limit"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
};
const args = {"query": "text", "limit": "3"};

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
