// Repro: @ai-sdk-tool/parser 4.1.26, reason `no-null-text-hermes` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     field-2026/copilot-unions/anyof-array-string-null/null-text (core level, SPEC §1.2)
//           "null" for a union with a null branch becomes null (SPEC §1.2); keeping the text is
//           valid too.
// Reason:   SPEC §1.2 (hermes level): coerceBySchema (@ai-sdk-tool/parser) never turns the text
//           "null" into null, so "null" for a property that admits both a string and null (anyOf
//           [string, null], ["string", "null"]) stays the string sent, where Hermes' null rule
//           gives null; core accepts that answer (SPEC §0: it is valid against the schema and the
//           case lists it among its core_alternatives), so it is a finding at hermes level only.
//           The signatures differ by the JSON types and by where the value sits.
// Expected: {"target": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node no-null-text-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/no-null-text-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {
  "type": "object",
  "properties": {
    "target": {
      "anyOf": [
        {"type": "array", "items": {"type": "string"}},
        {"type": "string"},
        {"type": "null"}
      ]
    }
  }
};
const args = {"target": "null"};

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
