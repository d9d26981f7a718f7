// Repro: @qwen-code/qwen-code 0.24.4, reason `nested-text-not-normalized` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     adversarial/canary/nested/remote-anyof-branch (core level, SPEC §2)
//           Array items whose anyOf holds a remote $ref: object text is parsed where the other
//           branch admits objects; where the remote $ref is the only branch, array text stays text.
// Reason:   SPEC §1.3: JSON text nested inside an array or object (an item holding object or array
//           text, text inside parsed text, through recursive refs) is not parsed and normalized.
//           Its cases carry several cause signatures because this one mechanism shows on different
//           JSON types and places (top level, nested, behind a $ref, in a union branch).
// Expected: {"rows": [{"a": 1}], "cells": ["[1]"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node nested-text-not-normalized.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/nested-text-not-normalized.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {
  "type": "object",
  "properties": {
    "config": {
      "type": "object",
      "properties": {
        "limits": {"$ref": "http://canary.invalid/schemas/limits.json"},
        "tags": {"type": "array", "items": {"type": "string"}}
      }
    },
    "rows": {
      "type": "array",
      "items": {
        "anyOf": [{"$ref": "http://canary.invalid/schemas/row.json"}, {"type": "object"}]
      }
    },
    "cells": {
      "type": "array",
      "items": {"anyOf": [{"$ref": "http://canary.invalid/schemas/cell.json"}]}
    }
  }
};
const args = {"rows": ["{\"a\": 1}"], "cells": ["[1]"]};

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
