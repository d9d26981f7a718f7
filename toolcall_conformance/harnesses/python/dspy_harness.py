"""Serve PyPI ``dspy``'s tool-argument validation over the implementation protocol (SPEC §5).

Run with the Python of a venv holding only dspy and its dependencies
(``pip install --require-hashes -r toolcall_conformance/harnesses/python/dspy.txt``):

    VENV/bin/python toolcall_conformance/harnesses/python/dspy_harness.py

A tool defined by a JSON Schema reaches dspy 3.4.1 through ``dspy.Tool.from_mcp_tool(session, tool)``
(``dspy/utils/mcp.py``, ``convert_mcp_tool``): ``convert_input_schema_to_tool_args`` turns each
top-level property into the tool's ``args`` (its ``$defs`` refs expanded) and ``arg_types``, and the
tool's function forwards its keyword arguments to ``session.call_tool``, and a result with
nothing in it is read back as an empty answer. ``dspy.ReAct`` calls it as
``await tool.acall(**next_tool_args)`` (``dspy/predict/react.py``); ``Tool._validate_and_parse_args``
(``dspy/adapters/types/tool.py``) checks each argument with ``jsonschema.validate`` and parses it
through a pydantic wrapper of its ``arg_types`` entry before calling.

``coerce`` does exactly that, for native and MCP tools alike (a schema-only tool has no other way
in), with the tool listed as the MCP SDK's ``mcp.types.Tool`` (dspy's ``mcp`` extra) and a session
that records the arguments ``call_tool`` receives, in the JSON form the MCP SDK's session sends:
that is the answer. When ``_validate_and_parse_args`` raises ``ValueError`` (a failed
``jsonschema`` check, an argument the tool does not declare, a pydantic ``ValidationError``), ReAct
tells the model "Execution error in NAME: ..." and the tool is not called: a rejection. Anything
else (a ``$ref`` it cannot resolve, a schema ``jsonschema`` refuses) is a failure.
"""

from __future__ import annotations

import asyncio
import importlib.metadata
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

if TYPE_CHECKING:  # the harness runs as a script in a venv without the suite: `protocol` is its neighbour
    from toolcall_conformance.harnesses.python.protocol import Harness, Rejected, on_the_wire, run
else:
    from protocol import Harness, Rejected, on_the_wire, run

DISTRIBUTION = "dspy"


class RecordingSession:
    """An MCP client session as dspy's bridge uses it: ``call_tool(name, arguments=...)``."""

    def __init__(self) -> None:
        self.received: list[Any] = []

    async def call_tool(self, name: str, arguments: dict[str, Any] | None = None) -> Any:
        self.received.append(on_the_wire(name, arguments or {}))
        from mcp.types import CallToolResult  # type: ignore[import-not-found]

        return CallToolResult(content=[])


def load() -> Harness:
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise
    import dspy
    from mcp.types import Tool as McpTool

    loop = asyncio.new_event_loop()
    session = RecordingSession()

    def coerce(request: dict[str, Any]) -> dict[str, Any]:
        spec = request["tool"]
        name = spec.get("name") or "tool"
        listed = McpTool.model_validate(
            {"name": name, "description": spec.get("description"), "inputSchema": spec.get("parameters")}
        )
        tool = dspy.Tool.from_mcp_tool(session, listed)
        session.received.clear()
        try:
            loop.run_until_complete(tool.acall(**request["arguments"]))
        except ValueError as refusal:
            if session.received:  # the call went out; what failed came after it
                raise
            raise Rejected(f"Execution error in {name}: {refusal}") from refusal
        return {"arguments": session.received[-1]}

    return Harness(
        name=DISTRIBUTION,
        version=importlib.metadata.version(DISTRIBUTION),
        features=["coerce", "mcp"],
        handlers={"coerce": coerce},
    )


if __name__ == "__main__":
    sys.exit(run(load))
