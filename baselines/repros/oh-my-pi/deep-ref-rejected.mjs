// Repro: @oh-my-pi/pi-ai 18.2.3, reason `deep-ref-rejected` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     refs/cycles/self-reference-terminates (core level, SPEC §2)
//           A $ref to a schema that refers only to itself resolves to nothing: the "5" stays as
//           sent.
// Reason:   SPEC §1.4 and §1.5: long $ref chains and cycles through unions exceed oh-my-pi's
//           reference depth ("reference depth exceeded"), so a call whose expected arguments are
//           valid is rejected. One mechanism under two signatures: cases that pin §1.4 and §2.
// Expected: {"self_loop": "5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun deep-ref-rejected.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/deep-ref-rejected.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

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
