/** @ai-sdk-tool/parser: `coerceBySchema(arguments, inputSchema)`, as its tool-call middleware runs it. */
import { coerceBySchema } from "@ai-sdk-tool/parser/schema-coerce";
import { installedVersion, serve } from "toolcall-conformance-harness";

await serve({
  name: "@ai-sdk-tool/parser",
  version: installedVersion("@ai-sdk-tool/parser"),
  features: ["coerce", "mcp"],
  coerce: (tool, args) => coerceBySchema(args, tool.parameters),
});
