/**
 * @mariozechner/pi-ai 0.73.1: `validateToolArguments(tool, toolCall)`, as pi's agent loop calls it before
 * `tool.execute` (`@mariozechner/pi-agent-core` 0.73.1, dist/agent-loop.js `prepareToolCall`), with the tool's JSON Schema as
 * `tool.parameters`. Its documented refusal, an Error "Validation failed for tool ...", is a rejection.
 */
import { validateToolArguments } from "@mariozechner/pi-ai";
import { installedVersion, reject, serve } from "toolcall-conformance-harness";

const REFUSAL = "Validation failed for tool ";

await serve({
  name: "@mariozechner/pi-ai",
  version: installedVersion("@mariozechner/pi-ai"),
  features: ["coerce", "mcp"],
  coerce(tool, args) {
    const piTool = { name: tool.name, description: "", parameters: tool.parameters as any };
    const toolCall = { type: "toolCall" as const, id: "call_1", name: tool.name, arguments: args };
    try {
      return validateToolArguments(piTool, toolCall);
    } catch (thrown) {
      if (thrown instanceof Error && thrown.message.startsWith(REFUSAL)) reject(thrown.message);
      throw thrown;
    }
  },
});
