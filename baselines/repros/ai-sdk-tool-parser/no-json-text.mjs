// Repro: @ai-sdk-tool/parser 4.1.26, reason `no-json-text` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     coerce/array/wrap-string-items-not-coerced (core level, SPEC §1.2)
//           Array of integers: "5" is wrapped as ["5"], the item not coerced.
// Reason:   SPEC §1.2: a JSON string for an object or array property is not parsed.
// Expected: {"ints": ["5"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node no-json-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/no-json-text.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {
  "type": "object",
  "properties": {
    "arr": {"type": "array"},
    "ints": {"type": "array", "items": {"type": "integer"}},
    "arr_or_null": {"type": ["array", "null"]},
    "arr_list": {"type": ["array"]},
    "arr_or_text": {"type": ["array", "string"]},
    "nullable_arr": {"type": "array", "nullable": true}
  }
};
const args = {"ints": "5"};

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
