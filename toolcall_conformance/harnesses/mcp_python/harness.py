"""The MCP Python SDK's server as an implementation: what a FastMCP (1.x) / MCPServer (2.x) tool receives.

Library: PyPI `mcp` (github.com/modelcontextprotocol/python-sdk), 1.30.0 (`mcp.server.fastmcp.FastMCP`)
or 2.3.0 (`mcp.server.mcpserver.MCPServer`), as its README's quickstart writes a server: a function
whose parameters are the tool's input, registered with `add_tool`, called through the SDK's own
client connected in process (1.x `mcp.shared.memory.create_connected_server_and_client_session`,
2.x `mcp.Client(server)`). On `tools/call` the SDK runs `func_metadata.call_fn_with_arg_validation`
(`pre_parse_json`, then the arguments model's lax `model_validate`) before the function.

Each coerce request names its tool's `source` (a pydantic model or tool function of the suite). The
tool is the function `server_kit.source_coerce` builds from it (the model's fields as its parameters;
a tool function, such as one taking the model as `params`, with its own) and registers with
`add_tool`; it is called with the client's `call_tool` with the model's arguments and answers what
the function received. A tool result with `isError` is the server refusing the call (its input
validation: the function itself never fails): a rejection. The harness never helps.
"""

from __future__ import annotations

import sys
from importlib.metadata import version
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "python"))

if TYPE_CHECKING:
    from toolcall_conformance.harnesses.python.protocol import Harness, run
    from toolcall_conformance.harnesses.python.server_kit import Session, source_coerce
else:
    from protocol import Harness, run
    from server_kit import Session, source_coerce

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

    def call(name: str, sent: Any) -> Any:
        return session.call(lambda client: client.call_tool(name, sent))

    coerce = source_coerce(server.add_tool, call)

    name = "server-mcp-python" if MAJOR < 2 else "server-mcp-python-2"
    return Harness(name, MCP_VERSION, ["coerce", "mcp", "source-pydantic"], {"coerce": coerce})


if __name__ == "__main__":
    sys.exit(run(load))
