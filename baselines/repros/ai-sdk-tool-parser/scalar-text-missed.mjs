// Repro: @ai-sdk-tool/parser 4.1.26, reason `scalar-text-missed` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     coerce/type-lists/boolean-then-integer-one (core level, SPEC §1.2)
//           Type ["boolean", "integer"]: "1" is no boolean but becomes the integer 1.
// Reason:   SPEC §1.2: for a type list coerceBySchema tries only one type, the first of its fixed
//           order (object, array, boolean, number, integer, string) that the list holds, so "1" for
//           ["boolean", "integer"] is tried as a boolean only and stays "1"; SPEC lets the first
//           type whose rule changes the value win.
// Expected: {"bool_or_int": 1}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node scalar-text-missed.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/scalar-text-missed.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {
  "type": "object",
  "properties": {
    "int_or_text": {"type": ["integer", "string"]},
    "text_or_int": {"type": ["string", "integer"]},
    "num_or_int": {"type": ["number", "integer"]},
    "int_or_num": {"type": ["integer", "number"]},
    "bool_or_int": {"type": ["boolean", "integer"]},
    "int_or_bool": {"type": ["integer", "boolean"]},
    "arr_or_obj": {"type": ["array", "object"]},
    "obj_or_text": {"type": ["object", "string"]},
    "text_or_bool": {"type": ["string", "boolean"]},
    "num_or_bool": {"type": ["number", "boolean"]}
  }
};
const args = {"bool_or_int": "1"};

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
