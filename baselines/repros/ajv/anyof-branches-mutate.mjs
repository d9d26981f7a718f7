// Repro: ajv 8.20.0, reason `anyof-branches-mutate` of the `ajv` baseline
// (baselines/ajv.json).
//
// Case:     field-2026/copilot-unions/anyof-array-string-null/null (core level, SPEC §1.2)
//           null matches the null branch.
// Reason:   SPEC §1.2: coerceTypes: true rewrites the value in place inside each anyOf branch ajv
//           runs, with no undo (ajv's coercion docs say so), so a value already valid under one
//           branch arrives rewritten into another branch's type. The draft-07 class (for a draft-07
//           schema, and for one without $schema, as Kimi Code takes it) tries the branches in order
//           and keeps the first that passes once coerced: 2.5 for anyOf [string, number] arrives as
//           "2.5", null for anyOf [integer, null] as 0. Ajv2020 (for a schema declaring 2020-12 or
//           using a keyword only 2020-12 has) runs every branch, since it supports
//           unevaluatedProperties/Items, so a later branch rewrites what an earlier one accepted: 1
//           for anyOf [integer, string] arrives as "1" (mongodb's create-index keys). allErrors
//           plays no part. The signatures differ by type and by where the union sits.
// Expected: {"target": null}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     Kimi Code's args-validator (0.38.0) configuration: an instance per dialect (Ajv for
//           draft-07/06, Ajv2019, Ajv2020 by $schema; without it by dialect-only keywords, else
//           Ajv, as Kimi Code), strict: false, allErrors: true, ajv-formats; plus coerceTypes: true
//           as its open PR #2500 proposes: coerce a copy in place, validate, reject when invalid,
//           as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node anyof-branches-mutate.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv/anyof-branches-mutate.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schema = {
  "type": "object",
  "properties": {
    "target": {
      "anyOf": [
        {"type": "array", "items": {"type": "string"}},
        {"type": "string"},
        {"type": "null"}
      ]
    }
  }
};
const args = {"target": null};

// Ajv, the class for draft-07: no $schema and no keyword only a later dialect has: Ajv, as Kimi Code takes it.
const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: true });
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
