// Repro: @mariozechner/pi-ai 0.73.1, reason `js-number-text` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     coerce/integer/hex-stays (core level, SPEC §1.2)
//           "0x10" is not a JSON number and stays.
// Reason:   SPEC §1.2: number text is read with JavaScript's Number(), not as JSON: "0x10" becomes
//           16 and "   " becomes 0; both must stay strings.
// Expected: {"n": "0x10"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node js-number-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/js-number-text.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {"type": "object", "properties": {"n": {"type": "integer"}}};
const args = {"n": "0x10"};

const tool = { name: "paginate", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "paginate", arguments: args };
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
