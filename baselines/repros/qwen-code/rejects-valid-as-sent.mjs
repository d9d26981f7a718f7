// Repro: @qwen-code/qwen-code 0.24.4, reason `rejects-valid-as-sent` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     coerce/format-annotation/not-a-duration (core level, SPEC §1.5)
//           "3" becomes 3 beside "soon", which is no duration but valid: format asserts nothing.
// Reason:   SPEC §1.5: valid calls are rejected by ajv's own reading of the schema: a draft-07
//           tuple's additionalItems false applied to every item ("boolean schema is false"), and
//           the format "duration" checked against values the suite's schema admits ("must match
//           format"). Its signatures are the two keywords ajv names (a false schema, format), on
//           cases pinning §1.5.
// Expected: {"n": 3, "delay": "soon"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node rejects-valid-as-sent.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/rejects-valid-as-sent.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {
  "type": "object",
  "properties": {"n": {"type": "integer"}, "delay": {"type": "string", "format": "duration"}}
};
const args = {"n": "3", "delay": "soon"};

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
