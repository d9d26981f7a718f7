# Repro: crewai 1.15.30, reason `model-not-built-email-format-hermes` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     generated/zod-to-json-schema/zod-to-json-schema.optional_person.openapi3/string-secondary
#           (hermes level, SPEC §1.2)
#           only 'secondary' sent as a string; the others already typed
# Reason:   SPEC §1.4 and §1.5 (hermes level): the mechanism of `model-not-built-email-format` on
#           cases whose expected value is the one Hermes chose where core leaves a choice: a string
#           property with format "email" (zod's .email(), pydantic's EmailStr) becomes a pydantic
#           EmailStr field, which needs the email-validator package, and crewai does not install it:
#           create_model_from_schema raises ImportError ("email-validator is not installed"), so the
#           call fails (crewai's HTTPS discovery then fails, its structured-server path registers
#           the tool untyped). "format" is an annotation: the schema is valid and its arguments must
#           be prepared as without it.
# Expected: {"primary": {"email": "ada@example.org", "first name": "text", "last name": "text"},
#           "secondary": "{\"first name\": \"text\", \"last name\": \"text\", \"email\":
#           \"ada@example.org\"}"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python model-not-built-email-format-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/model-not-built-email-format-hermes.py
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

NAME = "openapi3"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "primary": {
      "type": "object",
      "properties": {
        "first name": {"type": "string", "description": "Given name"},
        "last name": {"type": "string", "description": "Family name"},
        "email": {"type": "string", "format": "email"}
      },
      "required": ["first name", "last name"],
      "additionalProperties": false,
      "nullable": true
    },
    "secondary": {"allOf": [{"$ref": "#/properties/primary"}], "nullable": true}
  },
  "required": ["primary"],
  "additionalProperties": false
}
"""
)
ARGUMENTS = json.loads(
    r"""
{
  "primary": {"first name": "text", "last name": "text", "email": "ada@example.org"},
  "secondary": "{\"first name\": \"text\", \"last name\": \"text\", \"email\": \"ada@example.org\"}"
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
