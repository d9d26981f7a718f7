// Repro: @typia/utils 14.0.6, reason `schema-not-convertible-tuple-hermes` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     generated/pydantic-captures/1.10.27.geometry/typed.628a2532 (hermes level, SPEC §1.2)
//           arguments already of the right types pass through unchanged
// Reason:   SPEC §1.4 (hermes level): the refusal of schema-not-convertible-tuple (`LLM does not
//           allow tuple type`) on cases whose expected value is hermes level; the refusal does not
//           depend on the expectation. Its signatures are this refusal and, where the converter
//           also names `unable to find reference type` after it, the pair of the two.
// Expected: {"origin": [2.5, 2.5], "path": [2.5], "tags": ["text"]}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters) on the schema converted by
//           LlmSchemaConverter.parameters, as @agentica/core's createMcpLlmApplication registers an
//           MCP tool, as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node schema-not-convertible-tuple-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/schema-not-convertible-tuple-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/typia-converted.mjs; edit that, not this.
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";

const schema = {
  "title": "GeometryInput",
  "type": "object",
  "properties": {
    "origin": {
      "title": "Origin",
      "type": "array",
      "minItems": 2,
      "maxItems": 2,
      "items": [{"type": "number"}, {"type": "number"}]
    },
    "path": {
      "title": "Path",
      "default": [],
      "type": "array",
      "items": {"type": "number"}
    },
    "tags": {
      "title": "Tags",
      "default": [],
      "type": "array",
      "items": {"type": "string"},
      "uniqueItems": true
    }
  },
  "required": ["origin"]
};
const args = {"origin": [2.5, 2.5], "path": [2.5], "tags": ["text"]};

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
