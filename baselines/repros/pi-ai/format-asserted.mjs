// Repro: @mariozechner/pi-ai 0.73.1, reason `format-asserted` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     coerce/format-annotation/not-a-duration (core level, SPEC §1.5)
//           "3" becomes 3 beside "soon", which is no duration but valid: format asserts nothing.
// Reason:   SPEC §1.5: pi-ai asserts "format" ("duration", as on a pydantic timedelta field), which
//           JSON Schema 2020-12 treats as an annotation, so a call whose expected arguments are
//           valid ("soon" for a duration) is rejected (a §1.5 failure). One mechanism; its
//           signatures are ajv's format error alone, on a case that pins §1.5, and beside the null
//           texts of a call on cases that pin §1.2 ("null" for an optional date-time is kept as
//           text, see no-null-text, and then refused for its format).
// Expected: {"n": 3, "delay": "soon"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node format-asserted.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/format-asserted.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "type": "object",
  "properties": {"n": {"type": "integer"}, "delay": {"type": "string", "format": "duration"}}
};
const args = {"n": "3", "delay": "soon"};

const tool = { name: "wait", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "wait", arguments: args };
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
