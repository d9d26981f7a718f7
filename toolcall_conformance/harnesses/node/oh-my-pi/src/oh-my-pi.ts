/**
 * @oh-my-pi/pi-ai 18.2.3 on Bun: `validateToolArguments(tool, toolCall)`, as its agent loop calls it
 * (`@oh-my-pi/pi-agent-core` 18.2.3, src/agent-loop.ts), with the tool's JSON Schema as
 * `tool.parameters`. Its documented refusal, a ValidationError "Validation failed for tool ...", is
 * a rejection.
 */
import { validateToolArguments } from "@oh-my-pi/pi-ai";
import { installedVersion, reject, serve } from "../../src/protocol.ts";

const REFUSAL = "Validation failed for tool ";

await serve({
  name: "@oh-my-pi/pi-ai",
  version: installedVersion("@oh-my-pi/pi-ai", import.meta.url),
  features: ["coerce", "mcp"],
  coerce(tool, args) {
    const ompTool = { name: tool.name, description: "", parameters: tool.parameters as any };
    const toolCall = { type: "toolCall" as const, id: "call_1", name: tool.name, arguments: args };
    try {
      return validateToolArguments(ompTool, toolCall);
    } catch (thrown) {
      if (thrown instanceof Error && thrown.message.startsWith(REFUSAL)) reject(thrown.message);
      throw thrown;
    }
  },
});
