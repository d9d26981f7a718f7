// Repro: @oh-my-pi/pi-ai 18.2.3, reason `drops-null-values` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     coerce/number/empty-stays (core level, SPEC §1.2)
//           The empty string stays.
// Reason:   SPEC §1.2: oh-my-pi removes an optional (not required) property whose value is null or
//           the text "null", or "" where the property's schema refuses "", from the arguments
//           (after its own null coercion; a required one gets the schema's default instead), so the
//           tool receives no such key; SPEC turns "null" into null only where null is allowed and
//           otherwise delivers the value as sent. One mechanism under many signatures: the key goes
//           missing whatever was due there (null, or the string kept as sent), at the top level,
//           behind $ref or in a union branch, in cases that pin §1.2, §1.3, §1.4, §2 and §4.
// Expected: {"x": ""}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun drops-null-values.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/drops-null-values.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {"type": "object", "properties": {"x": {"type": "number"}}};
const args = {"x": ""};

const tool = { name: "scale", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "scale", arguments: args };
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
