"""The recording MCP server an agent under test is pointed at (stdio, the official SDK's low-level server).

    python recorder.py TOOLS_FILE LOG_FILE

It advertises each tool of TOOLS_FILE (a JSON list of {"name", "inputSchema"}) with its inputSchema as
declared: no validation, no rewriting. Each `tools/call` is appended to LOG_FILE as one JSON line,
{"name", "arguments"} exactly as they arrived, and answered with a short text result.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp.types as types  # type: ignore[import-not-found]
from mcp.server.lowlevel import Server  # type: ignore[import-not-found]
from mcp.server.stdio import stdio_server  # type: ignore[import-not-found]

RESULT = "recorded"


def serve(tools_file: Path, log_file: Path) -> None:
    declared = json.loads(tools_file.read_text("utf-8"))
    tools = [
        types.Tool(
            name=tool["name"], description=tool.get("description", ""), inputSchema=tool["inputSchema"]
        )
        for tool in declared
    ]
    server = Server("recorder")

    async def list_tools() -> list[Any]:
        return tools

    async def call_tool(name: str, arguments: dict[str, Any]) -> list[Any]:
        with log_file.open("a", encoding="utf-8") as log:
            log.write(json.dumps({"name": name, "arguments": arguments}, ensure_ascii=False) + "\n")
        return [types.TextContent(type="text", text=RESULT)]

    server.list_tools()(list_tools)
    server.call_tool(validate_input=False)(call_tool)  # the arguments as they came: never validated

    async def main() -> None:
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    anyio.run(main)


if __name__ == "__main__":
    serve(Path(sys.argv[1]), Path(sys.argv[2]))
