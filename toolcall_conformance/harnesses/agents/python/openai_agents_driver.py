"""The OpenAI Agents SDK as an agent: an Agent with one MCP stdio server and an OpenAI-compatible model.

    python openai_agents_driver.py MODEL_BASE_URL MCP_SERVER_COMMAND PROMPT

Wired as the SDK's documentation shows it, nothing added:
- https://openai.github.io/openai-agents-python/mcp/ (MCPServerStdio(params={"command", "args"}) as an
  async context manager, passed as `mcp_servers=[server]`)
- https://openai.github.io/openai-agents-python/models/#using-other-llm-providers
  (OpenAIChatCompletionsModel(model=..., openai_client=AsyncOpenAI(base_url=..., api_key=...)),
  tracing turned off with set_tracing_disabled(True) when the key is not OpenAI's)
- https://openai.github.io/openai-agents-python/running_agents/ (Runner.run; max_turns raised from
  its default of 10 so that one process walks many cases)
"""

import asyncio
import sys

from agents import Agent, OpenAIChatCompletionsModel, Runner, set_tracing_disabled
from agents.mcp import MCPServerStdio
from openai import AsyncOpenAI


async def main(base_url: str, command: str, prompt: str) -> None:
    set_tracing_disabled(True)
    async with MCPServerStdio(params={"command": command, "args": []}) as server:
        client = AsyncOpenAI(base_url=base_url, api_key="scripted-model")
        model = OpenAIChatCompletionsModel(model="scripted-model", openai_client=client)
        agent = Agent(
            name="conformance",
            instructions="Call the tools as the user asks.",
            model=model,
            mcp_servers=[server],
        )
        result = await Runner.run(agent, prompt, max_turns=10000)
        print(result.final_output)


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))
