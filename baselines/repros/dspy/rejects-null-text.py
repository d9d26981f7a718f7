# Repro: dspy 3.4.1, reason `rejects-null-text` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     nested/containers-inlined/anyof-null-text-stays (core level, SPEC §1.3)
#           A position whose anyOf allows null: "null" is not array text and, nested, is not
#           coerced: it stays.
# Reason:   SPEC §1.2 and §1.5: the text "null" is not converted: where the argument's schema has a
#           top-level "type" (an object holding a nullable union), jsonschema.validate checks the
#           argument as sent and rejects "null" where null was due ("'null' is not valid under any
#           of the given schemas"), though the step could have delivered null there (SPEC §1.3 and
#           §0: a nested value prepared by its own position's type). The same refusal fails cases
#           whose expected (Hermes') answer is itself invalid where a choice core leaves gives a
#           valid one (a nested value prepared by its own position's type, SPEC §1.3 and §0): the
#           step could have delivered that call (§1.5).
# Expected: {"filters": {"maybe_tags": "null"}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python rejects-null-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/rejects-null-text.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

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
{"filters": {"maybe_tags": "null"}}
"""
)

sent = []


class Session:
    """An MCP client session as dspy's bridge uses it; keeps what call_tool would send."""

    async def call_tool(self, name, arguments=None):
        request = mcp.types.CallToolRequest(
            params=mcp.types.CallToolRequestParams(name=name, arguments=arguments or {})
        )  # the MCP SDK's session sends the request dumped with mode="json"
        sent.append(request.model_dump(by_alias=True, mode="json", exclude_none=True)["params"]["arguments"])
        return mcp.types.CallToolResult(content=[])


async def main():
    listed = mcp.types.Tool.model_validate({"name": NAME, "inputSchema": SCHEMA})
    tool = dspy.Tool.from_mcp_tool(Session(), listed)
    try:
        await tool.acall(**ARGUMENTS)  # as dspy.ReAct calls a tool
    except ValueError as refusal:
        if sent:
            raise
        print(f"rejected: Execution error in {NAME}: {refusal}".splitlines()[0])
        return
    print(f"returned: {json.dumps(sent[-1])}")


try:
    asyncio.run(main())
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
