"""A small MCP server written with the MCP Python SDK (FastMCP, stdio): a pydantic model behind $defs.

Run it with the Python of the suite's `mcp-python` environment; `scan` lists its tools.
"""

from mcp.server.fastmcp import FastMCP
from pydantic import BaseModel, RootModel


class Count(RootModel[int]):
    """How many issues to list."""


class Filters(BaseModel):
    labels: list[str] = []


server = FastMCP("scan-fixture")


@server.tool()
def list_issues(count: Count, filters: Filters | None = None, title: str = "") -> str:
    """List issues."""
    return "never called by scan"


if __name__ == "__main__":
    server.run("stdio")
