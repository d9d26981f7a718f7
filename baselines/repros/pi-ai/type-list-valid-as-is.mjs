// Repro: @mariozechner/pi-ai 0.73.1, reason `type-list-valid-as-is` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     coerce/null/nullable-without-type (core level, SPEC §1.2)
//           nullable: true without any type: "null" becomes null.
// Reason:   SPEC §1.2: for a nullable property without a type ({"nullable": true}), pi-ai leaves
//           the text "null" as sent, where the null rule makes it null; a string is admitted there
//           by no declared type, so core has no other answer. (Where a string type or branch admits
//           the text, keeping it conforms at core: type-list-valid-as-is-hermes.)
// Expected: {"nullable_untyped": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node type-list-valid-as-is.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/type-list-valid-as-is.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "nothing": {"type": "null"},
    "maybe_int": {"type": ["integer", "null"]},
    "null_first": {"type": ["null", "integer"]},
    "maybe_text": {"type": ["string", "null"]},
    "nullable_int": {"type": "integer", "nullable": true},
    "nullable_text": {"type": "string", "nullable": true},
    "nullable_untyped": {"nullable": true},
    "not_nullable_int": {"type": "integer", "nullable": false},
    "any_of_null": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
    "one_of_null": {"oneOf": [{"type": "string"}, {"type": "null"}]},
    "ref_null": {"$ref": "#/$defs/Nothing"},
    "any_of_ref_null": {"anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/Nothing"}]},
    "nullable_via_ref": {"$ref": "#/$defs/NullableCount"},
    "plain_text": {"type": "string"}
  },
  "$defs": {
    "Nothing": {"type": "null"},
    "NullableCount": {"type": "integer", "nullable": true}
  }
};
const args = {"nullable_untyped": "null"};

const tool = { name: "update_record", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "update_record", arguments: args };
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
