# Repro: agentscope 2.0.11, reason `map-value-text-parsed-hermes` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     nested/map-values/map-value-text-stays (hermes level, SPEC §1.3)
#           The object text is parsed (SPEC §1.2); array text held as a map value stays as sent at
#           hermes level: Hermes walks properties, items and union branches, not
#           additionalProperties.
# Reason:   SPEC §1.3 (hermes level): JSON text held as the value of an additionalProperties map
#           (zod records, pydantic dicts, the property maps of vapi's and LaunchDarkly's tools) is
#           parsed (the toolkit's repair_json follows the map's value schema); Hermes walks
#           properties, items and union branches only, so there the text stays as sent. Its
#           signatures are that one parse for array and object values, on cases pinning §1.2 and
#           §1.3, with the map's value schema inline or behind a $ref; in each case the map itself
#           arrives as JSON text, hence "inside parsed JSON text".
# Expected: {"overrides": {"labels": "[\"a\"]"}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python map-value-text-parsed-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/map-value-text-parsed-hermes.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "configure"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "overrides": {
      "type": "object",
      "additionalProperties": {"type": "array", "items": {"type": "string"}}
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"overrides": "{\"labels\": \"[\\\"a\\\"]\"}"}
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
