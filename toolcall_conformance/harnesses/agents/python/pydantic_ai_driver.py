"""pydantic-ai as an agent: an Agent with an MCP toolset over stdio and an OpenAI-compatible model.

    python pydantic_ai_driver.py MODEL_BASE_URL MCP_SERVER_COMMAND PROMPT

Wired as pydantic-ai's documentation shows it, nothing added:
- https://ai.pydantic.dev/mcp/client/ (MCPToolset(StdioTransport(command, args)) in `toolsets=[...]`;
  `async with agent:` keeps the server running for the run)
- https://ai.pydantic.dev/models/openai/#openai-compatible-models
  (OpenAIChatModel(name, provider=OpenAIProvider(base_url=..., api_key=...)))
- https://ai.pydantic.dev/agents/#usage-limits (UsageLimits(request_limit=None): the default stops a
  run after 50 requests, and one process walks many cases)
"""

import asyncio
import sys

from pydantic_ai import Agent
from pydantic_ai.mcp import MCPToolset, StdioTransport
from pydantic_ai.models.openai import OpenAIChatModel
from pydantic_ai.providers.openai import OpenAIProvider
from pydantic_ai.usage import UsageLimits


async def main(base_url: str, command: str, prompt: str) -> None:
    toolset = MCPToolset(StdioTransport(command, []))
    model = OpenAIChatModel(
        "scripted-model", provider=OpenAIProvider(base_url=base_url, api_key="scripted-model")
    )
    agent = Agent(model, toolsets=[toolset])
    async with agent:
        result = await agent.run(prompt, usage_limits=UsageLimits(request_limit=None))
    print(result.output)


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))
