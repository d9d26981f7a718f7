// Repro: @oh-my-pi/pi-ai 18.2.3, reason `boolean-spellings` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     coerce/boolean/one-stays (core level, SPEC §1.2)
//           "1" stays.
// Reason:   SPEC §1.2: repairing a type error for a boolean, oh-my-pi accepts "1"/"0", "yes"/"no"
//           and "on"/"off" (trimmed, in any case) besides "true"/"false", so "yes", "1", "0" or
//           "on" becomes a boolean; SPEC converts only "true" and "false" and leaves other text as
//           sent.
// Expected: {"flag": "1"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun boolean-spellings.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/boolean-spellings.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {"type": "object", "properties": {"flag": {"type": "boolean"}}};
const args = {"flag": "1"};

const tool = { name: "toggle", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "toggle", arguments: args };
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
