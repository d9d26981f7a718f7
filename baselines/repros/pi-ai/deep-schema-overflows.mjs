// Repro: @mariozechner/pi-ai 0.73.1, reason `deep-schema-overflows` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     refs/recursive-schemas/recursive-union-other-branches-count (core level, SPEC §2)
//           A value union whose first branch refers to itself, the second being an array of the
//           union: JSON text of an array is parsed at two depths because the per-branch cycle guard
//           leaves the array branch usable.
// Reason:   SPEC §1.4: a 10,000-deep $ref chain or very deep schema makes compile overflow the
//           stack (RangeError: Maximum call stack size exceeded); on the chain only after 3 to 5 s,
//           hence the declared 15 s limit. One mechanism under three signatures: the same
//           RangeError in cases that pin §1.2, §1.4 and §2.
// Expected: {"holder": {"v": [[1], 2]}}
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
  "properties": {
    "tree": {"$ref": "#/$defs/Tree"},
    "list": {"$ref": "#/$defs/Link"},
    "holder": {"type": "object", "properties": {"v": {"$ref": "#/$defs/Value"}}}
  },
  "$defs": {
    "Tree": {
      "type": "object",
      "properties": {
        "node label": {"type": "string"},
        "children": {"type": "array", "items": {"$ref": "#/$defs/Tree"}}
      }
    },
    "Link": {
      "type": "object",
      "properties": {
        "value": {"type": "integer"},
        "next": {"anyOf": [{"$ref": "#/$defs/Link"}, {"type": "null"}]}
      }
    },
    "Value": {
      "anyOf": [
        {"$ref": "#/$defs/Value"},
        {"type": "array", "items": {"$ref": "#/$defs/Value"}},
        {"type": "integer"}
      ]
    }
  }
};
const args = {"holder": {"v": "[\"[1]\", 2]"}};

const tool = { name: "render_tree", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "render_tree", arguments: args };
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
