// Repro: @oh-my-pi/pi-ai 18.2.3, reason `wrapped-object-text-reserialized` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     field-2026/claude-code-json-text/list-and-dict-params/dict-text-for-list (core level,
//           SPEC §1.2)
//           Object text for the array property is not decoded into the wrong kind; it is wrapped
//           whole.
// Reason:   SPEC §1.2: object text for type "array" ("{\"a\": 1}" for an array of strings, after
//           anthropics/claude-code#50138) is wrapped in a one-element array, as §1.2 says, but the
//           element is the object parsed and written out again ("{\"a\":1}", its spaces gone), not
//           the text the model sent; the tool receives a string that differs from the one sent.
// Expected: {"tags": ["{\"k\": \"v\"}"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun wrapped-object-text-reserialized.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/wrapped-object-text-reserialized.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "tags": {"type": "array", "items": {"type": "string"}},
    "meta": {"type": "object", "additionalProperties": true}
  }
};
const args = {"tags": "{\"k\": \"v\"}"};

const tool = { name: "echo", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "echo", arguments: args };
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
