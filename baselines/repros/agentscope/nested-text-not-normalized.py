# Repro: agentscope 2.0.11, reason `nested-text-not-normalized` of the `agentscope` baseline
# (baselines/agentscope.json).
#
# Case:     nested/containers-inlined/oneof-object-branch-recursive (core level, SPEC §1.3)
#           A position whose oneOf has an object branch: its JSON text is parsed and the ids member,
#           itself JSON array text, is parsed too.
# Reason:   SPEC §1.3: JSON text nested inside an array or object (for example an array item holding
#           object text, or text at an anyOf/oneOf branch position) is not parsed and normalized.
# Expected: {"filters": {"one_of_obj": {"ids": [1]}}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Toolkit.call_tool: the tool's arguments as its toolkit repairs them (json-repair
#           inside), as suite/harnesses/python/agentscope_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install agentscope==2.0.11 && python nested-text-not-normalized.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/agentscope/nested-text-not-normalized.py
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
    "plain_list": {"type": "array"},
    "plain_obj": {"type": "object"},
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
        "note": {"type": "string"},
        "ref_list": {"type": "array", "items": {"type": "string"}}
      }
    },
    "events": {
      "type": "array",
      "items": {
        "anyOf": [
          {"type": "object", "properties": {"tags": {"type": "array"}}},
          {"type": "null"}
        ]
      }
    }
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
