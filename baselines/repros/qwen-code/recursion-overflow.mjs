// Repro: @qwen-code/qwen-code 0.24.4, reason `recursion-overflow` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     robustness/deep-and-cyclic/union-of-only-itself-top (core level, SPEC §1.4)
//           A union whose every branch is itself: "null" stays and the step terminates.
// Reason:   SPEC §1.4: a schema that reaches itself again through a union or allOf
//           (anyOf/oneOf/allOf with a $ref back to itself, two unions that refer to each other)
//           makes its passes recurse without end (RangeError "Maximum call stack size exceeded"),
//           so the call fails instead of being prepared. One mechanism; its two signatures are this
//           error on cases pinning §1.4 and §2.
// Expected: {"loop_union": "null"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node recursion-overflow.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/recursion-overflow.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {
  "type": "object",
  "properties": {"loop_union": {"$ref": "#/$defs/X"}},
  "$defs": {"X": {"anyOf": [{"$ref": "#/$defs/X"}, {"$ref": "#/$defs/X"}]}}
};
const args = {"loop_union": "null"};

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
