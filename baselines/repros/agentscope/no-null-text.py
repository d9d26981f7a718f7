# Repro: agentscope 2.0.11, reason `no-null-text` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     coerce/null-required/enum-or-null-null-text (core level, SPEC §1.2)
#           anyOf [string enum, null], required: "null" becomes null, which the null branch admits.
# Reason:   SPEC §1.2: the text "null" for a nullable property is not turned into null: where a
#           string type or branch accepts it, repair_json leaves it "null"; where nothing accepts
#           it, repair_json refuses, naming the type it tried last ("Expected null at $.limit";
#           "Expected integer at $.nullable_int" where the integer comes last or null is allowed
#           only by nullable: true), and the toolkit falls back to the arguments as sent, so it
#           stays "null" there too; where an array type or branch admits the value, repair_json
#           wraps it (["null"], see wraps-beyond-array-type). Its signatures are those ends: "null"
#           kept at the top level, behind a $ref or in a union branch (on cases pinning §1.2, and §2
#           where a sibling nullable or null branch is inlined beside an integer), and ["null"] at
#           the top level or in a union branch.
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
