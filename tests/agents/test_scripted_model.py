"""The scripted model calls the tool the agent presented for a case: the case's tool by its own name or
behind a prefix; of several tools ending in that name, the recording server's."""

from __future__ import annotations

from toolcall_conformance.harnesses.agents.matching import find
from toolcall_conformance.harnesses.agents.wires import Presented


def named(names: list[str], name: str) -> str | None:
    found = find([Presented(each, {"type": "object"}) for each in names], name)
    return None if found is None else found.name


def test_a_tool_is_found_by_its_name_or_behind_a_prefix():
    assert named(["read_file", "search"], "search") == "search"
    assert named(["Bash", "mcp__recorder__search"], "search") == "mcp__recorder__search"
    assert named(["Bash", "mcp__recorder__search_items"], "search") is None
    assert named(["Bash", "websearch"], "search") is None  # no separator before the name


def test_an_agents_own_tool_ending_in_the_name_does_not_hide_the_servers():
    presented = ["google_web_search", "mcp_recorder_search", "mcp_recorder_search_items"]  # gemini-cli
    assert named(presented, "search") == "mcp_recorder_search"


def test_of_the_servers_tools_ending_in_the_name_the_one_with_the_shortest_prefix():
    assert named(["mcp_recorder_web_search", "mcp_recorder_search"], "search") == "mcp_recorder_search"
    assert named(["google_web_search", "bing_web_search"], "search") is None  # no server's: ambiguous
