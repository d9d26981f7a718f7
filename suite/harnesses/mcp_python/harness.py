"""The MCP Python SDK's server as an implementation: what a FastMCP (1.x) / MCPServer (2.x) tool receives.

Library: PyPI `mcp` (github.com/modelcontextprotocol/python-sdk), 1.30.0 (`mcp.server.fastmcp.FastMCP`)
or 2.3.0 (`mcp.server.mcpserver.MCPServer`), as its README's quickstart writes a server: a function
whose parameters are the tool's input, registered with `add_tool`, called through the SDK's own
client connected in process (1.x `mcp.shared.memory.create_connected_server_and_client_session`,
2.x `mcp.Client(server)`). On `tools/call` the SDK runs `func_metadata.call_fn_with_arg_validation`
(`pre_parse_json`, then the arguments model's lax `model_validate`) before the function.

Each coerce request names its tool's `source` (a pydantic model or tool function of the suite); the
harness registers that model's fields as a function's parameters (a tool function, such as one
taking the model as `params`, with its own), calls the tool with the model's arguments, and answers
what the function received. A tool result with `isError` is the server refusing the call
(its input validation: the function itself never fails): a rejection. The harness never helps.
"""

from __future__ import annotations

import sys
from importlib.metadata import version
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "python"))

if TYPE_CHECKING:
    from suite.harnesses.python.protocol import Harness, Rejected, run
    from suite.harnesses.python.server_kit import Recorded, Session, split_defaults, target_of
else:
    from protocol import Harness, Rejected, run
    from server_kit import Recorded, Session, split_defaults, target_of

MCP_VERSION = version("mcp")
MAJOR = int(MCP_VERSION.split(".")[0])


def load() -> Harness:
    if MAJOR >= 2:
        from mcp import Client  # type: ignore[import-not-found]
        from mcp.server.mcpserver import MCPServer  # type: ignore[import-not-found]

        server: Any = MCPServer("toolcall-conformance")

        def connect() -> Any:
            return Client(server)
    else:
        from mcp.server.fastmcp import FastMCP  # type: ignore[import-not-found]
        from mcp.shared.memory import create_connected_server_and_client_session  # type: ignore[import-not-found]

        server = FastMCP("toolcall-conformance")

        def connect() -> Any:
            return create_connected_server_and_client_session(server)

    session = Session(connect)
    tools: dict[str, Recorded] = {}

    def coerce(request: dict[str, Any]) -> dict[str, Any]:
        source, sent = request["tool"].get("source"), request["arguments"]
        if source is None:
            raise ValueError("the request names no source to build the tool from")
        key = f"{source['module']}:{source['model']}"
        recorded = tools.get(key)
        if recorded is None:
            recorded = tools[key] = Recorded(f"tool_{len(tools)}", target_of(source))
            server.add_tool(recorded.function)
        name = recorded.function.__name__
        result = session.call(lambda client: client.call_tool(name, sent))
        if getattr(result, "isError", None) or getattr(result, "is_error", None):  # 1.x / 2.x spelling
            recorded.calls.clear()
            text = " ".join(getattr(block, "text", "") for block in result.content)
            raise Rejected(text or "the server answered isError without a message")
        arguments, defaults = split_defaults(sent, recorded.take())
        return {"arguments": arguments, "defaults": defaults} if defaults else {"arguments": arguments}

    name = "server-mcp-python" if MAJOR < 2 else "server-mcp-python-2"
    return Harness(name, MCP_VERSION, ["coerce", "mcp", "source-pydantic"], {"coerce": coerce})


if __name__ == "__main__":
    sys.exit(run(load))
