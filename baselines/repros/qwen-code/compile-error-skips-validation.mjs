// Repro: @qwen-code/qwen-code 0.24.4, reason `compile-error-skips-validation` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     refs/dangling-local/neighbour-integer-text (core level, SPEC §2)
//           "5" for the integer beside the dangling reference becomes 5.
// Reason:   SPEC §1.2 and §1.3: when ajv.compile throws on the tool's schema,
//           SchemaValidator.validate catches it, logs "Failed to compile schema ... Skipping
//           parameter validation" and returns no error before its first validation and before any
//           pass, so every argument of that tool reaches it as sent. The throws seen: "can't
//           resolve reference" (remote refs, a dangling #/$defs/Missing, zod-to-json-schema's
//           relative refs such as "3" and "1/point/items/0"), "no schema with key or ref" (an
//           unknown $schema URL; the same schema compiled again then throws "schema with key or id
//           ... already exists", SchemaValidator keeping one ajv instance per dialect for the
//           process), '"nullable" cannot be used without "type"' (OpenAPI 3.0's nullable, anywhere
//           in the schema), "schema is invalid" (a property schema that is a bare string), and
//           RangeError "Maximum call stack size exceeded" ($ref cycles, a 10,000-deep $ref chain).
//           One mechanism; its signatures are the kinds of text the call kept (integer, boolean,
//           null, object, array), where (top level, nested, behind a $ref, in a union branch) and
//           the section each case pins (§1.2, §1.4, §2, §4).
// Expected: {"n": 5}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node compile-error-skips-validation.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/compile-error-skips-validation.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {
  "type": "object",
  "properties": {"n": {"type": "integer"}, "missing": {"$ref": "#/$defs/Missing"}}
};
const args = {"n": "5"};

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
