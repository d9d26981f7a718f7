// Repro: @qwen-code/qwen-code 0.24.4, reason `rejects-number-text-hermes` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     coerce/number/python-leading-dot (hermes level, SPEC §1.2)
//           (hermes) ".5" becomes 0.5.
// Reason:   SPEC §1.2 and §1.5 (hermes level): the mechanism of `rejects-number-text` on cases
//           whose expected value is the one Hermes chose where core leaves a choice:
//           fixNumericValues converts only text matching -?digits(.digits)?, and only for a
//           property whose own schema names the type, so number text the step converts (exponents
//           "1e3", a plus sign, surrounding spaces, underscores, non-ASCII digits, and plain digits
//           behind a $ref) stays text and ajv rejects the call ("must be integer", "must be
//           number"). One mechanism; its signatures are the type ajv names (integer or number), on
//           cases pinning §1.2, §1.3, §2 and §4. ajv stops at its first error (allErrors false, as
//           SchemaValidator configures it), so a call that carries several kinds of text is listed
//           by the argument ajv refuses first.
// Expected: {"x": 0.5}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node rejects-number-text-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/rejects-number-text-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {"type": "object", "properties": {"x": {"type": "number"}}};
const args = {"x": ".5"};

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
