// Repro: @oh-my-pi/pi-ai 18.2.3, reason `nested-scalars-coerced-hermes` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     field-2026/stitch-refs/create-project-recursive/nested-width-text (core level, SPEC
//           §1.3)
//           A width sent as text inside the decoded screen: Hermes leaves nested scalars, the
//           integer is valid too (SPEC §1.3).
// Reason:   SPEC §1.3 (hermes level): oh-my-pi coerces a scalar nested inside parsed JSON text by
//           its own position's type: "1" for window.min, an integer reached through a $ref into
//           $defs below the root (lbjlaq/Antigravity-Manager#952), arrives as 1. Core accepts that
//           answer (the case lists it); Hermes leaves nested scalars as sent, so the case fails at
//           hermes level only.
// Expected: {"screen": {"id": "s1", "width": "640"}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun nested-scalars-coerced-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/nested-scalars-coerced-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "title": {"type": "string"},
    "screen": {"$ref": "#/$defs/ScreenInstance"},
    "limit": {"type": "integer"}
  },
  "$defs": {
    "ScreenInstance": {
      "type": "object",
      "properties": {
        "id": {"type": "string"},
        "width": {"type": "integer"},
        "variantScreenInstance": {"$ref": "#/$defs/ScreenInstance"}
      }
    }
  }
};
const args = {"screen": "{\"id\": \"s1\", \"width\": \"640\"}"};

const tool = { name: "create_project", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "create_project", arguments: args };
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
