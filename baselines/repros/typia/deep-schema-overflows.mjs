// Repro: @typia/utils 14.0.6, reason `deep-schema-overflows` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     refs/recursive-schemas/recursive-union-other-branches-count (core level, SPEC §2)
//           A value union whose first branch refers to itself, the second being an array of the
//           union: JSON text of an array is parsed at two depths because the per-branch cycle guard
//           leaves the array branch usable.
// Reason:   SPEC §1.4: cyclic unions or very deep schemas (a 10,000-deep $ref chain) overflow the
//           stack in the converter or in LlmJson.coerce (RangeError: Maximum call stack size
//           exceeded). Its signatures are this one mechanism met in cases that pin different SPEC
//           sections or places.
// Expected: {"holder": {"v": [[1], 2]}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters) on the schema converted by
//           LlmSchemaConverter.parameters, as @agentica/core's createMcpLlmApplication registers an
//           MCP tool, as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node deep-schema-overflows.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/deep-schema-overflows.mjs
//
// Written by `make repros` from scripts/repro-templates/typia-converted.mjs; edit that, not this.
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {
    "tree": {"$ref": "#/$defs/Tree"},
    "list": {"$ref": "#/$defs/Link"},
    "holder": {"type": "object", "properties": {"v": {"$ref": "#/$defs/Value"}}}
  },
  "$defs": {
    "Tree": {
      "type": "object",
      "properties": {
        "node label": {"type": "string"},
        "children": {"type": "array", "items": {"$ref": "#/$defs/Tree"}}
      }
    },
    "Link": {
      "type": "object",
      "properties": {
        "value": {"type": "integer"},
        "next": {"anyOf": [{"$ref": "#/$defs/Link"}, {"type": "null"}]}
      }
    },
    "Value": {
      "anyOf": [
        {"$ref": "#/$defs/Value"},
        {"type": "array", "items": {"$ref": "#/$defs/Value"}},
        {"type": "integer"}
      ]
    }
  }
};
const args = {"holder": {"v": "[\"[1]\", 2]"}};

try {
  // The tool is registered as @agentica/core's createMcpLlmApplication registers an MCP tool: the
  // schema's $defs become the components, the schema is upgraded against them, the components the
  // schema does not reach by $ref are dropped, then the schema is converted.
  const defs = { schemas: schema?.$defs };
  const components = OpenApiConverter.upgradeComponents(defs);
  const upgraded = OpenApiConverter.upgradeSchema({ components: defs, schema });
  if (components.schemas !== undefined) {
    const reached = new Set();
    OpenApiTypeChecker.visit({
      components,
      schema: upgraded,
      closure: (node) => {
        if (OpenApiTypeChecker.isReference(node)) reached.add(node.$ref.split("/").pop());
      },
    });
    components.schemas = Object.fromEntries(Object.entries(components.schemas).filter(([name]) => reached.has(name)));
  }
  const converted = LlmSchemaConverter.parameters({
    config: LlmSchemaConverter.getConfig(undefined),
    components,
    schema: upgraded,
  });
  if (converted.success) {
    console.log(`returned: ${show(LlmJson.coerce(args, converted.value))}`);
  } else {
    // The converter refuses the schema: the tool cannot be registered at all (agentica drops it; the
    // suite's harness answers this as an error of its own, SchemaNotConvertible).
    const reasons = converted.error.reasons.map((reason) => `${reason.accessor}: ${reason.message}`);
    console.log(`threw: SchemaNotConvertible: LlmSchemaConverter.parameters refused the schema: ${reasons.join("; ")}`);
  }
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
