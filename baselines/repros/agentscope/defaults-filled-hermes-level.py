# Repro: agentscope 2.0.11, reason `defaults-filled-hermes-level` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     generated/pydantic-captures/2.8.2.batch-update/string-defaults (hermes level, SPEC §1.2)
#           only 'defaults' sent as a string; the others already typed
# Reason:   (hermes level) The cases of `defaults-filled` whose expectation is Hermes's own (no-type
#           unions, MCP-converted schemas): the same mechanism. SPEC §1: keys the model did not send
#           are added with their schema defaults (pydantic/zod "default" values, nested too); the
#           tool must receive only what was sent, prepared. Its cases carry several signatures only
#           because the same mechanism shows at different places (top level, nested, behind a $ref,
#           in a union branch, in parsed text), under different SPEC sections the cases pin, or with
#           the property the message names; the listed signatures are that one mechanism.
# Expected: {"defaults": "{\"id\": 3, \"title\": \"text\", \"tags\": [\"text\"]}", "tags_by_id":
#           {"key": ["text"]}, "updates": [{"id": 3, "title": "text"}]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python defaults-filled-hermes-level.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/defaults-filled-hermes-level.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "batch_update"
SCHEMA = json.loads(
    r"""
{
  "$defs": {
    "Item": {
      "properties": {
        "id": {"title": "Id", "type": "integer"},
        "title": {"title": "Title", "type": "string"},
        "tags": {
          "default": [],
          "items": {"type": "string"},
          "title": "Tags",
          "type": "array"
        }
      },
      "required": ["id", "title"],
      "title": "Item",
      "type": "object"
    }
  },
  "properties": {
    "updates": {
      "items": {"anyOf": [{"$ref": "#/$defs/Item"}, {"type": "null"}]},
      "title": "Updates",
      "type": "array"
    },
    "defaults": {"anyOf": [{"$ref": "#/$defs/Item"}, {"type": "null"}], "default": null},
    "tags_by_id": {
      "additionalProperties": {"items": {"type": "string"}, "type": "array"},
      "default": {},
      "title": "Tags By Id",
      "type": "object"
    }
  },
  "required": ["updates"],
  "title": "BatchUpdateInput",
  "type": "object"
}
"""
)
ARGUMENTS = json.loads(
    r"""
{
  "updates": [{"id": 3, "title": "text"}],
  "defaults": "{\"id\": 3, \"title\": \"text\", \"tags\": [\"text\"]}",
  "tags_by_id": {"key": ["text"]}
}
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
