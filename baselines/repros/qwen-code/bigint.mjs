// Repro: @qwen-code/qwen-code 0.24.4, reason `bigint` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     coerce/number/beyond-2-pow-53-exact (core level, SPEC §1.2)
//           "9007199254740993" is integral and becomes exactly that integer.
// Reason:   SPEC §1.2: integer text beyond 2^53 is converted through a JavaScript number:
//           fixNumericValues reads it with parseInt (type integer) or parseFloat (type number), so
//           "9007199254740993" becomes 9007199254740992 and 23 digits become
//           1.2345678901234568e+22. One mechanism; its two signatures are an integer rounded to a
//           neighbour (value differs) and one so large that the double prints as a float (integer
//           expected, number given).
// Expected: {"x": 9007199254740993}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node bigint.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/bigint.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {"type": "object", "properties": {"x": {"type": "number"}}};
const args = {"x": "9007199254740993"};

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
