# Repro: agentscope 2.0.11, reason `hermes-no-type-union` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     generated/zod-to-json-schema/zod-to-json-schema.pagination.ref-seen/all-strings (hermes
#           level, SPEC §1.2)
#           every argument sent as a string: numbers, booleans and JSON text for containers
# Reason:   SPEC §1.2 (hermes level): values whose schema has no top-level type are coerced or
#           parsed where Hermes, which applies only the null rule there, leaves them strings; core
#           allows either. The untyped schemas are no-type unions (anyOf [integer, null], anyOf
#           [object, null], pydantic's Optional fields, zod's unions), allOf [{"$ref": ...}]
#           wrappers (pydantic 1 and 2, zod 4's draft-07 reused refs, zod-to-json-schema's openapi3
#           nullable refs), a bare $ref to a union (zod 4's reused discriminated union) and
#           zod-to-json-schema's allOf intersection. Its signatures are that one coercion told apart
#           by the type the value is made (integer, number, boolean, object, array) and by how its
#           untyped schema is written: a union branch, behind a $ref (a wrapper or a bare ref), or
#           at the top level (the intersection); one hand-written case pins §2.
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
