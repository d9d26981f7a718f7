# Repro: agentscope 2.0.11, reason `invalid-schema-unprepared` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     robustness/non-object-property-schemas/others-still-prepared (core level, SPEC §1.4)
#           Arguments beside non-object schemas are still coerced.
# Reason:   SPEC §1.4: a property schema that is not a schema makes repair_json raise
#           SchemaDefinitionError "Invalid schema" (a ValueError) for the whole call, and the
#           toolkit falls back to the arguments as sent, so the valid properties beside it are not
#           prepared either. Its signatures are the first value the fallback leaves as sent, told
#           apart by the type SPEC gives it (array, integer) and where it sits (at the top level,
#           nested), on cases pinning §1.4 alone.
# Expected: {"t": "5", "f": "5", "s": "5", "ok": 5}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python invalid-schema-unprepared.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/invalid-schema-unprepared.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "odd"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "t": true,
    "f": false,
    "s": "integer",
    "l": [{"type": "integer"}],
    "nul": null,
    "num": 5,
    "a b": true,
    "ok": {"type": "integer"}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"t": "5", "f": "5", "s": "5", "ok": "5"}
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
