// Repro: @oh-my-pi/pi-ai 18.2.3, reason `nullable-enum-null-kept` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     coerce/null-required/enum-or-null-null-text (core level, SPEC §1.2)
//           anyOf [string enum, null], required: "null" becomes null, which the null branch admits.
// Reason:   SPEC §1.2 and §1.5: oh-my-pi turns "null" into null only while repairing a type error;
//           for a required anyOf [string enum, null] (pydantic's Optional[Literal[...]] without a
//           default) the text is a string, so what fails is the enum ("must be one of the allowed
//           enum values"), nothing is repaired, and a call whose expected arguments are valid is
//           rejected; SPEC turns "null" into null wherever null is allowed. (Where such a property
//           is optional, drops-null-values removes the key instead.)
// Expected: {"mode": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun nullable-enum-null-kept.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/nullable-enum-null-kept.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "mode": {"anyOf": [{"type": "string", "enum": ["fast", "slow"]}, {"type": "null"}]}
  },
  "required": ["mode"]
};
const args = {"mode": "null"};

const tool = { name: "set_mode", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "set_mode", arguments: args };
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
