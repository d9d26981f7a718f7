// Repro: @mariozechner/pi-ai 0.73.1, reason `non-object-schema-node-throws` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     robustness/non-object-property-schemas/null-schema (core level, SPEC §1.4)
//           Schema null: "5" stays.
// Reason:   SPEC §1.4 and §2: a schema node that is not an object (null as a property schema, a
//           $ref or $defs entry that is a string such as "integer") makes validateToolArguments
//           throw TypeError ("Cannot use 'in' operator to search for 'type' in integer"); the whole
//           refs/out-of-scope group errors because its schema holds one such node. One mechanism
//           under several signatures: the same TypeError in cases that pin §1.1, §1.3, §1.4 and §2
//           (a null property schema gives its "Cannot read properties of null" form).
// Expected: {"nul": "5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node non-object-schema-node-throws.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/non-object-schema-node-throws.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "t": true,
    "f": false,
    "s": "integer",
    "l": [{"type": "integer"}],
    "nul": null,
    "num": 5,
    "a b": true,
    "ok": {"type": "integer"}
  }
};
const args = {"nul": "5"};

const tool = { name: "odd", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "odd", arguments: args };
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
