// Repro: @qwen-code/qwen-code 0.24.4, reason `rejects-json-text` of the `qwen-code` baseline
// (baselines/qwen-code.json).
//
// Case:     robustness/deep-and-cyclic/root-recursion (core level, SPEC §1.4)
//           A property whose $ref is "#" holding itself four levels deep, the last as text: all
//           levels resolve.
// Reason:   SPEC §1.2, §1.3 and §1.5: JSON text that the step parses is left as text where the
//           coercion passes do not reach it (JSON text inside JSON text, text a pass parses whose
//           inner values are text again, broken array text to wrap), so ajv's second validation
//           rejects a call the step could have delivered ("must be object", "must be array"). One
//           mechanism; its signatures are what ajv names for the first argument it refuses: type
//           object or array, or, where the text is meant for a union, the anyOf/oneOf with its
//           branches' types, on cases pinning §1.2, §1.3, §2 and §4. ajv stops at its first error
//           (allErrors false, as SchemaValidator configures it), so a call that carries several
//           kinds of text is listed by the argument ajv refuses first. The same refusal fails cases
//           whose expected (Hermes') answer is itself invalid where a choice core leaves gives a
//           valid one (a nested value prepared by its own position's type, SPEC §1.3 and §0): the
//           step could have delivered that call (§1.5).
// Expected: {"me": {"me": {"me": {"me": {}}}}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     SchemaValidator.validate(parametersJsonSchema, params) as BaseDeclarativeTool.build
//           calls it: ajv, coercion passes, ajv, as suite/harnesses/node/qwen-code/src/qwen-code.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @qwen-code/qwen-code@0.24.4 && node rejects-json-text.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/qwen-code/rejects-json-text.mjs
//
// Written by `make repros` from scripts/repro-templates/qwen-code.mjs; edit that, not this.
// SchemaValidator is exported by the CLI chunk every tool imports (the package has no exports map).
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";

const schema = {"type": "object", "properties": {"me": {"$ref": "#"}}};
const args = {"me": {"me": {"me": "{\"me\": \"{}\"}"}}};

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
