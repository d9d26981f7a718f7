// Repro: @mariozechner/pi-ai 0.73.1, reason `no-json-text-hermes` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     coerce/array/list-with-string-parses (core level, SPEC §1.2)
//           Type ["array", "string"]: "[1]" becomes [1].
// Reason:   SPEC §1.2 (hermes level): pi-ai never parses JSON text, so text for a position that
//           admits both a string and an array or object (a type list such as ["array", "string"] or
//           ["object", "string"]) stays the string sent, where Hermes parses it; core accepts that
//           answer (SPEC §0: it is valid against the schema and the case lists it among its
//           core_alternatives), so it is a finding at hermes level only. The signatures differ by
//           the JSON types and by where the value sits.
// Expected: {"arr_or_text": [1]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node no-json-text-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/no-json-text-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

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
const args = {"arr_or_text": "[1]"};

const tool = { name: "bulk_add", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "bulk_add", arguments: args };
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
