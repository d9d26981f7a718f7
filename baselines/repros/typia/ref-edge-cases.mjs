// Repro: @typia/utils 14.0.6, reason `ref-edge-cases` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     adversarial/canary/mcp/mcp-remote-refs (core level, SPEC §4)
//           The remote $ref beside type integer keeps the type ("5" becomes 5); the definition that
//           is only a remote $ref leaves "7" as sent.
// Reason:   SPEC §2: plain #/$defs refs are followed, but values are not prepared behind harder
//           refs: path refs (#/properties/limit/anyOf/0), #/definitions, refs with sibling keywords
//           or inside unions, as in zod-to-json-schema, the MCP SDK and pydantic output ("5" stays
//           "5").
// Expected: {"n": 5, "other": "7"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters), as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node ref-edge-cases.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/ref-edge-cases.mjs
//
// Written by `make repros` from scripts/repro-templates/typia.mjs; edit that, not this.
import { LlmJson } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {
    "n": {"$ref": "http://canary.invalid/schemas/n.json", "type": "integer"},
    "other": {"$ref": "#/definitions/Other"}
  },
  "definitions": {"Other": {"$ref": "http://canary.invalid/schemas/other.json"}}
};
const args = {"n": "5", "other": "7"};

try {
  console.log(`returned: ${show(LlmJson.coerce(args, schema))}`);
} catch (error) {
  console.log(`threw: ${describe(error)}`);
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
