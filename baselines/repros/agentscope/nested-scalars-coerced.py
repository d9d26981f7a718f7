# Repro: agentscope 2.0.11, reason `nested-scalars-coerced` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     coerce/array/wrap-string-items-not-coerced (core level, SPEC §1.2)
#           Array of integers: "5" is wrapped as ["5"], the item not coerced.
# Reason:   SPEC §1.3: scalars nested inside containers are coerced ("1" inside a parsed object
#           becomes 1; array items too: "[\"1\", 2]" for an array of integers becomes [1, 2], and
#           "5" wrapped for it [5]); SPEC says they stay as sent. Its signatures are that one
#           coercion told apart by the scalar's type (integer, number, boolean) and by where it sits
#           (an object member or array item, inside JSON text the call sent, behind a $ref or in a
#           union branch on the way), on cases pinning §1.2, §1.3 and §2.
# Expected: {"ints": ["5"]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python nested-scalars-coerced.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/nested-scalars-coerced.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "bulk_add"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "arr": {"type": "array"},
    "ints": {"type": "array", "items": {"type": "integer"}},
    "arr_or_null": {"type": ["array", "null"]},
    "arr_list": {"type": ["array"]},
    "arr_or_text": {"type": ["array", "string"]},
    "nullable_arr": {"type": "array", "nullable": true}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"ints": "5"}
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
