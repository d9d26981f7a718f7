/**
 * @ai-sdk-tool/parser 4.1.26: `coerceBySchema(arguments, inputSchema)`, as its own tool-call middleware
 * runs it on every parsed call (`coerceToolCallInput`, dist/chunk-VXAWMVOT.js in 4.1.26).
 */
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";
import { installedVersion, serve } from "toolcall-conformance-harness";

await serve({
  name: "@ai-sdk-tool/parser",
  version: installedVersion("@ai-sdk-tool/parser"),
  features: ["coerce", "mcp"],
  coerce: (tool, args) => coerceBySchema(args, tool.parameters),
});
