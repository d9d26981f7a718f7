// Repro: @oh-my-pi/pi-ai 18.2.3, reason `path-refs-rejected` of the `oh-my-pi` baseline
// (baselines/oh-my-pi.json).
//
// Case:     field-2026/stitch-refs/upload-design-md-dangling/variant-text-stays (core level, SPEC
//           §2)
//           variantScreenInstance points at #/$defs/ScreenInstance, which does not exist: as if
//           there were no resolver, its JSON text stays as sent.
// Reason:   SPEC §2 and §1.5: zod-style path refs into arrays or unions
//           (#/properties/point/items/0) are reported as "unresolved reference" and the call is
//           rejected although they resolve inside the document (a §1.5 failure). One mechanism
//           under three signatures: cases that pin §1.1, §1.2 and §2.
// Expected: {"variantScreenInstance": "{\"id\": \"s2\"}"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     validateToolArguments(tool, toolCall), the pi-ai fork, on Bun, as
//           suite/harnesses/node/oh-my-pi/src/oh-my-pi.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      bun add @oh-my-pi/pi-ai@18.2.3 && bun path-refs-rejected.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/oh-my-pi/path-refs-rejected.mjs
//
// Written by `make repros` from scripts/repro-templates/pi-ai.mjs; edit that, not this.
import { validateToolArguments } from "@oh-my-pi/pi-ai";

const schema = {
  "type": "object",
  "properties": {
    "id": {"type": "string"},
    "width": {"type": "integer"},
    "variantScreenInstance": {"$ref": "#/$defs/ScreenInstance"}
  }
};
const args = {"variantScreenInstance": "{\"id\": \"s2\"}"};

const tool = { name: "upload_design_md", description: "", parameters: schema };
const toolCall = { type: "toolCall", id: "call_1", name: "upload_design_md", arguments: args };
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
