"""PrefectHQ fastmcp's server as an implementation: what a `FastMCP` tool receives.

Library: PyPI `fastmcp` 4.2.3 (github.com/PrefectHQ/fastmcp), as its docs write a server: a function
whose parameters are the tool's input, registered with `FastMCP.add_tool`, called through
`fastmcp.Client(server)` (the in-memory transport its docs use for tests). On `tools/call`,
`FunctionTool.run` validates the arguments with pydantic against the function's signature: lax by
default; `--strict` sets `FastMCP(strict_input_validation=True)` (strict pydantic validation,
reported as `server-fastmcp-strict`).

Each coerce request names its tool's `source` (a pydantic model or tool function of the suite). The
tool is the function `server_kit.source_coerce` builds from it (the model's fields as its parameters;
a tool function, such as one taking the model as `params`, with its own) and registers with
`add_tool`; it is called with `Client.call_tool_mcp` with the model's arguments and answers what the function
received. A tool result with `isError` is the server refusing the call (its input validation: the
function itself never fails): a rejection. The harness never helps.
"""

from __future__ import annotations

import argparse
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


def load(strict: bool) -> Harness:
    from fastmcp import Client, FastMCP

    server = FastMCP("toolcall-conformance", strict_input_validation=strict)
    session = Session(lambda: Client(server))

    def call(name: str, sent: Any) -> Any:
        return session.call(lambda client: client.call_tool_mcp(name, sent))

    coerce = source_coerce(server.add_tool, call)

    name = "server-fastmcp-strict" if strict else "server-fastmcp"
    return Harness(name, version("fastmcp"), ["coerce", "mcp", "source-pydantic"], {"coerce": coerce})


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--strict", action="store_true", help="strict_input_validation=True")
    strict = parser.parse_args().strict
    sys.exit(run(lambda: load(strict)))
