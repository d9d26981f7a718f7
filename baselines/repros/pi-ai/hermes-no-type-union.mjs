// Repro: @mariozechner/pi-ai 0.73.1, reason `hermes-no-type-union` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     generated/zod-to-json-schema/zod-to-json-schema.pagination.ref-seen/all-strings (hermes
//           level, SPEC §1.2)
//           every argument sent as a string: numbers, booleans and JSON text for containers
// Reason:   SPEC §1.2 (hermes level): a property without top-level type (anyOf [integer, null]) has
//           its branches coerced, so "3" becomes 3 where Hermes leaves it a string; core allows
//           either. One mechanism under three signatures: integer, number and boolean text in a
//           union branch.
// Expected: {"limit": "3", "query": "text"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node hermes-no-type-union.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/hermes-no-type-union.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "query": {"type": "string"},
    "limit": {
      "anyOf": [{"type": "integer", "minimum": 1, "maximum": 500}, {"type": "null"}]
    },
    "offset": {}
  },
  "required": ["query", "limit"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
};
const args = {"query": "text", "limit": "3"};

const tool = { name: "ref_seen", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "ref_seen", arguments: args };
try {
  console.log(`returned: ${show(validateToolArguments(tool, toolCall))}`);
} catch (error) {
  // Its documented refusal: an Error whose message starts "Validation failed for tool ".
  if (error instanceof Error && error.message.startsWith("Validation failed for tool ")) {
    console.log(`rejected: ${error.message}`);
  } else {
    console.log(`threw: ${describe(error)}`);
  }
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
