# Repro: agentscope 2.0.11, reason `no-json-text-hermes` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     field-2026/copilot-unions/type-list-array-string-null/array-text (core level, SPEC §1.2)
#           JSON text of an array: the array type comes first in the list, so it is parsed; the
#           string it was is valid too.
# Reason:   SPEC §1.2 (hermes level): agentscope's repair_json never parses JSON text, so text for a
#           position that admits both a string and an array or object (a type list such as ["array",
#           "string"] or ["object", "string"]) stays the string sent, where Hermes parses it; core
#           accepts that answer (SPEC §0: it is valid against the schema and the case lists it among
#           its core_alternatives), so it is a finding at hermes level only. The signatures differ
#           by the JSON types and by where the value sits.
# Expected: {"target": ["Top", "Child"]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python no-json-text-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/no-json-text-hermes.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "vault_read"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {"target": {"type": ["array", "string", "null"], "items": {"type": "string"}}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"target": "[\"Top\", \"Child\"]"}
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
