// Repro: @mariozechner/pi-ai 0.73.1, reason `no-array-wrap` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     coerce/array/wrap-integer (core level, SPEC §1.2)
//           Type exactly "array": 5 is wrapped as [5].
// Reason:   SPEC §1.2 and §1.5: with pi-ai: true a scalar for type "array" is not wrapped in a
//           one-element array, so a valid call is rejected (a §1.5 failure). The same refusal fails
//           cases whose expected (Hermes') answer is itself invalid where a choice core leaves
//           gives a valid one (a nested value prepared by its own position's type, SPEC §1.3 and
//           §0): the step could have delivered that call (§1.5). The signatures differ by where the
//           value sits (top level or nested) and by the SPEC section its cases pin.
// Expected: {"arr": [5]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node no-array-wrap.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/no-array-wrap.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "arr": {"type": "array"},
    "ints": {"type": "array", "items": {"type": "integer"}},
    "arr_or_null": {"type": ["array", "null"]},
    "arr_list": {"type": ["array"]},
    "arr_or_text": {"type": ["array", "string"]},
    "nullable_arr": {"type": "array", "nullable": true}
  }
};
const args = {"arr": 5};

const tool = { name: "bulk_add", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "bulk_add", arguments: args };
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
