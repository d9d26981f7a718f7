// Repro: @ai-sdk-tool/parser 4.1.26, reason `array-position-text-kept` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     field-2026/claude-code-json-text/list-and-dict-params/dict-text-for-list (core level,
//           SPEC §1.2)
//           Object text for the array property is not decoded into the wrong kind; it is wrapped
//           whole.
// Reason:   SPEC §1.2: text for type "array" that does not parse to an array is left as sent, not
//           wrapped in a one-element array ("null", "5" for an array of integers, object text); and
//           for the type list ["array", "object"] coerceBySchema tries only one type, taking object
//           before array in its fixed order (object, array, boolean, number, integer, string), so
//           the array text "[1]" stays a string.
// Expected: {"tags": ["{\"k\": \"v\"}"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node array-position-text-kept.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/array-position-text-kept.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {
  "type": "object",
  "properties": {
    "tags": {"type": "array", "items": {"type": "string"}},
    "meta": {"type": "object", "additionalProperties": true}
  }
};
const args = {"tags": "{\"k\": \"v\"}"};

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
