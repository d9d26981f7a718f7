// Repro: @oh-my-pi/pi-ai 18.2.3, reason `nested-text-depth-capped` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     nested/text-within-text/six-levels (core level, SPEC §1.3)
//           Object text holding object text, six levels in all: every level becomes an object.
// Reason:   SPEC §1.3 and §1.5: oh-my-pi parses JSON text inside parsed JSON text only five levels
//           deep: a sixth level of text within text is left a string and fails validation
//           ("expected object, received string"), so a call whose expected arguments are valid is
//           rejected; SPEC parses nested text at every level, recursively.
// Expected: {"tree": {"inner": {"inner": {"inner": {"inner": {"inner": {}}}}}}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun nested-text-depth-capped.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/nested-text-depth-capped.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "tree": {
      "type": "object",
      "properties": {
        "inner": {
          "type": "object",
          "properties": {
            "inner": {
              "type": "object",
              "properties": {
                "inner": {
                  "type": "object",
                  "properties": {
                    "inner": {
                      "type": "object",
                      "properties": {"inner": {"type": "object"}}
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
};
const args = {
  "tree": "{\"inner\": \"{\\\"inner\\\": \\\"{\\\\\\\"inner\\\\\\\": \\\\\\\"{\\\\\\\\\\\\\\\"inner\\\\\\\\\\\\\\\": \\\\\\\\\\\\\\\"{\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\"inner\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\": \\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\"{}\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\"}\\\\\\\\\\\\\\\"}\\\\\\\"}\\\"}\"}"
};

const tool = { name: "outline", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "outline", arguments: args };
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
