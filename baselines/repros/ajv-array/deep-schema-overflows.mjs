// Repro: ajv 8.20.0, reason `deep-schema-overflows` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     refs/cycles/self-reference-terminates (core level, SPEC §2)
//           A $ref to a schema that refers only to itself resolves to nothing: the "5" stays as
//           sent.
// Reason:   SPEC §1.4: a 10,000-deep $ref chain, a $ref cycle (a definition that refers only to
//           itself, definitions that refer round in a circle, a union, allOf or container that
//           reaches itself again) or a very deep schema overflows the stack, RangeError: Maximum
//           call stack size exceeded: a $ref that only ever reaches $refs (Loop → Loop, a circle of
//           definitions, the chain) in ajv.compile, a union that reaches itself again (anyOf [$ref
//           to the other union, null]) in the validate function compile generated, which checks a
//           branch's $ref on the same value again and again (with or without coerceTypes); the same
//           throw on cases pinning §1.2, §1.4 and §2. Its signatures are this one mechanism met in
//           cases that pin different SPEC sections or places.
// Expected: {"self_loop": "5"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (Kimi Code's instances per dialect, allErrors: true) with
//           coerceTypes: "array", ajv's other coercion mode, as suite/harnesses/node/src/ajv.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node deep-schema-overflows.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/deep-schema-overflows.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {"self_loop": {"$ref": "#/$defs/Loop"}},
  "$defs": {"Loop": {"$ref": "#/$defs/Loop"}}
};
const args = {"self_loop": "5"};

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
