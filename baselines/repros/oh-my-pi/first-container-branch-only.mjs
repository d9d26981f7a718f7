// Repro: @oh-my-pi/pi-ai 18.2.3, reason `first-container-branch-only` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     nested/containers-inlined/array-or-object-position-object (core level, SPEC §1.3)
//           A position admitting array or object: object text is parsed.
// Reason:   SPEC §1.3 and §1.5: where an anyOf admits both an array and an object, oh-my-pi parses
//           JSON text only as its first branch's kind: object text for anyOf [array, object] is
//           left a string and fails validation ("expected array, received string"), as array text
//           does for anyOf [object, array] (a type list ["array", "object"] parses either), so a
//           call whose expected arguments are valid is rejected; SPEC parses text of any kind a
//           branch admits.
// Expected: {"filters": {"either": {"a": 1}}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun first-container-branch-only.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/first-container-branch-only.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

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
const args = {"filters": {"either": "{\"a\": 1}"}};

const tool = { name: "report", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "report", arguments: args };
try {
  console.log(`returned: ${show(validateToolArguments(tool, toolCall))}`);
} catch (error) {
  // Its documented refusal: an Error whose message starts "Validation failed for tool ".
  if (error instanceof Error && error.message.startsWith("Validation failed for tool ")) {
    console.log(`rejected: ${error.message}`);
  } else {
    console.log(`threw: ${describe(error)}`);
  }
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
