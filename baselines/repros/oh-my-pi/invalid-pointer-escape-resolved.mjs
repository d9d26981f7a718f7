// Repro: @oh-my-pi/pi-ai 18.2.3, reason `invalid-pointer-escape-resolved` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     refs/out-of-scope/invalid-tilde-two (core level, SPEC §2)
//           A $ref "#/$defs/a~2b" uses the invalid escape ~2, although an entry with that literal
//           key exists. The argument is left as sent ("5").
// Reason:   SPEC §2: oh-my-pi decodes "~1" and "~0" in a $ref's JSON pointer and keeps any other
//           "~" as it is, so a pointer with an invalid escape ("#/$defs/a~2b", "#/$defs/Count~")
//           resolves to a key spelt that way where one exists, and the value is coerced by it ("5"
//           becomes 5); SPEC says such a pointer resolves to nothing and the value stays as sent.
// Expected: {"bad_escape": "5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun invalid-pointer-escape-resolved.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/invalid-pointer-escape-resolved.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "choice": {"anyOf": [{"type": "null"}, {"type": "integer"}]},
    "remote_url": {"$ref": "https://example.com/schemas/count.json"},
    "remote_url_fragment": {"$ref": "https://example.com/schemas/defs.json#/$defs/Count"},
    "other_document": {"$ref": "count.json#/$defs/Count"},
    "other_document_plain": {"$ref": "count.json"},
    "pointer_without_hash": {"$ref": "/$defs/Count"},
    "anchor": {"$ref": "#Address"},
    "anchor_count": {"$ref": "#Count"},
    "bad_escape": {"$ref": "#/$defs/a~2b"},
    "trailing_tilde": {"$ref": "#/$defs/Count~"},
    "dangling": {"$ref": "#/$defs/Missing"},
    "dangling_root_empty_key": {"$ref": "#/"},
    "index_out_of_range": {"$ref": "#/properties/choice/anyOf/2"},
    "index_dash": {"$ref": "#/properties/choice/anyOf/-"},
    "index_leading_zero": {"$ref": "#/properties/choice/anyOf/01"},
    "index_plus": {"$ref": "#/properties/choice/anyOf/+1"},
    "to_string": {"$ref": "#/$defs/Count/type"},
    "to_array": {"$ref": "#/properties/choice/anyOf"},
    "to_boolean": {"$ref": "#/$defs/Anything"},
    "through_string": {"$ref": "#/$defs/Count/type/0"},
    "remote_with_type": {"$ref": "https://example.com/schemas/count.json", "type": "integer"},
    "dangling_with_type": {"$ref": "#/$defs/Missing", "type": "boolean"},
    "wrapper": {
      "type": "object",
      "properties": {
        "labels": {"$ref": "https://example.com/schemas/labels.json"},
        "owner": {"$ref": "#/$defs/Nowhere"}
      }
    }
  },
  "$defs": {
    "Count": {"type": "integer", "$anchor": "Count"},
    "Count~": {"type": "integer"},
    "a~2b": {"type": "integer"},
    "Address": {
      "$anchor": "Address",
      "type": "object",
      "properties": {"street name": {"type": "string"}}
    },
    "Anything": true
  }
};
const args = {"bad_escape": "5"};

const tool = { name: "geocode", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "geocode", arguments: args };
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
