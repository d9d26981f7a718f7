// Repro: @oh-my-pi/pi-ai 18.2.3, reason `null-text-missed` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     coerce/no-top-level-type/boolean-union-null-text (core level, SPEC §1.2)
//           anyOf [boolean, null]: "NULL" becomes null.
// Reason:   SPEC §1.2 and §1.5: "null" in another case or with spaces ("Null" for an MCP optional
//           integer, "NULL" or "  nULL" for anyOf [integer, null]), or for a type list or union
//           holding null, is not turned into null, so the call is rejected although its expected
//           arguments are valid. One mechanism; its signatures are the types oh-my-pi expected
//           instead (null, integer, boolean, "null or integer"), on cases that pin §1.2 and §4.
// Expected: {"flag": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun null-text-missed.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/null-text-missed.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "limit": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
    "flag": {"anyOf": [{"type": "boolean"}, {"type": "null"}]},
    "ratio": {"oneOf": [{"type": "number"}, {"type": "null"}]},
    "config": {"anyOf": [{"type": "object"}, {"type": "null"}]},
    "tags": {
      "anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}]
    }
  }
};
const args = {"flag": "NULL"};

const tool = { name: "query", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "query", arguments: args };
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
