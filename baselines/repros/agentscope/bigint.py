# Repro: agentscope 2.0.11, reason `bigint` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     coerce/number/beyond-2-pow-53-exact (core level, SPEC §1.2)
#           "9007199254740993" is integral and becomes exactly that integer.
# Reason:   SPEC §1.2: number text is read through a double, so integral text beyond 2^53 loses its
#           exact value: for a number property "9007199254740993" becomes the float
#           9007199254740992.0, and for an integer property text with an exponent ("1e308") is read
#           as a float and then made an integer, the double's own value (a 309-digit integer that
#           parts from 10^308 at its 17th digit), not 10^308. Its two signatures are those two ends
#           of one double: a number where an integer is expected (the number property) and an
#           integer that differs (the integer property).
# Expected: {"x": 9007199254740993}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python bigint.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/bigint.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "scale"
SCHEMA = json.loads(
    r"""
{"type": "object", "properties": {"x": {"type": "number"}}}
"""
)
ARGUMENTS = json.loads(
    r"""
{"x": "9007199254740993"}
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
