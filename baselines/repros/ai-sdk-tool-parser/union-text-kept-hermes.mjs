// Repro: @ai-sdk-tool/parser 4.1.26, reason `union-text-kept-hermes` of the `ai-sdk-tool-parser` baseline
// (baselines/ai-sdk-tool-parser.json).
//
// Case:     models/optional-months-as-json-text/months-json-text (hermes level, SPEC §4)
//           ["JAN", "FEB", "MARCH"] as text becomes the list at hermes level (SPEC §4: ingestion
//           collapses the nullable union to its array branch).
// Reason:   SPEC §1.2 and §4 (hermes level): coerceBySchema reads a property's type only from
//           `type` (or `properties`/`items`), never from anyOf/oneOf, so text for a property
//           without top-level type (anyOf [T, null] from zod .nullable()/.optional() or pydantic
//           Optional[T]) is left as sent: JSON text for an object or array, "3", "2.5", "true";
//           Hermes's MCP ingestion collapses such a union to its T branch with nullable: true and
//           then coerces the text. Hermes level because core leaves a property without top-level
//           type to the null rule alone. One mechanism under several signatures: object, array,
//           integer, number and boolean text in a union branch, also inside parsed text, in cases
//           that pin §1.2 and §4.
// Expected: {"months": ["JAN", "FEB", "MARCH"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     coerceBySchema(value, schema), as suite/harnesses/node/src/ai-sdk-tool-parser.ts calls
//           it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @ai-sdk-tool/parser@4.1.26 && node union-text-kept-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ai-sdk-tool-parser/union-text-kept-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ai-sdk-tool-parser.mjs; edit that, not this.
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";

const schema = {
  "properties": {
    "months": {
      "anyOf": [{"items": {"type": "string"}, "type": "array"}, {"type": "null"}],
      "default": null,
      "title": "Months"
    }
  },
  "required": [],
  "title": "hello_worldArguments",
  "type": "object"
};
const args = {"months": "[\"JAN\", \"FEB\", \"MARCH\"]"};

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
