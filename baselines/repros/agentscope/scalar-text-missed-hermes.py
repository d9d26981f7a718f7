# Repro: agentscope 2.0.11, reason `scalar-text-missed-hermes` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     coerce/type-lists/integer-then-string (core level, SPEC §1.2)
#           Type ["integer", "string"]: "5" becomes 5.
# Reason:   SPEC §1.2 (hermes level): scalar text for a property whose type list also admits string
#           is left as sent: "5" for ["integer", "string"] or ["string", "integer"] stays "5",
#           "TRUE" for ["string", "boolean"] and "true" for ["boolean", "string"] (the
#           sequential-thinking server's flags) stay: the text already satisfies the string type,
#           and the toolkit's repair_json changes only a value that fails the schema; Hermes applies
#           the first type whose rule changes the value; core accepts the text kept (SPEC §0: valid,
#           and among the case's core_alternatives), so this is a finding at hermes level only. Its
#           two signatures are that one miss for a boolean and for an integer.
# Expected: {"int_or_text": 5}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python scalar-text-missed-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/scalar-text-missed-hermes.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "set_value"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "int_or_text": {"type": ["integer", "string"]},
    "text_or_int": {"type": ["string", "integer"]},
    "num_or_int": {"type": ["number", "integer"]},
    "int_or_num": {"type": ["integer", "number"]},
    "bool_or_int": {"type": ["boolean", "integer"]},
    "int_or_bool": {"type": ["integer", "boolean"]},
    "arr_or_obj": {"type": ["array", "object"]},
    "obj_or_text": {"type": ["object", "string"]},
    "text_or_bool": {"type": ["string", "boolean"]},
    "num_or_bool": {"type": ["number", "boolean"]}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"int_or_text": "5"}
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
