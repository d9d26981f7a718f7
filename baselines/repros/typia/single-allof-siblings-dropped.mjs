// Repro: @typia/utils 14.0.6, reason `single-allof-siblings-dropped` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     coerce/type-beside-allof/integer-text (core level, SPEC §1.2)
//           "5" for an integer whose allOf adds a minimum becomes 5.
// Reason:   SPEC §1.2 and §2: typia's converter (LlmSchemaConverter.parameters, as @agentica/core
//           registers an MCP tool) replaces a schema whose allOf holds a single member with that
//           member and drops the keywords beside the allOf: {"type": "integer", "allOf": [{"$ref":
//           "#/$defs/AllNode"}]} becomes {"$ref": "#/$defs/AllNode"} (here a reference back to
//           itself), and {"type": "integer", "allOf": [{"minimum": 0}]} becomes {"minimum": 0}, so
//           LlmJson.coerce no longer knows the type and the text stays as sent ("5" is not made 5;
//           object text for a type object with properties beside the allOf is not parsed). SPEC
//           applies the keywords beside an allOf together with its members. One mechanism; its
//           signatures are the type left as text (integer, object), at the top level or behind a
//           $ref, on cases pinning §1.2, §1.4 and §2.
// Expected: {"limit": 5}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters) on the schema converted by
//           LlmSchemaConverter.parameters, as @agentica/core's createMcpLlmApplication registers an
//           MCP tool, as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node single-allof-siblings-dropped.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/single-allof-siblings-dropped.mjs
//
// Written by `make repros` from scripts/repro-templates/typia-converted.mjs; edit that, not this.
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {
    "limit": {"type": "integer", "allOf": [{"minimum": 0}]},
    "options": {
      "type": "object",
      "properties": {"depth": {"type": "integer"}},
      "allOf": [{"required": ["depth"]}]
    }
  }
};
const args = {"limit": "5"};

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
