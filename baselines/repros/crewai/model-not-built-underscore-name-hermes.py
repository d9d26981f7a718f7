# Repro: crewai 1.15.30, reason `model-not-built-underscore-name-hermes` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     wild/launchdarkly/create-feature-flag.mcp/nested-json-strings (hermes level, SPEC §1.2)
#           containers sent as JSON text holding further JSON text for inner containers
# Reason:   SPEC §1.4 (hermes level): the mechanism of `model-not-built-underscore-name` on cases
#           whose expected value is the one Hermes chose where core leaves a choice: a property
#           whose name starts with an underscore ("_id", "_meta", "_postman_id"), at the top level
#           or in a nested object create_model_from_schema makes a model of, is handed to pydantic's
#           create_model as a field name, which refuses it (NameError "Fields must not use names
#           with leading underscores"), so building the model raises and the call fails.
# Expected: {"request": {"FeatureFlagBody": {"clientSideAvailability": {"usingEnvironmentId": true,
#           "usingMobileKey": true}, "customProperties": {"key": "{\"name\": \"text\", \"value\":
#           \"[\\\"text\\\"]\"}"}, "defaults": {"offVariation": 3, "onVariation": 3}, "description":
#            "text", "includeInSnippet": true, "initialPrerequisites": [{"key": "text",
#           "variationId": "text"}], "isFlagOn": true, "key": "text", "maintainerId": "text",
#           "maintainerTeamKey": "text", "migrationSettings": {"stageCount": 3}, "name": "text",
#           "purpose": "migration", "tags": ["text"], "temporary": true, "variations": [{}]},
#           "clone": "text", "projectKey": "text"}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python model-not-built-underscore-name-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/model-not-built-underscore-name-hermes.py
#
# Written by `make repros` from scripts/repro-templates/crewai.py; edit that, not this.
import json
import os
from types import SimpleNamespace

os.environ.setdefault("CREWAI_DISABLE_TELEMETRY", "true")
os.environ.setdefault("OTEL_SDK_DISABLED", "true")

import mcp.types
from crewai.mcp.tool_resolver import MCPToolResolver
from crewai.tools.mcp_native_tool import MCPNativeTool

