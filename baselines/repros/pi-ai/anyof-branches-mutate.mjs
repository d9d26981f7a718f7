// Repro: @mariozechner/pi-ai 0.73.1, reason `anyof-branches-mutate` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     field-2026/copilot-unions/anyof-array-string-null/null (core level, SPEC §1.2)
//           null matches the null branch.
// Reason:   SPEC §1.2: an anyOf branch coerces the value in place before the branch that already
//           accepts it is tried, so a value of the right type is rewritten (2.5 for anyOf [string,
//           number] arrives as "2.5", and so does 2.5 for anyOf [number with maximum 1, string]).
// Expected: {"target": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node anyof-branches-mutate.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/anyof-branches-mutate.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "target": {
      "anyOf": [
        {"type": "array", "items": {"type": "string"}},
        {"type": "string"},
        {"type": "null"}
      ]
    }
  }
};
const args = {"target": null};

const tool = { name: "vault_read", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "vault_read", arguments: args };
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
