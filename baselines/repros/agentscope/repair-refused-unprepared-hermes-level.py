# Repro: agentscope 2.0.11, reason `repair-refused-unprepared-hermes-level` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     generated/zod-to-json-schema/zod-to-json-schema.slash_key/all-strings.811dfd9b (hermes
#           level, SPEC §1.2)
#           every argument sent as a string: numbers, booleans and JSON text for containers
# Reason:   (hermes level) The cases of `repair-refused-unprepared` whose expectation is Hermes's
#           own (zod-to-json-schema relative refs, reused tuple refs): the same mechanism. SPEC §1.2
#           and §2: when the repaired arguments still fail the schema, repair_json refuses with a
#           ValueError (a pattern, maxLength or maximum the placeholder values break, a required key
#           it reads as missing, " false " it cannot read as a boolean, a sibling keyword beside a
#           $ref that its repair by the target alone leaves unmet, "null" where the ref's target
#           does not admit null: "Expected integer at $.nullable_via_ref", a draft-07 tuple whose
#           additionalItems: false it applies to every item: "False schema does not allow 2.5",
#           object text it gives up parsing: "Expected object at $.config, got str." where a member
#           is a remote $ref or the object cycles through additionalProperties, plain text where an
#           array item must be an object: "Expected object at $.rows[0], got str."), and the
#           toolkit's _json_loads_with_repair falls back to the arguments as sent, so no value of
#           the call is prepared ("3" for an integer, "5" behind a $ref stay strings). Its
#           signatures are the first value the fallback leaves as sent: array, integer or object
#           text at the top level.
# Expected: {"a/b": 3}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python repair-refused-unprepared-hermes-level.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/repair-refused-unprepared-hermes-level.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "slash_key"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {"a/b": {"type": "integer", "minimum": 0}, "c": {"$ref": "#/properties/a/b"}},
  "required": ["a/b", "c"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"a/b": "3"}
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
