"""The suite's reference implementation of SPEC §1-4: the contract written as code.

`prepare_arguments` is the argument step (ingestion for MCP tools, key unmapping, coercion);
`split_tool_calls` is batch splitting. Both return new values and never raise on JSON input.
"""

from __future__ import annotations

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


def prepare_arguments(tool: dict[str, Any], arguments: dict[str, Any]) -> dict[str, Any]:
    """What the tool receives for `arguments` emitted by the model against `tool["parameters"]`."""
    if not isinstance(arguments, dict):
        return copy_json(arguments)
    parameters: Any = tool.get("parameters") if isinstance(tool, dict) else None
    if isinstance(tool, dict) and tool.get("origin") == "mcp":
        parameters = ingest_mcp_schema(parameters)
    resolver = Resolver(parameters)
    unmapped = Unmapper(resolver).unmap(arguments, parameters)
    return Coercer(resolver).coerce_arguments(unmapped, parameters)