NAME = "create-feature-flag"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "request": {
      "type": "object",
      "properties": {
        "projectKey": {"type": "string"},
        "clone": {"type": "string"},
        "FeatureFlagBody": {
          "type": "object",
          "properties": {
            "name": {"type": "string"},
            "key": {"type": "string"},
            "description": {"type": "string"},
            "includeInSnippet": {"type": "boolean"},
            "clientSideAvailability": {
              "type": "object",
              "properties": {
                "usingEnvironmentId": {"type": "boolean"},
                "usingMobileKey": {"type": "boolean"}
              },
              "required": ["usingEnvironmentId", "usingMobileKey"],
              "additionalProperties": false
            },
            "variations": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "_id": {"type": "string"},
                  "value": {},
                  "description": {"type": "string"},
                  "name": {"type": "string"}
                },
                "additionalProperties": false
              }
            },
            "temporary": {"type": "boolean"},
            "tags": {"type": "array", "items": {"type": "string"}},
            "customProperties": {
              "type": "object",
              "additionalProperties": {
                "type": "object",
                "properties": {
                  "name": {"type": "string"},
                  "value": {"type": "array", "items": {"type": "string"}}
                },
                "required": ["name", "value"],
                "additionalProperties": false
              }
            },
            "defaults": {
              "type": "object",
              "properties": {
                "onVariation": {"type": "integer"},
                "offVariation": {"type": "integer"}
              },
              "required": ["onVariation", "offVariation"],
              "additionalProperties": false
            },
            "purpose": {"type": "string", "enum": ["migration", "holdout"]},
            "migrationSettings": {
              "type": "object",
              "properties": {
                "contextKind": {"type": "string"},
                "stageCount": {"type": "integer"}
              },
              "required": ["stageCount"],
              "additionalProperties": false
            },
            "maintainerId": {"type": "string"},
            "maintainerTeamKey": {"type": "string"},
            "initialPrerequisites": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {"key": {"type": "string"}, "variationId": {"type": "string"}},
                "required": ["key", "variationId"],
                "additionalProperties": false
              }
            },
            "isFlagOn": {"type": "boolean"}
          },
          "required": ["name", "key"],
          "additionalProperties": false
        }
      },
      "required": ["projectKey", "FeatureFlagBody"],
      "additionalProperties": false
    }
  },
  "required": ["request"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
}
"""
)
ARGUMENTS = json.loads(
    r"""
{
  "request": "{\"projectKey\": \"text\", \"clone\": \"text\", \"FeatureFlagBody\": \"{\\\"name\\\": \\\"text\\\", \\\"key\\\": \\\"text\\\", \\\"description\\\": \\\"text\\\", \\\"includeInSnippet\\\": true, \\\"clientSideAvailability\\\": \\\"{\\\\\\\"usingEnvironmentId\\\\\\\": true, \\\\\\\"usingMobileKey\\\\\\\": true}\\\", \\\"variations\\\": \\\"[{}]\\\", \\\"temporary\\\": true, \\\"tags\\\": \\\"[\\\\\\\"text\\\\\\\"]\\\", \\\"customProperties\\\": \\\"{\\\\\\\"key\\\\\\\": \\\\\\\"{\\\\\\\\\\\\\\\"name\\\\\\\\\\\\\\\": \\\\\\\\\\\\\\\"text\\\\\\\\\\\\\\\", \\\\\\\\\\\\\\\"value\\\\\\\\\\\\\\\": \\\\\\\\\\\\\\\"[\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\"text\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\"]\\\\\\\\\\\\\\\"}\\\\\\\"}\\\", \\\"defaults\\\": \\\"{\\\\\\\"onVariation\\\\\\\": 3, \\\\\\\"offVariation\\\\\\\": 3}\\\", \\\"purpose\\\": \\\"migration\\\", \\\"migrationSettings\\\": \\\"{\\\\\\\"stageCount\\\\\\\": 3}\\\", \\\"maintainerId\\\": \\\"text\\\", \\\"maintainerTeamKey\\\": \\\"text\\\", \\\"initialPrerequisites\\\": \\\"[\\\\\\\"{\\\\\\\\\\\\\\\"key\\\\\\\\\\\\\\\": \\\\\\\\\\\\\\\"text\\\\\\\\\\\\\\\", \\\\\\\\\\\\\\\"variationId\\\\\\\\\\\\\\\": \\\\\\\\\\\\\\\"text\\\\\\\\\\\\\\\"}\\\\\\\"]\\\", \\\"isFlagOn\\\": true}\"}"
}
"""
)

sent = []


class Client:
    """An MCP client as MCPNativeTool uses one; keeps what call_tool_result would send."""

    async def connect(self):
        return None

    async def disconnect(self):
        return None

    async def call_tool_result(self, name, arguments):
        request = mcp.types.CallToolRequest(
            params=mcp.types.CallToolRequestParams(name=name, arguments=arguments)
        )  # the MCP SDK's session sends the request dumped with mode="json"
        sent.append(request.model_dump(by_alias=True, mode="json", exclude_none=True)["params"]["arguments"])
        return SimpleNamespace(content=[], is_error=False)


def main():
    try:
        model = MCPToolResolver._json_schema_to_pydantic(NAME, SCHEMA)  # create_model_from_schema
    except Exception as error:  # no typed tool: crewai's HTTPS discovery fails here
        raise RuntimeError(
            f"create_model_from_schema could not build a model: {type(error).__name__}: {error}"
        ) from error
    tool = MCPNativeTool(
        client_factory=Client,
        tool_name=NAME,
        tool_schema={"description": "conformance probe", "args_schema": model},
        server_name="conformance",
    )
    try:
        tool.run(**ARGUMENTS)  # BaseTool._validate_kwargs, then the client
    except ValueError as refusal:
        if sent:
            raise
        print(f"rejected: {refusal}".splitlines()[0])
        return
    print(f"returned: {json.dumps(sent[-1])}")


try:
    main()
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
