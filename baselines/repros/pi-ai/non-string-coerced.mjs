// Repro: @mariozechner/pi-ai 0.73.1, reason `non-string-coerced` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     coerce/integer/boolean-value-left-alone (core level, SPEC §1.2)
//           A boolean value is not touched.
// Reason:   SPEC §1.2: values that are not strings are coerced too: true for an integer becomes 1,
//           1 for a boolean becomes true, true for a string becomes "true", null becomes 0 (also in
//           anyOf [integer, null]). 5.0 arriving as 5 is integral-float-hermes. Values already
//           JSON-typed must pass unchanged. One mechanism under several signatures: each is a JSON
//           value of another type converted (a boolean, an integer or null; under a type or a union
//           branch).
// Expected: {"n": true}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node non-string-coerced.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/non-string-coerced.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {"type": "object", "properties": {"n": {"type": "integer"}}};
const args = {"n": true};

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
