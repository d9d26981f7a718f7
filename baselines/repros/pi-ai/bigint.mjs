// Repro: @mariozechner/pi-ai 0.73.1, reason `bigint` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     coerce/number/beyond-2-pow-53-exact (core level, SPEC §1.2)
//           "9007199254740993" is integral and becomes exactly that integer.
// Reason:   SPEC §1.2: integer text beyond 2^53 goes through a double ("9007199254740993" becomes
//           9007199254740992, "1e308" becomes 1e+308 not the exact integer). One mechanism under
//           two signatures: a large power of ten arrives as a float (integer expected, number
//           given), 2^53 + 1 as its neighbouring integer (the value differs).
// Expected: {"x": 9007199254740993}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node bigint.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/bigint.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {"type": "object", "properties": {"x": {"type": "number"}}};
const args = {"x": "9007199254740993"};

const tool = { name: "scale", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "scale", arguments: args };
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
