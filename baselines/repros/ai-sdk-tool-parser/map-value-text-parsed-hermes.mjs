// Repro: @ai-sdk-tool/parser 4.1.26, reason `map-value-text-parsed-hermes` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     nested/map-values/map-value-text-stays (hermes level, SPEC §1.3)
//           The object text is parsed (SPEC §1.2); array text held as a map value stays as sent at
//           hermes level: Hermes walks properties, items and union branches, not
//           additionalProperties.
// Reason:   SPEC §1.3 (hermes level): coerceBySchema parses JSON text found as a value of an
//           additionalProperties map (zod z.record, a JSON-Schema-valued "properties" map in vapi's
//           create_tool), where Hermes leaves that text as sent. One mechanism under three
//           signatures: object and array text, in cases that pin §1.2 and §1.3.
// Expected: {"overrides": {"labels": "[\"a\"]"}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node map-value-text-parsed-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/map-value-text-parsed-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {
  "type": "object",
  "properties": {
    "overrides": {
      "type": "object",
      "additionalProperties": {"type": "array", "items": {"type": "string"}}
    }
  }
};
const args = {"overrides": "{\"labels\": \"[\\\"a\\\"]\"}"};

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
