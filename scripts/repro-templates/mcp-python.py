# mirrors suite/harnesses/mcp_python/harness.py sha256 871ad8ee12fe2749
# mirrors suite/harnesses/python/server_kit.py sha256 a3a78af1a411f103
# __HEADER__
from __future__ import annotations

import asyncio
import json

from mcp.server.fastmcp import FastMCP
from mcp.shared.memory import create_connected_server_and_client_session
from pydantic_core import to_jsonable_python

# __TOOL__

ARGUMENTS = json.loads(
    r"""
__ARGUMENTS__
"""
)


async def main():
    server = FastMCP("repro")
    server.add_tool(__TOOL_NAME__)
    async with create_connected_server_and_client_session(server) as client:
        result = await client.call_tool("__TOOL_NAME__", ARGUMENTS)
    if result.isError:  # an error result: the server refused the call; the tool body never ran
        print("rejected: " + " ".join(getattr(block, "text", "") for block in result.content))
        return
    print(f"received: {received[0]!r}")
    # what the tool received, as JSON (pydantic's to_jsonable_python, as model_dump(mode="json") writes it)
    print(f"returned: {json.dumps(to_jsonable_python(received[0], by_alias=True))}")


try:
    asyncio.run(main())
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
