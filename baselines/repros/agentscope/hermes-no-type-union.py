# Repro: agentscope 2.0.11, reason `hermes-no-type-union` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     generated/zod-to-json-schema/zod-to-json-schema.pagination.ref-seen/all-strings (hermes
#           level, SPEC §1.2)
#           every argument sent as a string: numbers, booleans and JSON text for containers
# Reason:   SPEC §1.2 (hermes level): values of properties without a top-level type (anyOf [integer,
#           null], anyOf [object, null], pydantic unions, zod records under additionalProperties)
#           are coerced or parsed where Hermes leaves them strings; core allows either. Its cases
#           carry several signatures only because the same mechanism shows at different places (top
#           level, nested, behind a $ref, in a union branch, in parsed text), under different SPEC
#           sections the cases pin, or with the property the message names; the listed signatures
#           are that one mechanism.
# Expected: {"limit": "3", "query": "text"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python hermes-no-type-union.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/hermes-no-type-union.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "ref_seen"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "query": {"type": "string"},
    "limit": {
      "anyOf": [{"type": "integer", "minimum": 1, "maximum": 500}, {"type": "null"}]
    },
    "offset": {}
  },
  "required": ["query", "limit"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"query": "text", "limit": "3"}
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
