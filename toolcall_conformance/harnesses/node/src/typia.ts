/**
 * @typia/utils 14.0.6: `LlmJson.coerce(arguments, parameters)` on the tool's schema converted to
 * typia's LLM parameters schema (`ILlmSchema.IParameters`) first, as typia's users register an MCP
 * tool they did not write. The registration mirrors `createMcpLlmApplication` in `@agentica/core`
 * 0.45.1 (packages/core/src/functional/createMcpLlmApplication.ts, called for every tool a server
 * lists by `assertMcpController` / `validateMcpController`), the code that pairs typia's converter
 * with `LlmJson` for MCP tools: `OpenApiConverter.upgradeComponents({schemas: $defs})`,
 * `OpenApiConverter.upgradeSchema` against the same `$defs`, the components kept only where the
 * schema reaches them by `$ref` (`OpenApiTypeChecker.visit`), then
 * `LlmSchemaConverter.parameters({config: LlmSchemaConverter.getConfig(undefined), components,
 * schema})`. Agentica's `parseArguments` (packages/core/src/orchestrate/call.ts) hands the model's
 * argument text to that function's `parse`, `LlmJson.parse(text, parameters)`: the lenient parse,
 * then the same coercion `LlmJson.coerce` runs; the suite hands arguments already parsed, so the
 * harness calls `LlmJson.coerce`, the entry point typia documents for parsed arguments. The one
 * option is `strict` (`ILlmSchema.IConfig`; agentica passes its controller's config, unset by
 * default): `LlmSchemaConverter` 14 has no `reference` or `recursive` option. Agentica passes an
 * `accessor` naming the tool's index, which only changes the paths in the converter's messages; the
 * harness leaves the default. Agentica drops a tool the converter refuses; the harness answers an
 * error saying so, with the converter's reasons (the tool cannot be registered). Not mirrored: the
 * published `@agentica/core` 0.31.3, which registers with `@samchon/openapi` 4.7.2's
 * `McpLlm.application` and only `JSON.parse`s the arguments (no coercion); `@samchon/openapi`
 * 6.0.1's `McpLlm.application`, its own converter, has no `LlmJson`.
 */
import { LlmJson, LlmSchemaConverter, OpenApiConverter, OpenApiTypeChecker } from "@typia/utils";
import { installedVersion, serve } from "toolcall-conformance-harness";

/** Thrown when typia's converter refuses a tool's schema: the tool could not be registered. */
class SchemaNotConvertible extends Error {
  override name = "SchemaNotConvertible";
}

function parametersOf(inputSchema: any): any {
  const defs = { schemas: inputSchema?.$defs };
  const components = OpenApiConverter.upgradeComponents(defs);
  const schema = OpenApiConverter.upgradeSchema({ components: defs, schema: inputSchema });
  if (components.schemas !== undefined) {
    // Only the named schemas the tool's schema reaches through a $ref stay in the components.
    const reached = new Set<string>();
    OpenApiTypeChecker.visit({
      components,
      schema,
      closure: (node) => {
        if (OpenApiTypeChecker.isReference(node)) reached.add(node.$ref.split("/").pop()!);
      },
    });
    components.schemas = Object.fromEntries(Object.entries(components.schemas).filter(([name]) => reached.has(name)));
  }
  const converted = LlmSchemaConverter.parameters({
    config: LlmSchemaConverter.getConfig(undefined),
    components,
    schema: schema as any,
  });
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
