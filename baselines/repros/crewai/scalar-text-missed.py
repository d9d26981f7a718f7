# Repro: crewai 1.15.30, reason `scalar-text-missed` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     generated/zod-to-json-schema/zod-to-json-schema.pagination.named/string-offset (core
#           level, SPEC §1.2)
#           only 'offset' sent as a string; the others already typed
# Reason:   SPEC §1.2: number and boolean text stays text where the model accepts the text as it is:
#           a sibling type beside a $ref that the model ignores, and a schema whose root is a $ref
#           into draft-07 "definitions" (zod-to-json-schema's named output, pydantic 1's recursive
#           TreeNode), for which create_model_from_schema builds a model without fields, so the
#           arguments pass as sent. (Text kept for a type list with a string branch is an answer
#           core accepts: scalar-text-missed-hermes.) Its signatures are the type the text was meant
#           for (integer, boolean) and where it sits (behind a $ref, in a case pinning §1.2 or §2).
# Expected: {"limit": 3, "offset": 3, "query": "text"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python scalar-text-missed.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/scalar-text-missed.py
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

NAME = "named"
SCHEMA = json.loads(
    r"""
{
  "$ref": "#/definitions/Pagination",
  "definitions": {
    "Pagination": {
      "type": "object",
      "properties": {
        "query": {"type": "string"},
        "limit": {
          "anyOf": [{"type": "integer", "minimum": 1, "maximum": 500}, {"type": "null"}]
        },
        "offset": {"$ref": "#/definitions/Pagination/properties/limit/anyOf/0"}
      },
      "required": ["query", "limit"],
      "additionalProperties": false
    }
  },
  "$schema": "http://json-schema.org/draft-07/schema#"
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"query": "text", "limit": 3, "offset": "3"}
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
