"""Serve PyPI ``crewai``'s MCP tool-argument validation over the implementation protocol (SPEC §5).

Run with the Python of a venv holding only crewai and its dependencies
(``pip install --require-hashes -r toolcall_conformance/harnesses/python/crewai.txt``):

    VENV/bin/python toolcall_conformance/harnesses/python/crewai_harness.py

In crewai 1.15.30 an MCP tool's ``inputSchema`` becomes the tool's pydantic ``args_schema`` through
``MCPToolResolver._json_schema_to_pydantic`` (``crewai/mcp/tool_resolver.py``), which calls
``create_model_from_schema(schema, model_name=..., enrich_descriptions=True)``
(``crewai/utilities/pydantic_schema_utils.py``); the tool is an ``MCPNativeTool``
(``crewai/tools/mcp_native_tool.py``), and the agent runs it with ``tool.run(**arguments)``, where
``BaseTool._validate_kwargs`` (``crewai/tools/base_tool.py``) validates the arguments with
``args_schema.model_validate`` (pydantic's lax mode) and passes on ``model_dump()`` of the result.

``coerce`` does exactly that, for native and MCP tools alike (a schema-only tool has no other way
in), with an MCP client that records the arguments ``call_tool_result`` receives, in the JSON form
the MCP SDK's session sends (``model_dump()`` hands over Python objects such as ``UUID``, ``datetime``
or ``AnyUrl`` for formatted strings; the session writes them as text and non-finite floats as
null): that is the answer. A ``ValueError`` from ``_validate_kwargs`` ("Tool '...' arguments
validation failed: ...", what the agent reads back) is a rejection. A schema
``create_model_from_schema`` cannot turn into a model is a failure whose message says so: crewai's
HTTPS discovery (``_discover_mcp_tools``) then fails, while its structured-server path logs a
warning and registers the tool without a typed schema, so its arguments would pass unvalidated;
neither runs the argument step.
"""

from __future__ import annotations

import importlib.metadata
import os
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parent))

if TYPE_CHECKING:  # the harness runs as a script in a venv without the suite: `protocol` is its neighbour
    from toolcall_conformance.harnesses.python.protocol import Harness, Rejected, on_the_wire, run
else:
    from protocol import Harness, Rejected, on_the_wire, run

DISTRIBUTION = "crewai"


class RecordingClient:
    """An MCP client as ``MCPNativeTool`` uses one: connect, ``call_tool_result``, disconnect."""

    received: ClassVar[list[Any]] = []

    async def connect(self) -> None:
        return None

    async def disconnect(self) -> None:
        return None

    async def call_tool_result(self, name: str, arguments: dict[str, Any]) -> Any:
        RecordingClient.received.append(on_the_wire(name, arguments))
        return SimpleNamespace(content=[], is_error=False)


def load() -> Harness:
    os.environ.setdefault("CREWAI_DISABLE_TELEMETRY", "true")  # no network from a conformance run
    os.environ.setdefault("OTEL_SDK_DISABLED", "true")
    from crewai.mcp.tool_resolver import MCPToolResolver
    from crewai.tools.mcp_native_tool import MCPNativeTool

    def coerce(request: dict[str, Any]) -> dict[str, Any]:
        spec = request["tool"]
        name = spec.get("name") or "tool"
        try:
            model = MCPToolResolver._json_schema_to_pydantic(name, spec.get("parameters"))
        except Exception as error:
            raise RuntimeError(
                f"create_model_from_schema could not build a model: {type(error).__name__}: {error}"
            ) from error
        tool = MCPNativeTool(
            client_factory=RecordingClient,
            tool_name=name,
            tool_schema={"description": spec.get("description") or "conformance probe", "args_schema": model},
            server_name="conformance",
        )
        RecordingClient.received.clear()
        try:
            tool.run(**request["arguments"])
        except ValueError as refusal:
            if RecordingClient.received:
                raise
            raise Rejected(str(refusal)) from refusal
        return {"arguments": RecordingClient.received[-1]}

    return Harness(
        name=DISTRIBUTION,
        version=importlib.metadata.version(DISTRIBUTION),
        features=["coerce", "mcp"],
        handlers={"coerce": coerce},
    )


if __name__ == "__main__":
    sys.exit(run(load))
