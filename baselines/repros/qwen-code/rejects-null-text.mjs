// Repro: @qwen-code/qwen-code 0.24.4, reason `rejects-null-text` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     mcp/nullable-enum/null-text (core level, SPEC §4)
//           "null" for the nullable enum becomes null.
// Reason:   SPEC §1.2 and §1.5: no pass turns the text "null" (in any case or spacing) into null,
//           so ajv rejects a valid call where null is the only type that admits it ("must be null",
//           "must be integer,null"), or the only branch that does once a string branch's format
//           "date-time" refuses the text. One mechanism; its signatures are what ajv names for the
//           argument: a type list with null, or the anyOf/oneOf of a nullable union with the
//           keyword each branch refuses (type, enum, format), on cases pinning §1.2 and §4. ajv
//           stops at its first error (allErrors false, as SchemaValidator configures it), so a call
//           that carries several kinds of text is listed by the argument ajv refuses first. The
//           same refusal fails cases whose expected (Hermes') answer is itself invalid where a
//           choice core leaves gives a valid one (a nested value prepared by its own position's
//           type, SPEC §1.3 and §0): the step could have delivered that call (§1.5).
// Expected: {"order": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node rejects-null-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/rejects-null-text.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

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
