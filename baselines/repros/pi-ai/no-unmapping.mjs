// Repro: @mariozechner/pi-ai 0.73.1, reason `no-unmapping` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     mcp/input-schema-without-type/properties-still-used (core level, SPEC §4)
//           The properties are still used: "5" becomes 5 and "first_name" is mapped back.
// Reason:   SPEC §1.1 (and §1.5 when a renamed key is required): pi-ai does no key unmapping, so
//           "first_name" is delivered instead of "first name" (or, where the original name is
//           required, the call is rejected although its expected arguments are valid).
// Expected: {"n": 5, "first name": "A"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node no-unmapping.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/no-unmapping.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {"properties": {"n": {"type": "integer"}, "first name": {"type": "string"}}};
const args = {"n": "5", "first_name": "A"};

const tool = { name: "count_things", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "count_things", arguments: args };
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
