// Repro: @typia/utils 14.0.6, reason `undeclared-member-text-parsed-hermes` of the `typia` baseline
// (baselines/typia.json).
//
// Case:     nested/map-values/map-value-text-stays (hermes level, SPEC §1.3)
//           The object text is parsed (SPEC §1.2); array text held as a map value stays as sent at
//           hermes level: Hermes walks properties, items and union branches, not
//           additionalProperties.
// Reason:   SPEC §1.3 (hermes level): JSON text in the values of a map typed only by
//           additionalProperties (zod's record, pydantic's dict[str, Model]: "[\"text\"]" under
//           overrides.key arrives as ["text"]) is parsed; SPEC §1.3 names no rule for
//           additionalProperties positions, so these cases are hermes level (the generators say so,
//           suite/generators/derive.py), where Hermes leaves the text as sent. The signatures
//           differ by type, $ref and union.
// Expected: {"overrides": {"labels": "[\"a\"]"}}
//           (the arguments the tool must receive, compared type-strictly)
// Call:     LlmJson.coerce(input, parameters) on the schema converted by
//           LlmSchemaConverter.parameters, as @agentica/core's createMcpLlmApplication registers an
//           MCP tool, as suite/harnesses/node/src/typia.ts calls it.
// Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
// Run:      npm install @typia/utils@14.0.6 && node undeclared-member-text-parsed-hermes.mjs
//           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/typia/undeclared-member-text-parsed-hermes.mjs
//
// Written by `make repros` from scripts/repro-templates/typia-converted.mjs; edit that, not this.
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";

const schema = {
  "type": "object",
  "properties": {
    "overrides": {
      "type": "object",
      "additionalProperties": {"type": "array", "items": {"type": "string"}}
    }
  }
};
const args = {"overrides": "{\"labels\": \"[\\\"a\\\"]\"}"};

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
