"""Serve PyPI ``agentscope``'s tool-call argument step over the implementation protocol (SPEC §5).

Run with the Python of a venv holding only agentscope and its dependencies
(``pip install --require-hashes -r toolcall_conformance/harnesses/python/agentscope.txt``):

    VENV/bin/python toolcall_conformance/harnesses/python/agentscope_harness.py

``coerce`` goes through the Toolkit as its users do: a ``FunctionTool`` is registered with the
case's schema as its ``input_schema``, ``Toolkit.call_tool`` is called with a ``ToolCallBlock``
whose ``input`` is the arguments as JSON text, and the answer is what the real tool function
received as keyword arguments. That is agentscope 2.0.11's own path for every tool call
(``agentscope/tool/_toolkit.py``, ``Toolkit.call_tool``): ``_json_loads_with_repair(tool_call.input,
tool_func.input_schema)`` (``agentscope/_utils/_common.py``) loads the text and runs json-repair's
``repair_json(..., stream_stable=True, schema=..., return_objects=True)`` on it, keeping the loaded
arguments where the repair raises, drops a key or gives a non-finite number, and the function is
called with the result. When the function is never called, the tool result the toolkit produced
instead (the text the model would read) is answered as a rejection. A schema the toolkit refuses to
hold raises, and the case errors. An MCP tool (``MCPTool``, ``agentscope/tool/_adapters.py``) goes
through the same ``call_tool`` with the server's ``inputSchema`` (``type``, ``properties`` and
``required`` defaulted), but reaches the toolkit only through a live MCP session, so ``mcp`` is not
advertised.
"""

from __future__ import annotations

import asyncio
import copy
import importlib.metadata
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

if TYPE_CHECKING:  # the harness runs as a script in a venv without the suite: `protocol` is its neighbour
    from toolcall_conformance.harnesses.python.protocol import Harness, Rejected, run
else:
    from protocol import Harness, Rejected, run

DISTRIBUTION = "agentscope"


def load() -> Harness:
    from agentscope.message import ToolCallBlock
    from agentscope.state import AgentState
    from agentscope.tool import FunctionTool, Toolkit

    loop = asyncio.new_event_loop()
    toolkit = Toolkit()
    received: list[dict[str, Any]] = []

    def probe(**kwargs: Any) -> str:
        received.append(copy.deepcopy(kwargs))
        return "received"

    async def call(request: dict[str, Any]) -> dict[str, Any]:
        tool = request["tool"]
        name = tool.get("name") or "tool"
        function_tool = FunctionTool(
            probe,
            name=name,
            description=tool.get("description") or "conformance probe",
            input_schema=tool.get("parameters"),
        )
        await toolkit.add_tool(function_tool)
        received.clear()
        try:
            text = json.dumps(request["arguments"])
            block = ToolCallBlock(id=f"call_{request.get('seq')}", name=name, input=text)
            response = None
            async for item in toolkit.call_tool(block, AgentState()):
                response = item
        finally:
            await toolkit.remove_tool(name)
        if received:
            return {"arguments": received[-1]}
        told = "".join(getattr(part, "text", "") for part in getattr(response, "content", []) or [])
        state = getattr(response, "state", None)
        raise Rejected(told or f"the tool was not called (tool result state {state!r})")

    def coerce(request: dict[str, Any]) -> dict[str, Any]:
        return loop.run_until_complete(call(request))

    return Harness(
        name=DISTRIBUTION,
        version=importlib.metadata.version(DISTRIBUTION),
        features=["coerce"],
        handlers={"coerce": coerce},
    )


if __name__ == "__main__":
    sys.exit(run(load))
