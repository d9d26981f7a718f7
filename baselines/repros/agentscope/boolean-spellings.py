# Repro: agentscope 2.0.11, reason `boolean-spellings` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     coerce/boolean/one-stays (core level, SPEC §1.2)
#           "1" stays.
# Reason:   SPEC §1.2: for a boolean, the toolkit's repair_json (json-repair 0.64.6 inside) accepts
#           "yes", "y", "on" and "1" as true and "no", "n", "off" and "0" as false (in any case)
#           besides "true" and "false" (SchemaRepairer._coerce_scalar), so "yes", "on" or "1"
#           becomes true and "0" false; SPEC converts only "true" and "false" and leaves other text
#           as sent. Its two signatures are those spellings where the text should stay a string (a
#           boolean property) and where the integer rule should take it ("1" for ["boolean",
#           "integer"] is no boolean to SPEC, so it becomes 1; repair_json tries boolean first and
#           takes it as true).
# Expected: {"flag": "1"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python boolean-spellings.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/boolean-spellings.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "toggle"
SCHEMA = json.loads(
    r"""
{"type": "object", "properties": {"flag": {"type": "boolean"}}}
"""
)
ARGUMENTS = json.loads(
    r"""
{"flag": "1"}
"""
)

received = []


def tool(**kwargs):
    """The tool's own function: it records the keyword arguments the toolkit calls it with."""
    received.append(copy.deepcopy(kwargs))
    return "received"


async def main():
    toolkit = Toolkit()
    await toolkit.add_tool(
        FunctionTool(tool, name=NAME, description="conformance probe", input_schema=SCHEMA)
    )
    block = ToolCallBlock(id="call_1", name=NAME, input=json.dumps(ARGUMENTS))
    response = None
    async for item in toolkit.call_tool(block, AgentState()):
        response = item
    if received:
        print(f"returned: {json.dumps(received[-1])}")  # NaN and Infinity print as such
    else:  # the function was never called: the model reads the tool result instead
        told = "".join(getattr(part, "text", "") for part in getattr(response, "content", []) or [])
        state = getattr(response, "state", None)
        print(f"rejected: {told or f'the tool was not called (tool result state {state!r})'}")


try:
    asyncio.run(main())
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
