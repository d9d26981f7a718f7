// Repro: @mariozechner/pi-ai 0.73.1, reason `boolean-case` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     coerce/boolean/upper-case (core level, SPEC §1.2)
//           "TRUE" becomes true.
// Reason:   SPEC §1.2 and §1.5: only exactly "true"/"false" are coerced; "TRUE" or " true " fails
//           validation and a valid call is rejected (a §1.5 failure). One mechanism; its signatures
//           are ajv's type error on cases that pin §1.2 and §2 (the boolean reached through a
//           pointer-form $ref), and pi-ai's wording of it for a type list ("must be either integer
//           or boolean").
// Expected: {"flag": true}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node boolean-case.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/boolean-case.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {"type": "object", "properties": {"flag": {"type": "boolean"}}};
const args = {"flag": "TRUE"};

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
