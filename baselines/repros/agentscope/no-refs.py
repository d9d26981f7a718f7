# Repro: agentscope 2.0.11, reason `no-refs` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     nested/containers/oneof-object-branch-recursive (core level, SPEC §1.3)
#           A position whose oneOf has an object branch: its JSON text is parsed and the ids member,
#           itself JSON array text, is parsed too.
# Reason:   SPEC §2: a value behind a local $ref inside a recursive oneOf branch is not prepared:
#           repair_json returns the JSON text unchanged ("{\"ids\": \"[1]\"}" stays text), as in the
#           json-repair row.
# Expected: {"filters": {"one_of_obj": {"ids": [1]}}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python no-refs.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/no-refs.py
#
# Written by `make repros` from scripts/repro-templates/agentscope.py; edit that, not this.
import asyncio
import copy
import json

from agentscope.message import ToolCallBlock
from agentscope.state import AgentState
from agentscope.tool import FunctionTool, Toolkit

NAME = "report"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "filters": {
      "type": "object",
      "properties": {
        "labels": {"type": "array", "items": {"type": "string"}},
        "limit": {"type": "integer"},
        "enabled": {"type": "boolean"},
        "range": {
          "type": "object",
          "properties": {"low": {"type": "number"}, "high": {"type": "number"}}
        },
        "maybe_tags": {
          "anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}]
        },
        "listed_tags": {"type": ["array", "null"]},
        "one_of_obj": {
          "oneOf": [
            {"type": "object", "properties": {"ids": {"type": "array"}}},
            {"type": "string"}
          ]
        },
        "all_of_obj": {
          "allOf": [{"type": "object", "properties": {"ids": {"type": "array"}}}]
        },
        "either": {"anyOf": [{"type": "array"}, {"type": "object"}]},
        "ref_list": {"$ref": "#/$defs/Labels"},
        "note": {"type": "string"}
      }
    },
    "rows": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "cells": {"type": "array", "items": {"type": "integer"}},
          "meta": {"type": "object"}
        }
      }
    },
    "matrix": {"type": "array", "items": {"type": "array", "items": {"type": "integer"}}},
    "events": {
      "type": "array",
      "items": {"anyOf": [{"$ref": "#/$defs/Event"}, {"type": "null"}]}
    },
    "plain_list": {"type": "array"},
    "plain_obj": {"type": "object"}
  },
  "$defs": {
    "Labels": {"type": "array", "items": {"type": "string"}},
    "Event": {"type": "object", "properties": {"tags": {"type": "array"}}}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"filters": {"one_of_obj": "{\"ids\": \"[1]\"}"}}
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
