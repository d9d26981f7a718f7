// Repro: @typia/utils 14.0.6, reason `no-null-text` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     mcp/nullable-enum/null-text (core level, SPEC §4)
//           "null" for the nullable enum becomes null.
// Reason:   SPEC §1.2: the text "null" for a property that allows null is not turned into null.
// Expected: {"order": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters), as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node no-null-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/no-null-text.mjs
//
// Written by `make repros` from scripts/repro-templates/typia.mjs; edit that, not this.
import { LlmJson } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {
    "order": {
      "anyOf": [{"type": "string", "enum": ["asc", "desc"]}, {"type": "null"}],
      "default": null
    }
  }
};
const args = {"order": "null"};

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
