// Repro: @qwen-code/qwen-code 0.24.4, reason `non-string-changed` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     coerce/integer/float-value-left-alone (hermes level, SPEC §1.2)
//           A number value 5.0 is not a string, so it is left exactly as sent (5.0): Hermes's
//           Python keeps the float (hermes: SPEC §5 compares integral floats apart from integers).
// Reason:   SPEC §1.2 (hermes level): 5.0 for an integer comes back as 5: JSON.parse reads 5.0 as
//           the JavaScript number 5 before SchemaValidator sees it (ajv accepts it, no pass runs),
//           so the float form the model sent is gone; core counts an integral float equal to the
//           integer (SPEC §5), the hermes level keeps the Python distinction.
// Expected: {"n": 5.0}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node non-string-changed.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/non-string-changed.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {"type": "object", "properties": {"n": {"type": "integer"}}};
const args = {"n": 5.0};

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
