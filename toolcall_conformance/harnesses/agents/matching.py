"""Which tool the agent presented a case's call goes to: the case's tool by its own name, or behind the
prefix the agent gave it (`mcp__recorder__list_issues`, `mcp_recorder_list_issues`)."""

from __future__ import annotations

import re

from toolcall_conformance.harnesses.agents.wires import Presented

SERVER = "recorder"  # the MCP server's name in every agent's configuration


def find(tools: list[Presented], name: str) -> Presented | None:
    """The presented tool that is `name`, exactly or behind a prefix ending in a separator. Of several
    behind a prefix (an agent's own tool may end the same way: gemini-cli's `google_web_search` beside
    the server's `mcp_recorder_search`), those whose prefix names the recording server are kept, and of
    these the one with the shortest prefix (`mcp_recorder_search` beside `mcp_recorder_web_search`)."""
    exact = [tool for tool in tools if tool.name == name]
    if exact:
        return exact[0]
    pattern = re.compile(rf"(.*[^A-Za-z0-9]){re.escape(name)}")
    behind = [(len(match[1]), tool) for tool in tools if (match := pattern.fullmatch(tool.name))]
    if len(behind) > 1:
        servers = [(length, tool) for length, tool in behind if SERVER in tool.name[:length]]
        shortest = min((length for length, _ in servers), default=0)
        behind = [(length, tool) for length, tool in servers if length == shortest]
    return behind[0][1] if len(behind) == 1 else None
