# Repro: agentscope 2.0.11, reason `defaults-filled` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     coerce/absent-keys/top-level-default-not-added (core level, SPEC §1)
#           "mode" was not sent: it is not added with its default "fast".
# Reason:   SPEC §1: keys the model did not send are added with their schema defaults (pydantic/zod
#           "default" values, nested too); the tool must receive only what was sent, prepared. Its
#           signatures are that one added key at each place the defaulted property sits (the top
#           level, nested, behind a $ref, in a union branch, inside JSON text the call sent, or
#           several of these), on cases pinning §1 and §1.2.
# Expected: {"n": 3}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python defaults-filled.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/defaults-filled.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "search"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "n": {"type": "integer"},
    "mode": {"type": "string", "default": "fast"},
    "options": {
      "type": "object",
      "properties": {"depth": {"type": "integer", "default": 1}, "q": {"type": "string"}}
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"n": "3"}
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
