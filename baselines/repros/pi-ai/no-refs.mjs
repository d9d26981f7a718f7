// Repro: @mariozechner/pi-ai 0.73.1, reason `no-refs` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     refs/root-ref-definitions/integer-text (core level, SPEC §2)
//           The arguments object itself is behind a root $ref "#/definitions/Args", an ordinary
//           local pointer: "5" for an integer property becomes 5.
// Reason:   SPEC §2 and §1.5: pi-ai's coercion does not follow $ref, so "5" behind {"$ref":
//           "#/$defs/Count"} stays a string (and "2.5" behind a path ref such as
//           #/properties/point/items/0, which it coerces once inlined: measured on the geo_point
//           cases), fails validation and a valid call is rejected (a §1.5 failure). One mechanism;
//           its signatures are the types ajv names for the values left as sent (integer, number,
//           boolean, an integer enum), on cases that pin §1.2, §2 and §4.
// Expected: {"count": 5}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node no-refs.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/no-refs.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "$ref": "#/definitions/Args",
  "definitions": {"Args": {"type": "object", "properties": {"count": {"type": "integer"}}}}
};
const args = {"count": "5"};

const tool = { name: "tree", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "tree", arguments: args };
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
