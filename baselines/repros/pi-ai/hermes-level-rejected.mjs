// Repro: @mariozechner/pi-ai 0.73.1, reason `hermes-level-rejected` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     unmap/hermes-choices/keys-in-json-text-not-mapped (hermes level, SPEC §1.1)
//           (hermes) An object sent as JSON text is parsed, but its "first_name" key is not mapped
//           back.
// Reason:   SPEC §1.5 (hermes level): on hermes-level cases (a property without top-level type such
//           as anyOf [object, null] or [array, null] from pydantic or zod, which Hermes's MCP
//           ingestion collapses to its branch and then parses) pi-ai rejects a call whose expected
//           arguments are valid, for the causes of no-json-text (JSON text for an object or array
//           is never parsed: "must be object"/"must be array") and, on two zod pagination cases, of
//           no-refs ("3" behind a $ref is not coerced: "must be integer"). Its signatures are the
//           same rejection in hermes-level cases that pin §1.1, §1.2, §1.3, §2 and §4; the §1.3 and
//           §2 ones are twins of core cases carrying a Python number spelling ("+5"), which pi-ai
//           does not convert, so it rejects the call.
// Expected: {"person": {"first_name": "Ada"}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node hermes-level-rejected.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/hermes-level-rejected.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "person": {"type": "object", "properties": {"first name": {"type": "string"}}},
    "first name": {"type": "string"}
  }
};
const args = {"person": "{\"first_name\": \"Ada\"}"};

const tool = { name: "greet", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "greet", arguments: args };
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
