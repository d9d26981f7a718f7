// Repro: @qwen-code/qwen-code 0.24.4, reason `nested-text-not-normalized` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     nested/containers-inlined/oneof-object-branch-recursive (core level, SPEC §1.3)
//           A position whose oneOf has an object branch: its JSON text is parsed and the ids
//           member, itself JSON array text, is parsed too.
// Reason:   SPEC §1.3: object text at a nested position whose oneOf has a {type: string} branch
//           beside its object branch stays text: ajv accepts it as a string, and
//           fixStringifiedJsonValues skips a position whose accepted types (getAcceptedTypes) hold
//           "string"; where the enclosing object came as text too, the pass parses that text but
//           does not walk the object it made. One mechanism; its two signatures are that position
//           in a native object and in an object parsed from text.
// Expected: {"filters": {"one_of_obj": {"ids": [1]}}}
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
    "rows": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "cells": {"type": "array", "items": {"type": "integer"}},
          "meta": {"type": "object"}
        }
      }
    },
    "matrix": {"type": "array", "items": {"type": "array", "items": {"type": "integer"}}},
    "plain_list": {"type": "array"},
    "plain_obj": {"type": "object"},
    "filters": {
      "type": "object",
      "properties": {
        "labels": {"type": "array", "items": {"type": "string"}},
        "limit": {"type": "integer"},
        "enabled": {"type": "boolean"},
        "range": {
          "type": "object",
          "properties": {"low": {"type": "number"}, "high": {"type": "number"}}
        },
        "maybe_tags": {
          "anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}]
        },
        "listed_tags": {"type": ["array", "null"]},
        "one_of_obj": {
          "oneOf": [
            {"type": "object", "properties": {"ids": {"type": "array"}}},
            {"type": "string"}
          ]
        },
        "all_of_obj": {
          "allOf": [{"type": "object", "properties": {"ids": {"type": "array"}}}]
        },
        "either": {"anyOf": [{"type": "array"}, {"type": "object"}]},
        "note": {"type": "string"},
        "ref_list": {"type": "array", "items": {"type": "string"}}
      }
    },
    "events": {
      "type": "array",
      "items": {
        "anyOf": [
          {"type": "object", "properties": {"tags": {"type": "array"}}},
          {"type": "null"}
        ]
      }
    }
  }
};
const args = {"filters": {"one_of_obj": "{\"ids\": \"[1]\"}"}};

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
