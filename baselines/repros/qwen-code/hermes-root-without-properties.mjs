// Repro: @qwen-code/qwen-code 0.24.4, reason `hermes-root-without-properties` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     generated/pydantic-captures/2.8.2.tree/string-children (hermes level, SPEC §1.2)
//           only 'children' sent as a string; the others already typed
// Reason:   SPEC §1.2 (hermes level): the tool's root schema has no properties of its own
//           (pydantic's recursive model, allOf [{$ref: #/$defs/TreeNode}] at the root); Hermes
//           prepares no argument of such a tool, a choice core leaves open, while
//           getEffectiveProperties merges the properties of the root's allOf/anyOf/oneOf branches
//           (following their $refs), so fixStringifiedJsonValues parses the array text sent for
//           children. One case, one signature.
// Expected: {"children": "[{\"name\": \"text\"}]", "name": "text", "value": 3}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node hermes-root-without-properties.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/hermes-root-without-properties.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {
  "$defs": {
    "TreeNode": {
      "description": "A recursive tree: the schema's root is itself a `$ref`.",
      "properties": {
        "name": {"title": "Name", "type": "string"},
        "value": {
          "anyOf": [{"type": "integer"}, {"type": "null"}],
          "default": null,
          "title": "Value"
        },
        "children": {
          "default": [],
          "items": {"$ref": "#/$defs/TreeNode"},
          "title": "Children",
          "type": "array"
        }
      },
      "required": ["name"],
      "title": "TreeNode",
      "type": "object"
    }
  },
  "allOf": [{"$ref": "#/$defs/TreeNode"}]
};
const args = {"name": "text", "value": 3, "children": "[{\"name\": \"text\"}]"};

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
