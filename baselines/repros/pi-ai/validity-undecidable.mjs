// Repro: @mariozechner/pi-ai 0.73.1, reason `validity-undecidable` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     refs/dangling-local/value-left-as-is (core level, SPEC §2)
//           "5" under the dangling reference stays "5".
// Reason:   SPEC §1.5: the call is rejected where the validity of its expected arguments cannot be
//           decided (a $ref to another document, or one that points at nothing in this one; a
//           schema too deep or too malformed to validate); SPEC §1.5 counts such a rejection as a
//           failure. One mechanism under several signatures: cases that pin §1.2, §1.3, §1.4, §2
//           and §4.
// Expected: {"missing": "5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node validity-undecidable.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/validity-undecidable.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "type": "object",
  "properties": {"n": {"type": "integer"}, "missing": {"$ref": "#/$defs/Missing"}}
};
const args = {"missing": "5"};

const tool = { name: "tally", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "tally", arguments: args };
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
