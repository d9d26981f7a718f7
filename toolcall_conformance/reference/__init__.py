"""The suite's reference implementation of SPEC §1-4: the contract written as code.

`prepare_arguments` is the argument step (ingestion for MCP tools, key unmapping, coercion);
`split_tool_calls` is batch splitting. Both return new values and never raise on JSON input.
"""

from __future__ import annotations

import marshal
from functools import lru_cache
from importlib import metadata
from typing import Any

from .coerce import Coercer
from .ingest import ingest_mcp_schema
from .jsonvalue import copy_json
from .keys import Unmapper
from .refs import Resolver
from .split import split_tool_calls

NAME = "toolcall-conformance-reference"
LANGUAGE = "python"
try:
    VERSION = metadata.version("toolcall-conformance")
except metadata.PackageNotFoundError:  # running from a source tree that is not installed
    VERSION = "0.0.0"

__all__ = ["LANGUAGE", "NAME", "VERSION", "prepare_arguments", "split_tool_calls"]


def _kept(parameters: Any, mcp: bool) -> tuple[Any, Resolver]:
    """The schema as the agent keeps it (ingested when it came from MCP) and its resolver."""
    kept = ingest_mcp_schema(parameters) if mcp else parameters
    return kept, Resolver(kept)


@lru_cache(maxsize=64)
def _kept_for_bytes(data: bytes, mcp: bool) -> tuple[Any, Resolver]:
    """`_kept` for a tool seen again: an agent ingests a tool once and calls it many times. The
    schema is decoded from its marshal bytes (which tell `1` from `1.0` and `true`, and keep key
    order), so it is the cache's own; nothing downstream changes it."""
    return _kept(marshal.loads(data), mcp)


def prepare_arguments(tool: dict[str, Any], arguments: dict[str, Any]) -> dict[str, Any]:
    """What the tool receives for `arguments` emitted by the model against `tool["parameters"]`."""
    if not isinstance(arguments, dict):
        return copy_json(arguments)
    parameters: Any = tool.get("parameters") if isinstance(tool, dict) else None
    mcp = isinstance(tool, dict) and tool.get("origin") == "mcp"
    try:
        parameters, resolver = _kept_for_bytes(marshal.dumps(parameters, 2), mcp)
    except ValueError:  # deeper than marshal goes, or not JSON data: no cache
        parameters, resolver = _kept(parameters, mcp)
    unmapped = Unmapper(resolver).unmap(arguments, parameters)
    return Coercer(resolver).coerce_arguments(unmapped, parameters)
