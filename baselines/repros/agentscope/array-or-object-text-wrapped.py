# Repro: agentscope 2.0.11, reason `array-or-object-text-wrapped` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     coerce/type-lists/array-then-object-object-text (core level, SPEC §1.2)
#           Type ["array", "object"]: JSON object text becomes the object.
# Reason:   SPEC §1.2 and §1.3: object text where the schema admits array or object (["array",
#           "object"]) is wrapped as ["{\"a\": 1}"] instead of parsed to {"a": 1}. Its two
#           signatures are that wrapping for the type list ["array", "object"] at the top level and
#           for a nested anyOf [array, object] (a union branch, §1.3).
# Expected: {"arr_or_obj": {"a": 1}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python array-or-object-text-wrapped.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/array-or-object-text-wrapped.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "set_value"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "int_or_text": {"type": ["integer", "string"]},
    "text_or_int": {"type": ["string", "integer"]},
    "num_or_int": {"type": ["number", "integer"]},
    "int_or_num": {"type": ["integer", "number"]},
    "bool_or_int": {"type": ["boolean", "integer"]},
    "int_or_bool": {"type": ["integer", "boolean"]},
    "arr_or_obj": {"type": ["array", "object"]},
    "obj_or_text": {"type": ["object", "string"]},
    "text_or_bool": {"type": ["string", "boolean"]},
    "num_or_bool": {"type": ["number", "boolean"]}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"arr_or_obj": "{\"a\": 1}"}
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
