// Repro: @ai-sdk-tool/parser 4.1.26, reason `nested-text-not-normalized` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     generated/mcp-sdk/mcp-sdk.zod3.patch_ops/nested-json-strings (core level, SPEC §1.2)
//           containers sent as JSON text holding further JSON text for inner containers
// Reason:   SPEC §1.3: JSON text nested inside an array or object (for example an array item
//           holding object text, or text at an anyOf/oneOf branch position) is not parsed and
//           normalized. One mechanism under several signatures: the text sits in an
//           anyOf/oneOf/allOf branch, at one or several levels, in cases that pin §1.2 and §1.3.
// Expected: {"document_id": "123e4567-e89b-42d3-a456-426614174000", "operations": [{"op": "add",
//           "path": "text"}]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node nested-text-not-normalized.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/nested-text-not-normalized.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {
  "type": "object",
  "properties": {
    "document_id": {"type": "string", "format": "uuid"},
    "operations": {
      "type": "array",
      "items": {
        "anyOf": [
          {
            "type": "object",
            "properties": {
              "op": {"type": "string", "const": "add"},
              "path": {"type": "string"},
              "value": {}
            },
            "required": ["op", "path"],
            "additionalProperties": false
          },
          {
            "type": "object",
            "properties": {
              "op": {"type": "string", "const": "remove"},
              "path": {"type": "string"}
            },
            "required": ["op", "path"],
            "additionalProperties": false
          },
          {
            "type": "object",
            "properties": {
              "op": {"type": "string", "const": "move"},
              "from": {"type": "string"},
              "path": {"type": "string"}
            },
            "required": ["op", "from", "path"],
            "additionalProperties": false
          }
        ]
      }
    }
  },
  "required": ["document_id", "operations"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
};
const args = {
  "document_id": "123e4567-e89b-42d3-a456-426614174000",
  "operations": "[\"{\\\"op\\\": \\\"add\\\", \\\"path\\\": \\\"text\\\"}\"]"
};

try {
  console.log(`returned: ${show(coerceBySchema(args, schema))}`);
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
