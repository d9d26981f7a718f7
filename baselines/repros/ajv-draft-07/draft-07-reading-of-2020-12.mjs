// Repro: ajv 8.20.0, reason `draft-07-reading-of-2020-12` of the `ajv-draft-07` baseline
// (baselines/ajv-draft-07.json).
//
// Case:     coerce/tuples/native-pair (core level, SPEC §1.5)
//           [2.5, 2.5] stays, and a call carrying it is not rejected (§1.5).
// Reason:   SPEC §1.5: a schema that declares no "$schema" is JSON Schema 2020-12, but the draft-07
//           class knows no prefixItems and reads items: false as forbidding every item, so a valid
//           tuple ([2.5, 2.5] for prefixItems [number, number] with items false) is rejected.
// Expected: {"point": [2.5, 2.5]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     new Ajv({coerceTypes: true}), the default (draft-07) class, as the MCP SDK imports it,
//           as suite/harnesses/node/src/ajv.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 && node draft-07-reading-of-2020-12.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-draft-07/draft-07-reading-of-2020-12.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv.mjs; edit that, not this.
import Ajv from "ajv";

const schema = {
  "type": "object",
  "properties": {
    "point": {
      "type": "array",
      "prefixItems": [{"type": "number"}, {"type": "number"}],
      "items": false
    }
  }
};
const args = {"point": [2.5, 2.5]};

const ajv = new Ajv({ coerceTypes: true, strict: false, allErrors: true });
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
