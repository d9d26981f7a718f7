// Repro: @oh-my-pi/pi-ai 18.2.3, reason `rejects-valid-hermes` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     mcp/optional-submodel-inlined/optional-array-collapsed-wraps (hermes level, SPEC §4)
//           (hermes) Collapsed to type "array", a plain "a" is wrapped.
// Reason:   SPEC §4 and §1.5 (hermes level): MCP tools whose optional array is anyOf [array, null]:
//           Hermes collapses the union to its array branch and wraps a scalar ("a" becomes ["a"]);
//           oh-my-pi does not wrap it and rejects the call, whose expected arguments are valid.
// Expected: {"tags": ["a"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun rejects-valid-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/rejects-valid-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "person": {
      "anyOf": [
        {
          "type": "object",
          "title": "Person",
          "required": ["first name"],
          "properties": {
            "first name": {"type": "string", "title": "First Name"},
            "age": {"type": "integer", "title": "Age"}
          }
        },
        {"type": "null"}
      ],
      "default": null
    },
    "tags": {
      "anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}],
      "default": null,
      "title": "Tags"
    },
    "retries": {
      "anyOf": [{"type": "integer"}, {"type": "null"}],
      "default": null,
      "title": "Retries"
    }
  },
  "title": "greetArguments"
};
const args = {"tags": "a"};

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
