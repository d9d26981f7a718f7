// Repro: @oh-my-pi/pi-ai 18.2.3, reason `fan-out-timeout` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     robustness/deep-and-cyclic/union-of-only-itself-nested (core level, SPEC §1.4)
//           The same union at a nested position admits nothing: JSON text stays.
// Reason:   SPEC §1.4: schemas whose unions fan out through shared $defs (2^30 paths) are not
//           answered within the fan-out cases' own 1 s limit, nor a union of only itself nested
//           within the run's 5 s. One mechanism under three signatures: no answer within the case's
//           own limit in cases that pin §1.2 and §1.3, and within the run's limit even on a retry
//           with a doubled limit (§1.4).
// Expected: {"holder": {"v": "[1]"}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun fan-out-timeout.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/fan-out-timeout.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {"holder": {"type": "object", "properties": {"v": {"$ref": "#/$defs/X"}}}},
  "$defs": {"X": {"anyOf": [{"$ref": "#/$defs/X"}, {"$ref": "#/$defs/X"}]}}
};
const args = {"holder": {"v": "[1]"}};

const tool = { name: "deep", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "deep", arguments: args };
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
