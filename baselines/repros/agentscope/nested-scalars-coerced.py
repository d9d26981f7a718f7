# Repro: agentscope 2.0.11, reason `nested-scalars-coerced` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     refs/root-ref-inlined/array-text-of-objects (core level, SPEC §1.3)
#           Behind a root $ref, JSON text for an array of objects is parsed; the objects' own
#           JSON-text members stay (scalars nested in containers are not coerced).
# Reason:   SPEC §1.3: scalars nested inside containers are coerced ("1" inside a parsed object
#           becomes 1); SPEC says they stay as sent. Its cases carry several signatures only because
#           the same mechanism shows at different places (top level, nested, behind a $ref, in a
#           union branch, in parsed text), under different SPEC sections the cases pin, or with the
#           property the message names; the listed signatures are that one mechanism.
# Expected: {"children": [{"count": "2", "children": []}]}
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

NAME = "tree"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "count": {"type": "integer"},
    "verbose": {"type": "boolean"},
    "first name": {"type": "string"},
    "children": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {"count": {"type": "integer"}, "children": {"type": "array"}}
      }
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"children": "[{\"count\": \"2\", \"children\": \"[]\"}]"}
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
