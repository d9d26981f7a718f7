// Repro: @oh-my-pi/pi-ai 18.2.3, reason `remote-ref-rejected` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     refs/dangling-local/value-left-as-is (core level, SPEC §2)
//           "5" under the dangling reference stays "5".
// Reason:   SPEC §2 and §1.5: a remote or other-document $ref (a URL, count.json, a ref made
//           relative by $id, a pointer without #), or a local one that points at nothing
//           (#/$defs/Missing), makes validation fail with "unresolved reference", so the call is
//           rejected; SPEC §2 says such values behave as if there were no resolver. One mechanism;
//           its signatures are the forms of the reference oh-my-pi names (a URL, a path, a
//           fragment, several at once), on cases that pin §1.3, §2 and §4.
// Expected: {"missing": "5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun remote-ref-rejected.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/remote-ref-rejected.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {"n": {"type": "integer"}, "missing": {"$ref": "#/$defs/Missing"}}
};
const args = {"missing": "5"};

const tool = { name: "tally", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "tally", arguments: args };
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
