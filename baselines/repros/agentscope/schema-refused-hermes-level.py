# Repro: agentscope 2.0.11, reason `schema-refused-hermes-level` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     refs/root-ref/plus-sign-integer-text (hermes level, SPEC §2)
#           Behind the root $ref, "+5" for an integer property, a Python number spelling, converted
#           only at hermes level (SPEC 1.2): it becomes 5 at hermes level.
# Reason:   (hermes level) The cases of `schema-refused` whose expectation is Hermes's own (no-type
#           unions, MCP-converted schemas): the same mechanism. SPEC §2 and §1.4: FunctionTool
#           refuses parameter schemas with a root $ref or recursive $defs (ValueError "Invalid
#           input_schema"), so such tools cannot be registered and the case errors. Its two
#           signatures are that refusal in cases pinning §1.2 and §2.
# Expected: {"count": 5}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python schema-refused-hermes-level.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/schema-refused-hermes-level.py
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
  "$ref": "#/$defs/Args",
  "$defs": {
    "Args": {
      "type": "object",
      "properties": {
        "count": {"type": "integer"},
        "verbose": {"type": "boolean"},
        "first name": {"type": "string"},
        "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}
      }
    },
    "Node": {
      "type": "object",
      "properties": {
        "count": {"type": "integer"},
        "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}
      }
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"count": "+5"}
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
