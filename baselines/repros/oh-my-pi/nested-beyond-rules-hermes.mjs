// Repro: @oh-my-pi/pi-ai 18.2.3, reason `nested-beyond-rules-hermes` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     nested/map-values/map-value-text-stays (hermes level, SPEC §1.3)
//           The object text is parsed (SPEC §1.2); array text held as a map value stays as sent at
//           hermes level: Hermes walks properties, items and union branches, not
//           additionalProperties.
// Reason:   SPEC §1.3 (hermes level): inside parsed JSON text oh-my-pi also parses text that is a
//           value of an additionalProperties map (zod z.record, pydantic dict[str, Model]) or sits
//           behind a $ref there, where Hermes leaves that text as sent. One mechanism under several
//           signatures: object and array text, also behind a $ref to the map's value schema, in
//           cases that pin §1.2 and §1.3. Core cases listed here answer what core accepts (SPEC §0:
//           valid against the schema, and among the case's core_alternatives), so they too are
//           findings at hermes level only.
// Expected: {"overrides": {"labels": "[\"a\"]"}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun nested-beyond-rules-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/nested-beyond-rules-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "overrides": {
      "type": "object",
      "additionalProperties": {"type": "array", "items": {"type": "string"}}
    }
  }
};
const args = {"overrides": "{\"labels\": \"[\\\"a\\\"]\"}"};

const tool = { name: "configure", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "configure", arguments: args };
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
