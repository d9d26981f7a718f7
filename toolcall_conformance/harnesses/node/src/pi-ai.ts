/**
 * @mariozechner/pi-ai 0.73.1: `validateToolArguments(tool, toolCall)`, as pi's agent loop calls it before
 * `tool.execute` (`@mariozechner/pi-agent-core` 0.73.1, dist/agent-loop.js `prepareToolCall`), with the tool's JSON Schema as
 * `tool.parameters`. Its documented refusal, an Error "Validation failed for tool ...", is a rejection.
 *
 * `--from dist/utils/validation.js` imports the function from that file of the package instead of its
 * index: releases before 0.15.0 kept it out of the index (and had no `exports` map to hide the file).
 */
import { installedVersion, reject, serve } from "toolcall-conformance-harness";

const PACKAGE = "@mariozechner/pi-ai";
const REFUSAL = "Validation failed for tool ";

const at = process.argv.indexOf("--from");
const from = at >= 0 ? `${PACKAGE}/${process.argv[at + 1]}` : PACKAGE;
const { validateToolArguments } = await import(from);

await serve({
  name: PACKAGE,
  version: installedVersion(PACKAGE),
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
