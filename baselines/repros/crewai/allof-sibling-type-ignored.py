# Repro: crewai 1.15.30, reason `allof-sibling-type-ignored` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     coerce/type-beside-allof/integer-text (core level, SPEC §1.2)
#           "5" for an integer whose allOf adds a minimum becomes 5.
# Reason:   SPEC §1.2: create_model_from_schema types a property that has an allOf by its members
#           alone and ignores the type beside it, so {"type": "integer", "allOf": [{"minimum": 0}]}
#           becomes an Optional[Any] field and "5" passes as "5", and object text for a type object
#           whose allOf adds a required member stays text. SPEC's T is the type beside the allOf.
#           Its two signatures are the two types left as text (integer, object).
# Expected: {"limit": 5}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python allof-sibling-type-ignored.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/allof-sibling-type-ignored.py
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

NAME = "set_limit"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "limit": {"type": "integer", "allOf": [{"minimum": 0}]},
    "options": {
      "type": "object",
      "properties": {"depth": {"type": "integer"}},
      "allOf": [{"required": ["depth"]}]
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"limit": "5"}
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
