"""Capture the `inputSchema` the official MCP Python SDK advertises for the suite's pydantic models.

Run with the `mcp` package installed (it is not a dependency of the suite):

    python -m venv /tmp/mcp-venv && /tmp/mcp-venv/bin/pip install "mcp==<version>"
    /tmp/mcp-venv/bin/python toolcall_conformance/generators/fastmcp_capture.py \
        > toolcall_conformance/generators/captures/fastmcp-mcp-<version>.json

Every model is registered on an in-process server (`FastMCP` in mcp 1.x, `MCPServer` in 2.x) in two
styles a server author writes: `fields` (the model's fields are the tool function's parameters) and
`wrapped` (one parameter `params` annotated with the model). The schemas are read back through an
in-memory client session's `tools/list`, exactly as a client receives them.
"""

from __future__ import annotations

import asyncio
import json
import platform
import sys
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pydantic

from toolcall_conformance.generators import pydantic_models

MCP_VERSION = version("mcp")
MCP_MAJOR = int(MCP_VERSION.split(".")[0])


def tool_functions() -> list[tuple[str, str, str, Callable[..., Any]]]:
    """(tool name, model name, style, function) for every model and style."""
    functions = []
    for name, target in sorted(pydantic_models.MODELS.items()):
        functions.append((name, name, "fields", pydantic_models.tool_function(name, target)))
        if pydantic_models.is_model(target):
            wrapped = pydantic_models.wrapped_function(name, target)
            functions.append((f"{name}.wrapped", name, "wrapped", wrapped))
    return functions


# `mcp` is installed only in the capture venv, never in the suite's, hence the import ignores.


def make_server() -> Any:
    if MCP_MAJOR >= 2:
        from mcp.server.mcpserver import MCPServer  # type: ignore[import-not-found]

        return MCPServer("capture")
    from mcp.server.fastmcp import FastMCP  # type: ignore[import-not-found]

    return FastMCP("capture")


async def listed_input_schemas(server: Any) -> tuple[str, dict[str, dict[str, Any]]]:
    """The negotiated protocol version, and `tools/list` through an in-memory client by name."""
    if MCP_MAJOR >= 2:
        from mcp import Client  # type: ignore[import-not-found]

        async with Client(server) as client:
            listed = await client.list_tools()
            protocol = str(client.protocol_version)
        return protocol, {tool.name: tool.input_schema for tool in listed.tools}
    from mcp.shared.memory import create_connected_server_and_client_session  # type: ignore[import-not-found]
    from mcp.types import LATEST_PROTOCOL_VERSION  # type: ignore[import-not-found]

    async with create_connected_server_and_client_session(server._mcp_server) as session:
        listed = await session.list_tools()
    return LATEST_PROTOCOL_VERSION, {tool.name: tool.inputSchema for tool in listed.tools}


def arguments_model_schema(server: Any, tool_name: str) -> dict[str, Any]:
    """What the SDK's own arguments model emits, to show the listing adds nothing to it."""
    tool = server._tool_manager.get_tool(tool_name)
    schema: dict[str, Any] = tool.fn_metadata.arg_model.model_json_schema(by_alias=True)
    return schema


def capture() -> dict[str, Any]:
    server = make_server()
    functions = tool_functions()
    for tool_name, _, _, function in functions:
        server.add_tool(function, name=tool_name)
    protocol, listed = asyncio.run(listed_input_schemas(server))
    schemas = []
    for tool_name, model_name, style, function in functions:
        input_schema = listed[tool_name]
        target = pydantic_models.MODELS[model_name]
        schemas.append(
            {
                "name": tool_name,
                "model": pydantic_models.model_path(target),
                "style": style,
                "function": function.__name__,
                "equals_arguments_model_schema": input_schema == arguments_model_schema(server, tool_name),
                "equals_native_schema": input_schema == pydantic_models.native_schema(target),
                "schema": input_schema,
            }
        )
    return {"provenance": provenance(protocol), "schemas": schemas}


def provenance(protocol: str) -> dict[str, Any]:
    server_class = "mcp.server.mcpserver.MCPServer" if MCP_MAJOR >= 2 else ("mcp.server.fastmcp.FastMCP")
    return {
        "what": "inputSchema from tools/list of an in-process MCP server, via an in-memory client",
        "mcp_version": MCP_VERSION,
        "server_class": server_class,
        "protocol_version": protocol,
        "pydantic_version": pydantic.VERSION,
        "python_version": platform.python_version(),
        "reproduce": [
            "python3.11 -m venv /tmp/mcp-venv",
            f'/tmp/mcp-venv/bin/pip install "mcp=={MCP_VERSION}" "pydantic=={pydantic.VERSION}"',
            "/tmp/mcp-venv/bin/python toolcall_conformance/generators/fastmcp_capture.py"
            f" > toolcall_conformance/generators/captures/fastmcp-mcp-{MCP_VERSION}.json",
        ],
    }


if __name__ == "__main__":
    json.dump(capture(), sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")
