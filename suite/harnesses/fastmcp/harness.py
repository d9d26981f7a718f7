"""PrefectHQ fastmcp's server as an implementation: what a `FastMCP` tool receives.

Library: PyPI `fastmcp` 4.2.3 (github.com/PrefectHQ/fastmcp), as its docs write a server: a function
whose parameters are the tool's input, registered with `FastMCP.add_tool`, called through
`fastmcp.Client(server)` (the in-memory transport its docs use for tests). On `tools/call`,
`FunctionTool.run` validates the arguments with pydantic against the function's signature: lax by
default; `--strict` sets `FastMCP(strict_input_validation=True)` (strict pydantic validation,
reported as `server-fastmcp-strict`).

Each coerce request names its tool's `source` (a pydantic model or tool function of the suite); the
harness registers that model's fields as a function's parameters (a tool function, such as one
taking the model as `params`, with its own), calls the tool with the model's arguments, and answers
what the function received. A tool result with `isError` is the server refusing the call
(its input validation: the function itself never fails): a rejection. The harness never helps.
"""

from __future__ import annotations

import argparse
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


def load(strict: bool) -> Harness:
    from fastmcp import Client, FastMCP

    server = FastMCP("toolcall-conformance", strict_input_validation=strict)
    session = Session(lambda: Client(server))
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
        result = session.call(lambda client: client.call_tool_mcp(name, sent))
        if result.is_error:
            recorded.calls.clear()
            text = " ".join(getattr(block, "text", "") for block in result.content)
            raise Rejected(text or "the server answered isError without a message")
        arguments, defaults = split_defaults(sent, recorded.take())
        return {"arguments": arguments, "defaults": defaults} if defaults else {"arguments": arguments}

    name = "server-fastmcp-strict" if strict else "server-fastmcp"
    return Harness(name, version("fastmcp"), ["coerce", "mcp", "source-pydantic"], {"coerce": coerce})


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--strict", action="store_true", help="strict_input_validation=True")
    strict = parser.parse_args().strict
    sys.exit(run(lambda: load(strict)))
