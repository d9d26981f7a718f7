// Repro: @oh-my-pi/pi-ai 18.2.3, reason `python-number-syntax` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     coerce/number/python-leading-dot (hermes level, SPEC §1.2)
//           (hermes) ".5" becomes 0.5.
// Reason:   SPEC §1.2 (hermes level) and §1.5: Python number spellings ("1_000", ".5", Arabic-Indic
//           or fullwidth digits) are not coerced, so the call is rejected where Hermes converts
//           them; a rejection of valid expected arguments is a §1.5 failure. Its two signatures are
//           that one refusal for an integer and for a number property.
// Expected: {"x": 0.5}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun python-number-syntax.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/python-number-syntax.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {"type": "object", "properties": {"x": {"type": "number"}}};
const args = {"x": ".5"};

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
