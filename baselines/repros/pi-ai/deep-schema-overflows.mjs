// Repro: @mariozechner/pi-ai 0.73.1, reason `deep-schema-overflows` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     refs/cycles/self-reference-terminates (core level, SPEC §2)
//           A $ref to a schema that refers only to itself resolves to nothing: the "5" stays as
//           sent.
// Reason:   SPEC §1.4: a 10,000-deep $ref chain or very deep schema makes compile overflow the
//           stack (RangeError: Maximum call stack size exceeded); on the chain only after 3 to 5 s,
//           hence the declared 15 s limit. One mechanism under three signatures: the same
//           RangeError in cases that pin §1.2, §1.4 and §2.
// Expected: {"self_loop": "5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node deep-schema-overflows.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/deep-schema-overflows.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "type": "object",
  "properties": {"self_loop": {"$ref": "#/$defs/Loop"}},
  "$defs": {"Loop": {"$ref": "#/$defs/Loop"}}
};
const args = {"self_loop": "5"};

const tool = { name: "walk", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "walk", arguments: args };
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
