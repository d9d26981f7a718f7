// Repro: @ai-sdk-tool/parser 4.1.26, reason `nested-text-not-normalized` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     generated/zod-to-json-schema/zod-to-json-schema.tree.openapi3/nested-json-strings (core
//           level, SPEC §1.2)
//           containers sent as JSON text holding further JSON text for inner containers
// Reason:   SPEC §1.3: JSON text nested inside an array or object (for example an array item
//           holding object text, or text at an anyOf/oneOf branch position) is not parsed and
//           normalized.
// Expected: {"children": [{"children": [{"name": "text"}], "name": "text", "size": 3}], "name":
//           "text", "size": 3}
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
    "name": {"type": "string"},
    "size": {"type": "integer", "minimum": 0},
    "children": {"type": "array", "items": {"$ref": "#"}, "default": []}
  },
  "required": ["name"],
  "additionalProperties": false
};
const args = {
  "name": "text",
  "size": "3",
  "children": "[\"{\\\"name\\\": \\\"text\\\", \\\"size\\\": 3, \\\"children\\\": \\\"[\\\\\\\"{\\\\\\\\\\\\\\\"name\\\\\\\\\\\\\\\": \\\\\\\\\\\\\\\"text\\\\\\\\\\\\\\\"}\\\\\\\"]\\\"}\"]"
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
