# Repro: agentscope 2.0.11, reason `wraps-beyond-array-type` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     coerce/array/null-not-wrapped (core level, SPEC §1.2)
#           null is not wrapped.
# Reason:   SPEC §1.2 and §1.3: wherever the toolkit's repair_json (json-repair 0.64.6 inside)
#           repairs a value against an array schema it wraps anything that is not a list (after
#           trying to parse text as a JSON array): null for type "array" becomes [null], "x" or 5
#           for ["array", "null"], ["array"] or ["array", "object"] becomes ["x"] or [5] (a type
#           list is tried in its order, and in these lists "array" comes first), and "null" for a
#           nested anyOf [array, null] becomes ["null"] (the array branch is tried first). SPEC
#           wraps only a value that is not null, where T is exactly "array" (nested too, at core:
#           "x" for a nested array property wrapped as ["x"] conforms,
#           wraps-beyond-array-type-hermes). One mechanism; its signatures are the types wrapped and
#           where (top level, nested, in a union branch).
# Expected: {"arr": null}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python wraps-beyond-array-type.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/wraps-beyond-array-type.py
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
{"arr": null}
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
