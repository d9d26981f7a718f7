// Repro: @ai-sdk-tool/parser 4.1.26, reason `no-null-text` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     mcp/nullable-enum/null-text (core level, SPEC §4)
//           "null" for the nullable enum becomes null.
// Reason:   SPEC §1.2: coerceBySchema never turns the text "null" into null for a property that
//           allows null: it has no rule for that text anywhere, so the answer is the same with
//           every $ref inlined. One mechanism under several signatures: "null" for a type list or a
//           union branch, at the top level or behind a $ref, in cases that pin §1.2, §2 and §4.
// Expected: {"order": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node no-null-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/no-null-text.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {
  "type": "object",
  "properties": {
    "order": {
      "anyOf": [{"type": "string", "enum": ["asc", "desc"]}, {"type": "null"}],
      "default": null
    }
  }
};
const args = {"order": "null"};

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
