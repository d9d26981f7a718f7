"""Google ADK as an agent: an LlmAgent with an McpToolset over stdio and a LiteLLM model.

    python google_adk_driver.py MODEL_BASE_URL MCP_SERVER_COMMAND PROMPT

Wired as ADK's documentation shows it, nothing added:
- https://google.github.io/adk-docs/tools-custom/mcp-tools/ (McpToolset(connection_params=
  StdioConnectionParams(server_params=StdioServerParameters(command, args))) in the agent's tools;
  `await toolset.close()` when done)
- https://google.github.io/adk-docs/agents/models/#using-openai-compatible-endpoints-via-litellm
  (LiteLlm(model="openai/<name>", api_base=..., api_key=...))
- https://google.github.io/adk-docs/runtime/ (InMemoryRunner, a session, run_async over the events)
LiteLLM reads its model cost map from the network unless LITELLM_LOCAL_MODEL_COST_MAP=True (its
docs: https://docs.litellm.ai/docs/completion/token_usage); the row sets it.
"""

import asyncio
import sys

from google.adk.agents import LlmAgent
from google.adk.models.lite_llm import LiteLlm
from google.adk.runners import InMemoryRunner
from google.adk.tools.mcp_tool import McpToolset, StdioConnectionParams
from google.genai import types
from mcp import StdioServerParameters  # type: ignore[import-not-found]


async def main(base_url: str, command: str, prompt: str) -> None:
    toolset = McpToolset(
        connection_params=StdioConnectionParams(server_params=StdioServerParameters(command=command, args=[]))
    )
    model = LiteLlm(model="openai/scripted-model", api_base=base_url, api_key="scripted-model")
    agent = LlmAgent(
        name="conformance", model=model, instruction="Call the tools as the user asks.", tools=[toolset]
    )
    runner = InMemoryRunner(agent=agent, app_name="conformance")
    session = await runner.session_service.create_session(app_name="conformance", user_id="user")
    message = types.Content(role="user", parts=[types.Part(text=prompt)])
    try:
        async for event in runner.run_async(user_id="user", session_id=session.id, new_message=message):
            if event.is_final_response() and event.content and event.content.parts:
                print(event.content.parts[0].text)
    finally:
        await toolset.close()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))
