"""Which tool the agent presented a case's call goes to: the case's tool by its own name, or behind the
prefix the agent gave it (`mcp__recorder__list_issues`, `mcp_recorder_list_issues`)."""

from __future__ import annotations

import re

from toolcall_conformance.harnesses.agents.wires import Presented

SERVER = "recorder"  # the MCP server's name in every agent's configuration


def find(tools: list[Presented], name: str) -> Presented | None:
    """The presented tool that is `name`, exactly or behind a prefix ending in a separator."""
    exact = [tool for tool in tools if tool.name == name]
    if exact:
        return exact[0]
    pattern = re.compile(rf".*[^A-Za-z0-9]{re.escape(name)}")
    behind = [tool for tool in tools if pattern.fullmatch(tool.name)]
    return behind[0] if len(behind) == 1 else None
