# Repro: openhands-sdk 1.58.2, reason `rejects-boolean-text-hermes` of the `openhands` baseline
# (baselines/openhands.json).
#
# Case:     wild/notion-mcp-server/api-query-data-source.mcp/all-strings (hermes level, SPEC §1.2)
#           every argument sent as a string: numbers, booleans and JSON text for containers
# Reason:   SPEC §1.2 and §1.5 (hermes level): the mechanism of `rejects-boolean-text` on cases
#           whose expected value is the one Hermes chose where core leaves a choice: boolean text
#           the step converts is refused by pydantic's lax bool parsing where it does not know it ("
#           false " with surrounding spaces, for one), so a call the step could have delivered is
#           rejected.
# Expected: {"archived": true, "data_source_id": "text", "filter": "{}", "filter_properties":
#           ["text"], "in_trash": true, "page_size": 3, "sorts": [{"direction": "ascending",
#           "property": "text"}], "start_cursor": "text"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     an MCP tool's call as Agent._get_action_event prepares it: fix_malformed_tool_arguments,
#           then the action model from the inputSchema, as
#           suite/harnesses/python/openhands_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'openhands-sdk==1.58.2' && python3.12 rejects-boolean-text-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/openhands/rejects-boolean-text-hermes.py
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

NAME = "API-query-data-source"
SCHEMA = json.loads(
    r"""
{
  "$defs": {
    "richTextRequest": {
      "type": "object",
      "properties": {
        "text": {
          "type": "object",
          "properties": {"content": {"type": "string"}, "link": {"type": ["object", "null"]}},
          "required": ["content"],
          "additionalProperties": false
        },
        "type": {"type": "string", "enum": ["text"]}
      },
      "required": ["text"],
      "additionalProperties": false
    },
    "pageIdParentRequest": {
      "type": "object",
      "properties": {"page_id": {"type": "string", "format": "uuid"}},
      "required": ["page_id"],
      "additionalProperties": true
    },
    "dataSourceIdParentRequest": {
      "type": "object",
      "properties": {
        "type": {"type": "string", "const": "database_id"},
        "database_id": {"type": "string", "format": "uuid"}
      },
      "required": ["database_id"],
      "additionalProperties": true
    },
    "parentRequest": {
      "oneOf": [
        {"$ref": "#/$defs/pageIdParentRequest"},
        {"$ref": "#/$defs/dataSourceIdParentRequest"},
        {
          "type": "object",
          "properties": {"type": {"const": "workspace"}},
          "required": ["type"],
          "additionalProperties": true
        }
      ]
    },
    "movePageParentRequest": {
      "oneOf": [
        {
          "type": "object",
          "properties": {
            "type": {"const": "page_id"},
            "page_id": {"type": "string", "format": "uuid"}
          },
          "required": ["type", "page_id"],
          "additionalProperties": true
        },
        {
          "type": "object",
          "properties": {
            "type": {"const": "database_id"},
            "database_id": {"type": "string", "format": "uuid"}
          },
          "required": ["type", "database_id"],
          "additionalProperties": true
        },
        {
          "type": "object",
          "properties": {"type": {"const": "workspace"}},
          "required": ["type"],
          "additionalProperties": true
        }
      ]
    },
    "sortObject": {
      "type": "object",
      "properties": {
        "property": {"type": "string"},
        "direction": {"type": "string", "enum": ["ascending", "descending"]}
      },
      "required": ["property", "direction"],
      "additionalProperties": true
    },
    "paragraphBlockRequest": {
      "type": "object",
      "properties": {
        "paragraph": {
          "type": "object",
          "properties": {
            "rich_text": {"type": "array", "items": {"$ref": "#/$defs/richTextRequest"}}
          },
          "required": ["rich_text"],
          "additionalProperties": false
        },
        "type": {"type": "string", "enum": ["paragraph"]}
      },
      "additionalProperties": false
    },
    "bulletedListItemBlockRequest": {
      "type": "object",
      "properties": {
        "bulleted_list_item": {
          "type": "object",
          "properties": {
            "rich_text": {"type": "array", "items": {"$ref": "#/$defs/richTextRequest"}}
          },
          "required": ["rich_text"],
          "additionalProperties": false
        },
        "type": {"type": "string", "enum": ["bulleted_list_item"]}
      },
      "additionalProperties": false
    },
    "blockObjectRequest": {
      "anyOf": [
        {"$ref": "#/$defs/paragraphBlockRequest"},
        {"$ref": "#/$defs/bulletedListItemBlockRequest"}
      ]
    }
  },
  "type": "object",
  "properties": {
    "data_source_id": {
      "type": "string",
      "description": "Identifier for a Notion data source (database)"
    },
    "filter_properties": {
      "type": "array",
      "items": {
        "anyOf": [
          {"type": "string"},
          {"type": "string"},
          {"type": "object", "additionalProperties": true}
        ]
      },
      "description": "A list of page property value IDs to limit the response"
    },
    "filter": {
      "anyOf": [
        {
          "type": "object",
          "description": "Filter conditions for querying the data source",
          "additionalProperties": true
        },
        {"type": "string"}
      ]
    },
    "sorts": {
      "type": "array",
      "items": {
        "anyOf": [
          {"$ref": "#/$defs/sortObject"},
          {"type": "string"},
          {"type": "object", "additionalProperties": true}
        ]
      }
    },
    "start_cursor": {"type": "string"},
    "page_size": {"type": "integer", "default": 100},
    "archived": {"type": "boolean"},
    "in_trash": {"type": "boolean"}
  },
  "required": ["data_source_id"]
}
"""
)
ARGUMENTS = json.loads(
    r"""
{
  "data_source_id": "text",
  "filter_properties": "[\"text\"]",
  "filter": "{}",
  "sorts": "[{\"property\": \"text\", \"direction\": \"ascending\"}]",
  "start_cursor": "text",
  "page_size": "3",
  "archived": "true",
  "in_trash": "true"
}
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
