// Repro: @qwen-code/qwen-code 0.24.4, reason `rejects-boolean-text` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     coerce/boolean/surrounding-spaces (core level, SPEC §1.2)
//           " false " becomes false.
// Reason:   SPEC §1.2 and §1.5: fixBooleanValues accepts only "true"/"false" in any case and
//           without spaces, and only for a property whose own schema names the type, so " false "
//           and boolean text behind a $ref stay text and ajv rejects the call ("must be boolean").
//           One mechanism; its signature is the type ajv names (boolean), on cases pinning §1.2 and
//           §2. ajv stops at its first error (allErrors false, as SchemaValidator configures it),
//           so a call that carries several kinds of text is listed by the argument ajv refuses
//           first.
// Expected: {"flag": false}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node rejects-boolean-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/rejects-boolean-text.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {"type": "object", "properties": {"flag": {"type": "boolean"}}};
const args = {"flag": " false "};

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
