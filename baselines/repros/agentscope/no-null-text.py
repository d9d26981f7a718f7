# Repro: agentscope 2.0.11, reason `no-null-text` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     coerce/null-required/enum-or-null-null-text (core level, SPEC §1.2)
#           anyOf [string enum, null], required: "null" becomes null, which the null branch admits.
# Reason:   SPEC §1.2 and §1.5: the text "null" for a nullable property is not turned into null;
#           where a string branch accepts it, it stays "null"; elsewhere the repaired value fails
#           validation and a valid call is rejected (a §1.5 failure); where repair_json raises on it
#           ("Expected null at $.limit"), the toolkit falls back to the arguments as sent and
#           nothing is prepared. Its cases carry several signatures only because the same mechanism
#           shows at different places (top level, nested, behind a $ref, in a union branch, in
#           parsed text), under different SPEC sections the cases pin, or with the property the
#           message names; the listed signatures are that one mechanism.
# Expected: {"mode": null}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python no-null-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/no-null-text.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "set_mode"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "mode": {"anyOf": [{"type": "string", "enum": ["fast", "slow"]}, {"type": "null"}]}
  },
  "required": ["mode"]
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"mode": "null"}
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
