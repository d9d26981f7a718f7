# Repro: agentscope 2.0.11, reason `ref-edge-cases` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     coerce/null/ref-to-nullable-integer (core level, SPEC §1.2)
#           A $ref to an integer schema with nullable: true: "null" becomes null.
# Reason:   SPEC §2: plain #/$defs refs are followed, but values are not prepared behind harder
#           refs: a sibling type beside a self-looping ref is ignored ("5" stays "5" for {$ref:
#           #/$defs/Loop, type: integer}), and refs in zod-to-json-schema, zod4 and pydantic output
#           (path refs, #/definitions, refs inside unions) are missed. Its cases carry several
#           signatures only because the same mechanism shows at different places (top level, nested,
#           behind a $ref, in a union branch, in parsed text), under different SPEC sections the
#           cases pin, or with the property the message names; the listed signatures are that one
#           mechanism.
# Expected: {"nullable_via_ref": null}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python ref-edge-cases.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/ref-edge-cases.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "update_record"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "nothing": {"type": "null"},
    "maybe_int": {"type": ["integer", "null"]},
    "null_first": {"type": ["null", "integer"]},
    "maybe_text": {"type": ["string", "null"]},
    "nullable_int": {"type": "integer", "nullable": true},
    "nullable_text": {"type": "string", "nullable": true},
    "nullable_untyped": {"nullable": true},
    "not_nullable_int": {"type": "integer", "nullable": false},
    "any_of_null": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
    "one_of_null": {"oneOf": [{"type": "string"}, {"type": "null"}]},
    "ref_null": {"$ref": "#/$defs/Nothing"},
    "any_of_ref_null": {"anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/Nothing"}]},
    "nullable_via_ref": {"$ref": "#/$defs/NullableCount"},
    "plain_text": {"type": "string"}
  },
  "$defs": {
    "Nothing": {"type": "null"},
    "NullableCount": {"type": "integer", "nullable": true}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"nullable_via_ref": "null"}
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
