// The Vercel AI SDK as an agent: an MCP stdio client's tools given to generateText with an
// OpenAI-compatible model, the loop run until the model stops calling tools.
//
//     node driver.mjs MODEL_BASE_URL MCP_SERVER_COMMAND PROMPT
//
// Wired as the SDK's documentation shows it, nothing added:
// - https://ai-sdk.dev/docs/ai-sdk-core/mcp-tools (createMCPClient from @ai-sdk/mcp with the
//   StdioMCPTransport of @ai-sdk/mcp/mcp-stdio; `await client.tools()` passed as `tools`; close the
//   client when done)
// - https://ai-sdk.dev/providers/openai-compatible-providers (createOpenAICompatible({name, baseURL,
//   apiKey}), a model by id)
// - https://ai-sdk.dev/docs/ai-sdk-core/tools-and-tool-calling#multi-step-calls (stopWhen with
//   stepCountIs: without it generateText stops after the first step)
import { createMCPClient } from "@ai-sdk/mcp";
import { StdioMCPTransport } from "@ai-sdk/mcp/mcp-stdio";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, stepCountIs } from "ai";

const [baseURL, command, prompt] = process.argv.slice(2);
const client = await createMCPClient({ transport: new StdioMCPTransport({ command, args: [] }) });
try {
  const provider = createOpenAICompatible({ name: "scripted", baseURL, apiKey: "scripted-model" });
  const result = await generateText({
    model: provider("scripted-model"),
    tools: await client.tools(),
    stopWhen: stepCountIs(10000),
    prompt,
  });
  console.log(result.text);
} finally {
  await client.close();
}
