// Repro: @oh-my-pi/pi-ai 18.2.3, reason `type-list-valid-as-is-hermes` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     wild/desktop-commander/set_config_value.mcp/null-strings (core level, SPEC §1.2)
//           nullable arguments sent as the string "null"
// Reason:   SPEC §1.2 (hermes level): oh-my-pi leaves a string as sent where a string is admitted:
//           "5" for ["integer", "string"], "TRUE" for ["string", "boolean"], "null" for anyOf
//           [string, null], where Hermes' answer converts it (the first type whose rule changes the
//           value wins; the null rule applies whatever T is); core accepts that answer (SPEC §0: it
//           is valid against the schema and the case lists it among its core_alternatives), so it
//           is a finding at hermes level only. The signatures differ by the JSON types and by where
//           the value sits.
// Expected: {"key": "text", "origin": "ui", "value": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun type-list-valid-as-is-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/type-list-valid-as-is-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "key": {"type": "string"},
    "value": {
      "anyOf": [
        {"type": "string"},
        {"type": "number"},
        {"type": "boolean"},
        {"type": "array", "items": {"type": "string"}},
        {"type": "null"}
      ]
    },
    "origin": {"type": "string", "enum": ["ui", "llm"]}
  },
  "required": ["key", "value"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
};
const args = {"key": "text", "value": "null", "origin": "ui"};

const tool = { name: "set_config_value", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "set_config_value", arguments: args };
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
