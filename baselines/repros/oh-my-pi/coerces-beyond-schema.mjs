// Repro: @oh-my-pi/pi-ai 18.2.3, reason `coerces-beyond-schema` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     coerce/integer/json-string-of-number-stays (core level, SPEC §1.2)
//           The JSON text of a string, "\"5\"", is not a number and stays.
// Reason:   SPEC §1.2: oh-my-pi converts text no rule converts: "yes"/"1"/"on" for a boolean become
//           booleans, a JSON string holding a number or double-encoded object text is parsed, and
//           scalars are wrapped for type lists such as ["array", "null"] or ["array"], and "5"
//           behind a $ref with an invalid ~ escape is coerced as if it resolved; SPEC leaves these
//           values as sent. Its signatures are the kinds of text converted (to a boolean, an
//           integer, an object or an array), all by oh-my-pi's own conversions where SPEC's rules
//           leave the value as sent.
// Expected: {"n": "\"5\""}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun coerces-beyond-schema.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/coerces-beyond-schema.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {"type": "object", "properties": {"n": {"type": "integer"}}};
const args = {"n": "\"5\""};

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
