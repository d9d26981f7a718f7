# Repro: openhands-sdk 1.58.2, reason `nested-scalars-coerced-hermes` of the `openhands` baseline
# (baselines/openhands.json).
#
# Case:     nested/containers-inlined/innermost-scalars-not-coerced (core level, SPEC §1.3)
#           An array of arrays of integers holding "1": the scalar stays a string.
# Reason:   SPEC §1.3 (hermes level): openhands-sdk's action model coerces a scalar nested in an
#           array or object by its own position's type ("5" for a nested integer arrives as 5, "1"
#           in a matrix of integers as 1), where Hermes coerces no nested scalar; core accepts that
#           answer (SPEC §0: it is valid against the schema and the case lists it among its
#           core_alternatives), so it is a finding at hermes level only. The signatures differ by
#           the JSON types and by where the value sits.
# Expected: {"matrix": [["1"]]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     an MCP tool's call as Agent._get_action_event prepares it: fix_malformed_tool_arguments,
#           then the action model from the inputSchema, as
#           suite/harnesses/python/openhands_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'openhands-sdk==1.58.2' && python3.12 nested-scalars-coerced-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/openhands/nested-scalars-coerced-hermes.py
#
# Written by `make repros` from scripts/repro-templates/openhands.py; edit that, not this.
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import mcp.types
from openhands.sdk.agent.utils import (
    fix_malformed_tool_arguments,
    normalize_tool_call,
    parse_tool_call_arguments,
)
from openhands.sdk.mcp.definition import MCPToolAction, MCPToolObservation
from openhands.sdk.mcp.tool import MCPToolDefinition
from openhands.sdk.tool import ToolExecutor
from pydantic import ValidationError

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
{"matrix": [["1"]]}
"""
)

sent = []


class Recorder(ToolExecutor):
    """Where MCPToolExecutor would call the server: keeps what it would send."""

    def __call__(self, action, conversation=None):
        request = mcp.types.CallToolRequest(
            params=mcp.types.CallToolRequestParams(name=NAME, arguments=action.to_mcp_arguments())
        )  # the MCP SDK's session sends the request dumped with mode="json"
        sent.append(request.model_dump(by_alias=True, mode="json", exclude_none=True)["params"]["arguments"])
        return MCPToolObservation.from_text(text="received", tool_name=NAME)


def main():
    listed = mcp.types.Tool.model_validate({"name": NAME, "inputSchema": SCHEMA})
    tool = MCPToolDefinition(
        description=listed.description or "No description provided",
        action_type=MCPToolAction,
        observation_type=MCPToolObservation,
        executor=Recorder(),
        mcp_tool=listed,
    )
    # Agent._get_action_event's order (openhands/sdk/agent/agent.py)
    name = NAME
    try:
        arguments = parse_tool_call_arguments(json.dumps(ARGUMENTS))
        name, arguments = normalize_tool_call(NAME, arguments, [tool.name])
        arguments = fix_malformed_tool_arguments(arguments, tool.action_type)
        if tool.response_schema is not None:
            arguments = fix_malformed_tool_arguments(arguments, tool.response_schema)
        arguments.pop("security_risk", None)
        action = tool.action_from_arguments(arguments)
    except (ValueError, ValidationError) as refusal:
        print(f"rejected: Error validating tool '{name}': {refusal}".splitlines()[0])
        return
    observation = tool(action)
    if sent:
        print(f"returned: {json.dumps(sent[-1])}")
    else:
        told = "".join(getattr(part, "text", "") for part in observation.content)
        print(f"rejected: {told or 'the tool was not called'}")


try:
    main()
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
