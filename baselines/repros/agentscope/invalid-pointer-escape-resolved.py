# Repro: agentscope 2.0.11, reason `invalid-pointer-escape-resolved` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     refs/out-of-scope/invalid-tilde-two (core level, SPEC §2)
#           A $ref "#/$defs/a~2b" uses the invalid escape ~2, although an entry with that literal
#           key exists. The argument is left as sent ("5").
# Reason:   SPEC §2: the toolkit's repair_json (json-repair 0.64.6 inside) decodes "~1" and "~0" in
#           a $ref's JSON pointer and keeps any other "~" as it is (SchemaRepairer._resolve_ref), so
#           a pointer with an invalid escape ("#/$defs/a~2b", "#/$defs/Count~") resolves to a key
#           spelt that way where one exists, and the value is coerced by it ("5" becomes 5); SPEC
#           says such a pointer resolves to nothing and the value stays as sent.
# Expected: {"bad_escape": "5"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python invalid-pointer-escape-resolved.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/invalid-pointer-escape-resolved.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "geocode"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "choice": {"anyOf": [{"type": "null"}, {"type": "integer"}]},
    "remote_url": {"$ref": "https://example.com/schemas/count.json"},
    "remote_url_fragment": {"$ref": "https://example.com/schemas/defs.json#/$defs/Count"},
    "other_document": {"$ref": "count.json#/$defs/Count"},
    "other_document_plain": {"$ref": "count.json"},
    "pointer_without_hash": {"$ref": "/$defs/Count"},
    "anchor": {"$ref": "#Address"},
    "anchor_count": {"$ref": "#Count"},
    "bad_escape": {"$ref": "#/$defs/a~2b"},
    "trailing_tilde": {"$ref": "#/$defs/Count~"},
    "dangling": {"$ref": "#/$defs/Missing"},
    "dangling_root_empty_key": {"$ref": "#/"},
    "index_out_of_range": {"$ref": "#/properties/choice/anyOf/2"},
    "index_dash": {"$ref": "#/properties/choice/anyOf/-"},
    "index_leading_zero": {"$ref": "#/properties/choice/anyOf/01"},
    "index_plus": {"$ref": "#/properties/choice/anyOf/+1"},
    "to_string": {"$ref": "#/$defs/Count/type"},
    "to_array": {"$ref": "#/properties/choice/anyOf"},
    "to_boolean": {"$ref": "#/$defs/Anything"},
    "through_string": {"$ref": "#/$defs/Count/type/0"},
    "remote_with_type": {"$ref": "https://example.com/schemas/count.json", "type": "integer"},
    "dangling_with_type": {"$ref": "#/$defs/Missing", "type": "boolean"},
    "wrapper": {
      "type": "object",
      "properties": {
        "labels": {"$ref": "https://example.com/schemas/labels.json"},
        "owner": {"$ref": "#/$defs/Nowhere"}
      }
    }
  },
  "$defs": {
    "Count": {"type": "integer", "$anchor": "Count"},
    "Count~": {"type": "integer"},
    "a~2b": {"type": "integer"},
    "Address": {
      "$anchor": "Address",
      "type": "object",
      "properties": {"street name": {"type": "string"}}
    },
    "Anything": true
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"bad_escape": "5"}
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
