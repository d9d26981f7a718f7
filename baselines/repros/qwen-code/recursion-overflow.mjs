// Repro: @qwen-code/qwen-code 0.24.4, reason `recursion-overflow` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     refs/recursive-schemas/recursive-union-other-branches-count (core level, SPEC §2)
//           A value union whose first branch refers to itself, the second being an array of the
//           union: JSON text of an array is parsed at two depths because the per-branch cycle guard
//           leaves the array branch usable.
// Reason:   SPEC §1.4: a recursive union schema makes its passes recurse without end (RangeError
//           "Maximum call stack size exceeded"), so the call fails instead of being prepared.
// Expected: {"holder": {"v": [[1], 2]}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node recursion-overflow.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/recursion-overflow.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {
  "type": "object",
  "properties": {
    "tree": {"$ref": "#/$defs/Tree"},
    "list": {"$ref": "#/$defs/Link"},
    "holder": {"type": "object", "properties": {"v": {"$ref": "#/$defs/Value"}}}
  },
  "$defs": {
    "Tree": {
      "type": "object",
      "properties": {
        "node label": {"type": "string"},
        "children": {"type": "array", "items": {"$ref": "#/$defs/Tree"}}
      }
    },
    "Link": {
      "type": "object",
      "properties": {
        "value": {"type": "integer"},
        "next": {"anyOf": [{"$ref": "#/$defs/Link"}, {"type": "null"}]}
      }
    },
    "Value": {
      "anyOf": [
        {"$ref": "#/$defs/Value"},
        {"type": "array", "items": {"$ref": "#/$defs/Value"}},
        {"type": "integer"}
      ]
    }
  }
};
const args = {"holder": {"v": "[\"[1]\", 2]"}};

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
