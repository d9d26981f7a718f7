// Repro: @mariozechner/pi-ai 0.73.1, reason `no-json-text` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     coerce/object/empty-object-text (core level, SPEC §1.2)
//           "{}" becomes {}.
// Reason:   SPEC §1.2, §1.3 and §1.5: pi-ai never parses JSON text, so "{...}"/"[...]" for an
//           object or array property stays a string; pi-ai then rejects a call whose expected
//           arguments are valid (a §1.5 failure), or delivers the string where a string branch lets
//           it validate. One mechanism under several signatures: cases that pin §1.2, §1.3, §1.4,
//           §2 and §4 are rejected where the kept text is invalid, and show as a wrong value (the
//           string kept) where a string type, a string branch or an unconstrained position lets it
//           validate. The same refusal fails cases whose expected (Hermes') answer is itself
//           invalid where a choice core leaves gives a valid one (a nested value prepared by its
//           own position's type, SPEC §1.3 and §0): the step could have delivered that call (§1.5).
// Expected: {"obj": {}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node no-json-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/no-json-text.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {"type": "object", "properties": {"obj": {"type": "object"}}};
const args = {"obj": "{}"};

const tool = { name: "configure", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "configure", arguments: args };
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
