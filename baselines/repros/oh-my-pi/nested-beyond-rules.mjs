// Repro: @oh-my-pi/pi-ai 18.2.3, reason `nested-beyond-rules` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     coerce/array/wrap-broken-array-text (core level, SPEC §1.2)
//           Type exactly "array": broken array text "[1," is wrapped as a string.
// Reason:   SPEC §1.3: oh-my-pi parses JSON text where SPEC leaves it as sent: object text wrapped
//           for type "array" arrives parsed ("{\"a\": 1}" as [{"a": 1}]), broken array text "[1,"
//           as [1], and object text for a nested array of strings is re-serialized inside its wrap
//           (["{\"a\":1}"]). (Its coercion of nested scalars by their own position's type conforms
//           at core: nested-beyond-rules-hermes.) The signatures differ by the JSON types and where
//           the value sits.
// Expected: {"arr": ["[1,"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun nested-beyond-rules.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/nested-beyond-rules.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

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
const args = {"arr": "[1,"};

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
