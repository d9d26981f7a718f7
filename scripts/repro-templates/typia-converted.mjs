// mirrors suite/harnesses/node/src/typia.ts sha256 c1d3b4638c87c0a1
// __HEADER__
import { LlmJson, LlmSchemaConverter, OpenApiConverter } from "@typia/utils";

const schema = __SCHEMA__;
const args = __ARGUMENTS__;

try {
  // The tool is registered as McpLlm.application (@samchon/openapi) registers an MCP tool: the
  // schema's $defs become the components, the schema is upgraded against them, then converted.
  const source = { schemas: schema?.$defs ?? {} };
  const components = OpenApiConverter.upgradeComponents(source);
  const upgraded = OpenApiConverter.upgradeSchema({ components: source, schema });
  const converted = LlmSchemaConverter.parameters({ components, schema: upgraded });
  if (converted.success) {
    console.log(`returned: ${show(LlmJson.coerce(args, converted.value))}`);
  } else {
    // The converter refuses the schema: the tool cannot be registered at all (the suite's harness
    // answers this as an error of its own, SchemaNotConvertible).
    const reasons = converted.error.reasons.map((reason) => `${reason.accessor}: ${reason.message}`);
    console.log(`threw: SchemaNotConvertible: LlmSchemaConverter.parameters refused the schema: ${reasons.join("; ")}`);
  }
} catch (error) {
  console.log(`threw: ${describe(error)}`);
}

__HELPERS__
