// Repro: ajv 8.20.0, reason `anyof-branches-mutate-hermes` of the `ajv-array` baseline
// (baselines/ajv-array.json).
//
// Case:     wild/aws-elasticache/modify-replication-group-shard-configuration.mcp/string-apply-immediately
//           (hermes level, SPEC §1.2)
//           only 'apply_immediately' sent as a string; the others already typed
// Reason:   SPEC §1.2: the mechanism of anyof-branches-mutate (Ajv2020 coerces inside every anyOf
//           branch: 0.5 for pydantic's Decimal, anyOf [number, string], arrives as "0.5", "text"
//           for anyOf [string, array] as ["text"]) on cases whose expected value is hermes level
//           because another member is text in a no-type union. Its cases carry several cause
//           signatures because this one mechanism shows on different JSON types and places (a
//           number or an array expected where a string is handed over).
// Expected: {"apply_immediately": true, "node_group_count": 3, "replication_group_id": "text",
//           "resharding_configuration": "text"}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     the ajv row's configuration (Kimi Code's instances per dialect, allErrors: true) with
//           coerceTypes: "array", ajv's other coercion mode, as suite/harnesses/node/src/ajv.ts
//           calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install ajv@8.20.0 ajv-formats@3.0.1 && node anyof-branches-mutate-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/ajv-array/anyof-branches-mutate-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/ajv-per-dialect.mjs; edit that, not this.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const schema = {
  "properties": {
    "replication_group_id": {"title": "Replication Group Id", "type": "string"},
    "node_group_count": {"title": "Node Group Count", "type": "integer"},
    "apply_immediately": {
      "anyOf": [{"type": "boolean"}, {"type": "null"}],
      "default": null,
      "title": "Apply Immediately"
    },
    "resharding_configuration": {
      "anyOf": [
        {"type": "string"},
        {
          "items": {"additionalProperties": true, "type": "object"},
          "type": "array"
        },
        {"type": "null"}
      ],
      "default": null,
      "title": "Resharding Configuration"
    }
  },
  "required": ["replication_group_id", "node_group_count"],
  "type": "object",
  "title": "modify_replication_group_shard_configurationArguments"
};
const args = {
  "replication_group_id": "text",
  "node_group_count": 3,
  "apply_immediately": "true",
  "resharding_configuration": "text"
};

// Ajv2020, the class for 2020-12: no $schema: 2020-12, the MCP specification's default dialect.
const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: "array" });
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
