// Repro: @oh-my-pi/pi-ai 18.2.3, reason `type-list-valid-as-is` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     coerce/untouched/string-integer-value-not-stringified (core level, SPEC §1.2)
//           Type "string": the integer 5 is not turned into "5".
// Reason:   SPEC §1.2: a value of another JSON type for a string property is turned into a string
//           (5 and true for type "string" arrive as "5" and "true"), and "FALSE" beside a $ref
//           whose target declares no type, under a sibling type boolean, stays as sent; SPEC leaves
//           a value already of a JSON type as it is and applies the sibling type. (A string kept
//           where a string is admitted conforms at core: type-list-valid-as-is-hermes.) The
//           signatures differ by the JSON types and where the value sits.
// Expected: {"text": 5}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun type-list-valid-as-is.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/type-list-valid-as-is.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "text": {"type": "string"},
    "untyped": {"description": "Anything at all."},
    "empty": {},
    "unknown_type": {"type": "text"}
  }
};
const args = {"text": 5};

const tool = { name: "echo", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "echo", arguments: args };
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
