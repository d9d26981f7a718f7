// Repro: @mariozechner/pi-ai 0.73.1, reason `python-number-syntax` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     coerce/integer/python-underscores (hermes level, SPEC §1.2)
//           (hermes) "1_000" is a Python spelling and becomes 1000.
// Reason:   SPEC §1.2 (hermes level) and §1.5: Python number spellings ("1_000", Arabic-Indic or
//           fullwidth digits) are not coerced, so the call is rejected where Hermes converts them;
//           core leaves these spellings open, but a rejection of valid expected arguments is a §1.5
//           failure. Its two signatures are that one refusal for an integer and for a number
//           property (ajv's type=integer, type=number).
// Expected: {"n": 1000}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node python-number-syntax.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/python-number-syntax.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {"type": "object", "properties": {"n": {"type": "integer"}}};
const args = {"n": "1_000"};

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
