// Repro: ajv 8.20.0, reason `nested-scalars-coerced` of the `ajv-draft-07` baseline
// (baselines/ajv-draft-07.json).
//
// Case:     nested/containers-inlined/innermost-scalars-not-coerced (core level, SPEC §1.3)
//           An array of arrays of integers holding "1": the scalar stays a string.
// Reason:   SPEC §1.3: ajv coerces scalars inside arrays and objects ("1" in a matrix of integers
//           arrives as 1); SPEC says scalars nested inside containers are not coerced.
// Expected: {"matrix": [["1"]]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv({coerceTypes: true}), the default (draft-07) class, as the MCP SDK imports it,
//           as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node nested-scalars-coerced.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-draft-07/nested-scalars-coerced.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv from "ajv";

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
const args = {"matrix": [["1"]]};

const ajv = new Ajv({ coerceTypes: true, strict: false, allErrors: true });
try {
  const validate = ajv.compile(schema);
  const data = structuredClone(args); // ajv coerces in place: validate a copy
  if (validate(data)) console.log(`returned: ${show(data)}`);
  else console.log(`rejected: ${ajv.errorsText(validate.errors)}`);
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
