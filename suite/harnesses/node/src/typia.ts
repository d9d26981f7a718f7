/** @typia/utils: `LlmJson.coerce(arguments, parameters)`, the tool's JSON Schema taken as typia's parameters schema. */
import { LlmJson } from "@typia/utils";
import { installedVersion, serve } from "toolcall-conformance-harness";

await serve({
  name: "@typia/utils",
  version: installedVersion("@typia/utils"),
  features: ["coerce", "mcp"],
  coerce: (tool, args) => LlmJson.coerce(args, tool.parameters as any),
});
