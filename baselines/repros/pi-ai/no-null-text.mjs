// Repro: @mariozechner/pi-ai 0.73.1, reason `no-null-text` of the `pi-ai` baseline
// (baselines/pi-ai.json).
//
// Case:     mcp/nullable-enum/null-text (core level, SPEC §4)
//           "null" for the nullable enum becomes null.
// Reason:   SPEC §1.2 and §1.5: pi-ai coerces only "", 0 and false to null, never the text "null",
//           so "null" for a nullable integer/array/object property fails validation and a valid
//           call is rejected (a §1.5 failure). One mechanism; its signatures are the keywords and
//           types ajv names (the null branch refused beside the union's other branches, with their
//           enum or format), on cases that pin §1.2 and §4 (MCP nullable unions). The same refusal
//           fails cases whose expected (Hermes') answer is itself invalid where a choice core
//           leaves gives a valid one (a nested value prepared by its own position's type, SPEC §1.3
//           and §0): the step could have delivered that call (§1.5).
// Expected: {"order": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), as suite/harnesses/node/src/pi-ai.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @mariozechner/pi-ai@0.73.1 && node no-null-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/pi-ai/no-null-text.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@mariozechner/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "order": {
      "anyOf": [{"type": "string", "enum": ["asc", "desc"]}, {"type": "null"}],
      "default": null
    }
  }
};
const args = {"order": "null"};

const tool = { name: "list_groups", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "list_groups", arguments: args };
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
