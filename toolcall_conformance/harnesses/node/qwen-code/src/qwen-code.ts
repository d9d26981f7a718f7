/**
 * Qwen Code 0.24.4 (@qwen-code/qwen-code, the published CLI): `SchemaValidator.validate(schema, params)`
 * (`packages/core/src/utils/schemaValidator.ts` upstream) as the CLI's tools call it. An MCP tool is a
 * `DiscoveredMCPTool` whose `parametersJsonSchema` is the server's `inputSchema` unchanged (`mcpToTool`
 * in @google/genai); `BaseDeclarativeTool.build(params)` calls `validateToolParams(params)`, which runs
 * `SchemaValidator.validate` on the model's argument object (ajv, then coercion passes that change the
 * object in place, then ajv again), and throws its error text, which the model reads, or creates the
 * invocation with that object.
 *
 * The CLI ships as code-split ES modules with no `exports` map; the module that defines and exports
 * `SchemaValidator` is the chunk below, which every tool of the CLI imports. It validates a copy of the
 * arguments (the model's object, changed in place) and that copy is the answer; an error string is the
 * rejection.
 */
import { SchemaValidator } from "@qwen-code/qwen-code/chunks/chunk-FM3J33MR.js";
import { installedVersion, reject, serve } from "../../src/protocol.ts";

await serve({
  name: "@qwen-code/qwen-code",
  version: installedVersion("@qwen-code/qwen-code", import.meta.url),
  features: ["coerce", "mcp"],
  coerce(tool, args) {
    const params = structuredClone(args);
    const error: string | null = SchemaValidator.validate(tool.parameters, params);
    if (error) reject(error);
    return params;
  },
});
