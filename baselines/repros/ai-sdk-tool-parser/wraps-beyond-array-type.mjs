// Repro: @ai-sdk-tool/parser 4.1.26, reason `wraps-beyond-array-type` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     field-2026/copilot-unions/type-list-array-string-null/plain-string (core level, SPEC
//           §1.2)
//           A bare heading string stays a string: the array rule cannot parse it and string is
//           listed.
// Reason:   SPEC §1.2 and §1.3: coerceBySchema reads a type list by its own fixed preference
//           (object, array, boolean, number, integer, string), so a list holding "array" is handled
//           as type "array", and a value that is not an array is wrapped: "x" or 5 for ["array",
//           "null"], ["array"] or ["array", "string"] becomes ["x"] or [5], and null for type
//           "array" becomes [null]. SPEC wraps only a value that is not null, where T is exactly
//           "array" (a string for an array property nested in an object, wrapped, is an answer core
//           accepts: wraps-beyond-array-type-hermes). One mechanism; its signatures are the types
//           wrapped and where.
// Expected: {"target": "Top"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node wraps-beyond-array-type.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/wraps-beyond-array-type.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {
  "type": "object",
  "properties": {"target": {"type": ["array", "string", "null"], "items": {"type": "string"}}}
};
const args = {"target": "Top"};

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
