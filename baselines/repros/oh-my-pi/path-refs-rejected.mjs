// Repro: @oh-my-pi/pi-ai 18.2.3, reason `path-refs-rejected` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     generated/mcp-sdk/mcp-sdk.zod3.geo_point/typed (core level, SPEC §1.2)
//           arguments already of the right types pass through unchanged
// Reason:   SPEC §2 and §1.5: zod-style path refs into arrays or unions
//           (#/properties/point/items/0) are reported as "unresolved reference" and the call is
//           rejected although they resolve inside the document (a §1.5 failure). One mechanism
//           under three signatures: cases that pin §1.1, §1.2 and §2.
// Expected: {"bounding_box": [[2.5, 2.5], [2.5, 2.5]], "latitude_hint": 2.5, "point": [2.5, 2.5]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun path-refs-rejected.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/path-refs-rejected.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "point": {
      "type": "array",
      "minItems": 2,
      "maxItems": 2,
      "items": [
        {"type": "number", "minimum": -90, "maximum": 90},
        {"type": "number", "minimum": -180, "maximum": 180}
      ]
    },
    "latitude_hint": {"$ref": "#/properties/point/items/0"},
    "bounding_box": {
      "type": "array",
      "minItems": 2,
      "maxItems": 2,
      "items": [
        {
          "type": "array",
          "minItems": 2,
          "maxItems": 2,
          "items": [
            {"$ref": "#/properties/point/items/0"},
            {"$ref": "#/properties/point/items/1"}
          ]
        },
        {
          "type": "array",
          "minItems": 2,
          "maxItems": 2,
          "items": [
            {"$ref": "#/properties/point/items/0"},
            {"$ref": "#/properties/point/items/1"}
          ]
        }
      ]
    }
  },
  "required": ["point"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
};
const args = {
  "point": [2.5, 2.5],
  "latitude_hint": 2.5,
  "bounding_box": [[2.5, 2.5], [2.5, 2.5]]
};

const tool = { name: "geo_point", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "geo_point", arguments: args };
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
