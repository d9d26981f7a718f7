// Repro: @oh-my-pi/pi-ai 18.2.3, reason `rejects-valid` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     coerce/untouched/unknown-type-name (core level, SPEC §1.2)
//           An unknown type name "text": "5" stays.
// Reason:   SPEC §1.5: calls whose expected arguments are valid are rejected after oh-my-pi's own
//           handling: object text where anyOf [array, object] admits either is checked against the
//           array branch only ("expected array, received string"); JSON text nested inside JSON
//           text several levels deep is left a string and refused; an unknown type name ("text") is
//           refused ("expected text"); "null" for a nullable enum (aws-serverless
//           webapp_deployment_help) is kept and fails the enum. Its signatures are these refusals
//           as oh-my-pi words them (expected array or object, expected text, an enum value), in
//           cases that pin §1.2 and §1.3.
// Expected: {"unknown_type": "5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun rejects-valid.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/rejects-valid.mjs
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
const args = {"unknown_type": "5"};

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
