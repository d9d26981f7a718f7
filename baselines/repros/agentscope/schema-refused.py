# Repro: agentscope 2.0.11, reason `schema-refused` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     robustness/parameters-without-properties/arguments-unchanged (core level, SPEC §1.4)
#           Every argument passes unchanged.
# Reason:   SPEC §2 and §1.4: FunctionTool refuses parameter schemas with a root $ref or recursive
#           $defs (ValueError "Invalid input_schema"), so such tools cannot be registered and the
#           case errors. Its signatures are that one ValueError on cases pinning §1.2, §1.3, §1.4
#           and §2.
# Expected: {"a": "5", "b b": "[1]", "c_c": null}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python schema-refused.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/schema-refused.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "bare"
SCHEMA = json.loads(
    r"""
{"type": "object"}
"""
)
ARGUMENTS = json.loads(
    r"""
{"a": "5", "b b": "[1]", "c_c": null}
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
