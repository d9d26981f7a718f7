// Repro: @qwen-code/qwen-code 0.24.4, reason `no-json-text-hermes` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     field-2026/copilot-unions/type-list-array-string-null/array-text (core level, SPEC
//           §1.2)
//           JSON text of an array: the array type comes first in the list, so it is parsed; the
//           string it was is valid too.
// Reason:   SPEC §1.2 (hermes level): Qwen Code's SchemaValidator never parses JSON text, so text
//           for a position that admits both a string and an array or object (a type list such as
//           ["array", "string"] or ["object", "string"]) stays the string sent, where Hermes parses
//           it; core accepts that answer (SPEC §0: it is valid against the schema and the case
//           lists it among its core_alternatives), so it is a finding at hermes level only. The
//           signatures differ by the JSON types and by where the value sits.
// Expected: {"target": ["Top", "Child"]}
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
  "properties": {"target": {"type": ["array", "string", "null"], "items": {"type": "string"}}}
};
const args = {"target": "[\"Top\", \"Child\"]"};

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
