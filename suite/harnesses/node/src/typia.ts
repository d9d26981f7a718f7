/**
 * @typia/utils 14.0.6: `LlmJson.coerce(arguments, parameters)` on the tool's schema converted to
 * typia's LLM parameters schema (`ILlmSchema.IParameters`) first, as typia's users register a tool
 * they did not write. The conversion mirrors `McpLlm.application` in `@samchon/openapi` 6.0.1
 * (src/McpLlm.ts), which `@agentica/core` 0.31.3 (`validateMcpController`) calls on every MCP tool:
 * the schema's `$defs` become the components, the schema is upgraded against them, then
 * `LlmSchemaConverter.parameters({components, schema})`; in @typia/utils 14 the first two steps are
 * `OpenApiConverter.upgradeComponents` and `OpenApiConverter.upgradeSchema`. A schema the converter
 * refuses cannot be registered at all: the harness answers an error saying so, with its reasons.
 */
import { LlmJson, LlmSchemaConverter, OpenApiConverter } from "@typia/utils";
import { installedVersion, serve } from "toolcall-conformance-harness";

/** Thrown when typia's converter refuses a tool's schema: the tool could not be registered. */
class SchemaNotConvertible extends Error {
  override name = "SchemaNotConvertible";
}

function parametersOf(inputSchema: any): any {
  const source = { schemas: inputSchema?.$defs ?? {} };
  const components = OpenApiConverter.upgradeComponents(source);
  const schema = OpenApiConverter.upgradeSchema({ components: source, schema: inputSchema });
  const converted = LlmSchemaConverter.parameters({ components, schema: schema as any });
  if (converted.success) return converted.value;
  const reasons = converted.error.reasons.map((reason) => `${reason.accessor}: ${reason.message}`);
  throw new SchemaNotConvertible(`LlmSchemaConverter.parameters refused the schema: ${reasons.join("; ")}`);
}

// A tool is registered once and called many times: the suite hands the same object for the same tool.
let held: unknown;
let parameters: any;

await serve({
  name: "@typia/utils",
  version: installedVersion("@typia/utils"),
  features: ["coerce", "mcp"],
  coerce(tool, args) {
    if (tool.parameters !== held) {
      held = undefined;
      parameters = parametersOf(tool.parameters);
      held = tool.parameters;
    }
    return LlmJson.coerce(args, parameters);
  },
});
