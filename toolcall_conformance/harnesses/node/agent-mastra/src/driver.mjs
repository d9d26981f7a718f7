// Mastra as an agent: an Agent given the tools of an MCPClient (one stdio server) and an
// OpenAI-compatible model, asked once with agent.generate.
//
//     node driver.mjs MODEL_BASE_URL MCP_SERVER_COMMAND PROMPT
//
// Wired as Mastra's documentation shows it, nothing added:
// - https://mastra.ai/docs/tools-mcp/mcp-overview (new MCPClient({servers: {name: {command, args}}}),
//   `tools: await mcp.listTools()` on the Agent; mcp.disconnect() when done)
// - https://mastra.ai/models (an OpenAI-compatible endpoint as a model config {id: "provider/model",
//   url, apiKey})
// - https://mastra.ai/reference/agents/generate (maxSteps: the default stops the loop after 5 steps)
import { Agent } from "@mastra/core/agent";
import { MCPClient } from "@mastra/mcp";

const [url, command, prompt] = process.argv.slice(2);
const mcp = new MCPClient({ servers: { recorder: { command, args: [] } } });
try {
  const agent = new Agent({
    id: "conformance",
    name: "conformance",
    instructions: "Call the tools as the user asks.",
    model: { id: "scripted/scripted-model", url, apiKey: "scripted-model" },
    tools: await mcp.listTools(),
  });
  const result = await agent.generate(prompt, { maxSteps: 10000 });
  console.log(result.text);
} finally {
  await mcp.disconnect();
}
