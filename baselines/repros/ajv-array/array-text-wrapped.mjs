// Repro: ajv 8.20.0, reason `array-text-wrapped` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     field-2026/claude-code-json-text/list-and-dict-params/list-text (core level, SPEC §1.2)
//           A list sent as JSON text becomes the list.
// Reason:   SPEC §1.2 (§1.5 for the rejection): with coerceTypes: "array" JSON array text is not
//           parsed but wrapped: "[1, 2]" for type array arrives as ["[1, 2]"] (object text for
//           ["array", "object"] likewise). Where the items carry a type, an enum, a format or a
//           pattern, or the array a minItems (a tuple), the wrapped string fails it ("data/to/0
//           must match format \"email\"", "must be object") and ajv rejects a call whose expected
//           arguments are valid; this, not format assertion, is why those calls are rejected. One
//           mechanism; the signatures differ by the keywords ajv names and by where the text sits.
//           The same refusal fails cases whose expected (Hermes') answer is itself invalid where a
//           choice core leaves gives a valid one (a nested value prepared by its own position's
//           type, SPEC §1.3 and §0): the step could have delivered that call (§1.5).
// Expected: {"tags": ["a", "b"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (Kimi Code's instances per dialect, allErrors: true) with
//           coerceTypes: "array", ajv's other coercion mode, as suite/harnesses/node/src/ajv.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node array-text-wrapped.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/array-text-wrapped.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {
    "tags": {"type": "array", "items": {"type": "string"}},
    "meta": {"type": "object", "additionalProperties": true}
  }
};
const args = {"tags": "[\"a\", \"b\"]"};

// Ajv, the class for draft-07: no $schema and no keyword only a later dialect has: Ajv, as Kimi Code takes it.
const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: "array" });
addFormats(ajv);
try {
  const validate = ajv.compile(schema);
  const data = structuredClone(args); // ajv coerces in place: validate a copy
  if (validate(data)) console.log(`returned: ${show(data)}`);
  else console.log(`rejected: ${ajv.errorsText(validate.errors)}`);
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
