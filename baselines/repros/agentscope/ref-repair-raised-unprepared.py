# Repro: agentscope 2.0.11, reason `ref-repair-raised-unprepared` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     robustness/deep-and-cyclic/root-recursion (core level, SPEC §1.4)
#           A property whose $ref is "#" holding itself four levels deep, the last as text: all
#           levels resolve.
# Reason:   SPEC §2: where repair_json raises SchemaDefinitionError on a ref ("Unsupported $ref: #"
#           for a root ref, "Unresolvable $ref" for a pointer through an array index or a
#           percent-encoded one, "Circular $ref detected"; see the json-repair row; where a union
#           branch meets such a ref, repair_json re-raises it as a plain ValueError, "Unresolvable
#           $ref: ...", as for brightdata's recursive filter), the toolkit's _json_loads_with_repair
#           falls back to the arguments as sent, so no value of the call is prepared. Its signatures
#           are the first value the fallback leaves as sent, told apart by the type SPEC gives it
#           (array, integer, object, boolean) and where it sits (at the top level, behind the $ref),
#           on cases pinning §1.2, §1.4 and §2.
# Expected: {"me": {"me": {"me": {"me": {}}}}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python ref-repair-raised-unprepared.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/ref-repair-raised-unprepared.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "deep"
SCHEMA = json.loads(
    r"""
{"type": "object", "properties": {"me": {"$ref": "#"}}}
"""
)
ARGUMENTS = json.loads(
    r"""
{"me": {"me": {"me": "{\"me\": \"{}\"}"}}}
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
