# Repro: agentscope 2.0.11, reason `rejects-valid` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     refs/dangling-local/value-left-as-is (core level, SPEC §2)
#           "5" under the dangling reference stays "5".
# Reason:   SPEC §1.5 and §2: where repair_json raises an error that is not a ValueError
#           (jsonschema's referencing Unresolvable or PointerToNowhere for remote, anchor and
#           dangling refs; AttributeError for a ref ending at a string or an array),
#           _json_loads_with_repair gives up and the toolkit answers ToolJSONDecodeError "Failed to
#           parse your tool arguments" without calling the tool: a valid call is refused. Its
#           signatures are that one answer, ToolJSONDecodeError, on cases pinning §1.1, §1.2, §1.3
#           and §2 (the error beneath it varies as said; the toolkit's answer does not).
# Expected: {"missing": "5"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python rejects-valid.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/rejects-valid.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "tally"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {"n": {"type": "integer"}, "missing": {"$ref": "#/$defs/Missing"}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"missing": "5"}
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
