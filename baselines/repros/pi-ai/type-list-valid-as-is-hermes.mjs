// Repro: @mariozechner/pi-ai 0.73.1, reason `type-list-valid-as-is-hermes` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     field-2026/copilot-unions/type-list-array-string-null/array-text (core level, SPEC
//           §1.2)
//           JSON text of an array: the array type comes first in the list, so it is parsed; the
//           string it was is valid too.
// Reason:   SPEC §1.2 (hermes level): pi-ai leaves a string as sent where a string is admitted: "5"
//           for ["integer", "string"], "TRUE" for ["string", "boolean"], "null" for anyOf [string,
//           null], where Hermes' answer converts it (the first type whose rule changes the value
//           wins; the null rule applies whatever T is); core accepts that answer (SPEC §0: it is
//           valid against the schema and the case lists it among its core_alternatives), so it is a
//           finding at hermes level only. The signatures differ by the JSON types and by where the
//           value sits.
// Expected: {"target": ["Top", "Child"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node type-list-valid-as-is-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/type-list-valid-as-is-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "type": "object",
  "properties": {"target": {"type": ["array", "string", "null"], "items": {"type": "string"}}}
};
const args = {"target": "[\"Top\", \"Child\"]"};

const tool = { name: "vault_read", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "vault_read", arguments: args };
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
