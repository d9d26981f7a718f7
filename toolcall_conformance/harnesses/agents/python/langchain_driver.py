"""LangChain as an agent: create_agent with the tools of LangChain's MCP adapters and ChatOpenAI.

    python langchain_driver.py MODEL_BASE_URL MCP_SERVER_COMMAND PROMPT

Wired as LangChain's documentation shows it, nothing added:
- https://docs.langchain.com/oss/python/langchain/mcp (MultiServerMCPClient({name: {"transport":
  "stdio", "command", "args"}}), `await client.get_tools()`, create_agent(model, tools), ainvoke with
  {"messages": [...]})
- https://docs.langchain.com/oss/python/integrations/chat/openai (ChatOpenAI(model=..., base_url=...,
  api_key=...) for an OpenAI-compatible endpoint)
- https://docs.langchain.com/oss/python/langgraph/graph-api#recursion-limit (recursion_limit raised
  from its default of 25 steps so that one process walks many cases)
"""

import asyncio
import sys

from langchain.agents import create_agent
from langchain_mcp_adapters.client import MultiServerMCPClient
from langchain_openai import ChatOpenAI


async def main(base_url: str, command: str, prompt: str) -> None:
    client = MultiServerMCPClient({"recorder": {"transport": "stdio", "command": command, "args": []}})
    tools = await client.get_tools()
    model = ChatOpenAI(model="scripted-model", base_url=base_url, api_key="scripted-model")
    agent = create_agent(model, tools)
    result = await agent.ainvoke(
        {"messages": [{"role": "user", "content": prompt}]}, {"recursion_limit": 100000}
    )
    print(result["messages"][-1].content)


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))
