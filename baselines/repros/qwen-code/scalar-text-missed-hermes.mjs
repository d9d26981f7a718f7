// Repro: @qwen-code/qwen-code 0.24.4, reason `scalar-text-missed-hermes` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     coerce/type-lists/integer-then-string (core level, SPEC §1.2)
//           Type ["integer", "string"]: "5" becomes 5.
// Reason:   SPEC §1.2 (hermes level): number and boolean text for a property whose type list also
//           names "string" (type ["integer", "string"], ["string", "boolean"], the MCP
//           sequential-thinking server's ["boolean", "string"]) stays text, where SPEC's first type
//           whose rule changes the value wins: ajv accepts the text as a string, so no pass runs
//           when nothing else fails, and when another argument fails and the passes run,
//           fixBooleanValues and fixNumericValues skip a property whose accepted types
//           (getAcceptedTypes) hold "string". One mechanism; its signatures are the type the text
//           should have become (integer, boolean). The text kept is valid as a string, and core
//           accepts it (SPEC §0: the case lists it among its core_alternatives), so this is a
//           finding at hermes level only.
// Expected: {"int_or_text": 5}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node scalar-text-missed-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/scalar-text-missed-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {
  "type": "object",
  "properties": {
    "int_or_text": {"type": ["integer", "string"]},
    "text_or_int": {"type": ["string", "integer"]},
    "num_or_int": {"type": ["number", "integer"]},
    "int_or_num": {"type": ["integer", "number"]},
    "bool_or_int": {"type": ["boolean", "integer"]},
    "int_or_bool": {"type": ["integer", "boolean"]},
    "arr_or_obj": {"type": ["array", "object"]},
    "obj_or_text": {"type": ["object", "string"]},
    "text_or_bool": {"type": ["string", "boolean"]},
    "num_or_bool": {"type": ["number", "boolean"]}
  }
};
const args = {"int_or_text": "5"};

try {
  // BaseDeclarativeTool.build -> validateToolParams: validates the model's object, changing it in place
  const params = structuredClone(args);
  const error = SchemaValidator.validate(schema, params);
  console.log(error ? `rejected: ${error}` : `returned: ${show(params)}`);
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
