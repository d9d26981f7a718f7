# Repro: agentscope 2.0.11, reason `deep-schema-unprepared` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     refs/cycles/allof-self-reference-with-type (core level, SPEC §2)
#           A schema with type "integer" whose allOf refers back to itself terminates: "5" becomes
#           5.
# Reason:   SPEC §1.4 and §2: for a 10,000-link $ref chain or a cyclic schema, repair_json raises
#           ValueError "Input schema nesting exceeds the supported schema recursion depth" (for the
#           chain after about 4 s, inside agentscope's 15 s limit) and the toolkit's
#           _json_loads_with_repair falls back to the arguments as sent, so the value reaches the
#           tool unprepared ("5" stays a string); these are answers, not timeouts. Its signatures
#           are the first value the fallback leaves as sent, told apart by the type SPEC gives it
#           (integer, null, array, object) and where it sits (behind the chain's or the cycle's
#           $ref), on cases pinning §1.2, §1.3, §1.4 and §2.
# Expected: {"all_of_cycle": 5}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python deep-schema-unprepared.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/deep-schema-unprepared.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "walk"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {"all_of_cycle": {"$ref": "#/$defs/AllNode"}},
  "$defs": {"AllNode": {"allOf": [{"$ref": "#/$defs/AllNode"}], "type": "integer"}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"all_of_cycle": "5"}
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
