// Repro: @qwen-code/qwen-code 0.24.4, reason `rejects-json-text-hermes` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     generated/pydantic-captures/fastmcp-mcp-1.30.0.tree/nested-json-strings (hermes level,
//           SPEC §1.2)
//           containers sent as JSON text holding further JSON text for inner containers
// Reason:   SPEC §1.2, §1.3 and §1.5 (hermes level): the mechanism of `rejects-json-text` on cases
//           whose expected value is the one Hermes chose where core leaves a choice: JSON text that
//           the step parses is left as text where the coercion passes do not reach it (JSON text
//           inside JSON text, text a pass parses whose inner values are text again, broken array
//           text to wrap), so ajv's second validation rejects a call the step could have delivered
//           ("must be object", "must be array"). One mechanism; its signatures are what ajv names
//           for the first argument it refuses: type object or array, or the anyOf/oneOf of a union
//           with its branches' types, on cases pinning §1.2. ajv stops at its first error
//           (allErrors false, as SchemaValidator configures it), so a call that carries several
//           kinds of text is listed by the argument ajv refuses first.
// Expected: {"children": [{"children": [{"name": "text"}], "name": "text", "value": 3}], "name":
//           "text", "value": 3}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node rejects-json-text-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/rejects-json-text-hermes.mjs
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
  "title": "treeArguments",
  "type": "object"
};
const args = {
  "name": "text",
  "value": "3",
  "children": "[\"{\\\"name\\\": \\\"text\\\", \\\"value\\\": 3, \\\"children\\\": \\\"[\\\\\\\"{\\\\\\\\\\\\\\\"name\\\\\\\\\\\\\\\": \\\\\\\\\\\\\\\"text\\\\\\\\\\\\\\\"}\\\\\\\"]\\\"}\"]"
};

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
