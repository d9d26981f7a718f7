"""Serve PyPI ``openhands-sdk``'s tool-call argument step over the implementation protocol (SPEC §5).

Run with the Python (3.12 or newer) of a venv holding only openhands-sdk and its dependencies
(``pip install --require-hashes -r toolcall_conformance/harnesses/python/openhands.txt``):

    VENV/bin/python toolcall_conformance/harnesses/python/openhands_harness.py

A tool defined by a JSON Schema reaches openhands-sdk 1.58.2 as an MCP tool: an
``MCPToolDefinition`` (``openhands/sdk/mcp/tool.py``) holding the ``mcp.types.Tool`` with
``action_type=MCPToolAction``. ``Agent._get_action_event`` (``openhands/sdk/agent/agent.py``)
prepares a call's arguments in this order, and ``coerce`` calls the same functions in it:
``parse_tool_call_arguments`` on the arguments' JSON text (it drops keys whose value is null),
``normalize_tool_call``, ``fix_malformed_tool_arguments(arguments, tool.action_type)`` (again with
``tool.response_schema`` when the tool has one; all three in ``openhands/sdk/agent/utils.py``), the
removal of ``security_risk`` that ``Agent._extract_security_risk`` does, then
``tool.action_from_arguments(arguments)``, which validates against the pydantic model
``Schema.from_mcp_schema`` builds from the ``inputSchema`` and keeps its ``model_dump(by_alias=True,
exclude_none=True)``. The tool is then called: ``MCPToolDefinition.__call__`` validates the action's
data once more and hands the action to its executor, whose ``to_mcp_arguments()`` is what the MCP
server receives; here the executor records it, in the JSON form the MCP SDK's session sends
(non-finite floats become null), instead of calling a server, and that is the answer.

A ``ValueError`` or pydantic ``ValidationError`` on the way (what the agent turns into an
``AgentErrorEvent`` the model reads), or the error observation ``__call__`` returns, is a rejection.
The schema is passed unchanged for native and MCP tools alike (a schema-only tool has no other way in).
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

if TYPE_CHECKING:  # the harness runs as a script in a venv without the suite: `protocol` is its neighbour
    from toolcall_conformance.harnesses.python.protocol import Harness, Rejected, on_the_wire, run
else:
    from protocol import Harness, Rejected, on_the_wire, run

DISTRIBUTION = "openhands-sdk"


def load() -> Harness:
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise
    import mcp.types  # type: ignore[import-not-found]
    from openhands.sdk.agent.utils import (
        fix_malformed_tool_arguments,
        normalize_tool_call,
        parse_tool_call_arguments,
    )
    from openhands.sdk.mcp.definition import MCPToolAction, MCPToolObservation
    from openhands.sdk.mcp.tool import MCPToolDefinition
    from openhands.sdk.tool import ToolExecutor
    from pydantic import ValidationError

    received: list[Any] = []
    name_of_tool = [""]

    class RecordingExecutor(ToolExecutor):  # type: ignore[misc]
        """Stands where ``MCPToolExecutor`` calls the server: keeps the arguments it would send."""

        def __call__(self, action: Any, conversation: Any = None) -> Any:
            received.append(on_the_wire(name_of_tool[0], action.to_mcp_arguments()))
            return MCPToolObservation.from_text(text="received", tool_name="probe")

    def coerce(request: dict[str, Any]) -> dict[str, Any]:
        spec = request["tool"]
        name = spec.get("name") or "tool"
        listed = mcp.types.Tool.model_validate(
            {"name": name, "description": spec.get("description"), "inputSchema": spec.get("parameters")}
        )
        tool = MCPToolDefinition(
            description=listed.description or "No description provided",
            action_type=MCPToolAction,
            observation_type=MCPToolObservation,
            executor=RecordingExecutor(),
            mcp_tool=listed,
        )
        received.clear()
        name_of_tool[0] = name
        try:
            arguments = parse_tool_call_arguments(json.dumps(request["arguments"]))
            name, arguments = normalize_tool_call(name, arguments, [tool.name])
            arguments = fix_malformed_tool_arguments(arguments, tool.action_type)
            if tool.response_schema is not None:
                arguments = fix_malformed_tool_arguments(arguments, tool.response_schema)
            arguments.pop("security_risk", None)
            action = tool.action_from_arguments(arguments)
        except (ValueError, ValidationError) as refusal:  # the agent's words to the model
            raise Rejected(f"Error validating tool '{name}': {refusal}") from refusal
        observation = tool(action)
        if not received:
            told = "".join(getattr(part, "text", "") for part in observation.content)
            raise Rejected(told or "the tool was not called")
        return {"arguments": received[-1]}

    return Harness(
        name=DISTRIBUTION,
        version=importlib.metadata.version(DISTRIBUTION),
        features=["coerce", "mcp"],
        handlers={"coerce": coerce},
    )


if __name__ == "__main__":
    sys.exit(run(load))
