# Repro: crewai 1.15.30, reason `no-null-text` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     models/glm-every-value-quoted/null-quoted (core level, SPEC §1.2)
#           "null" for a nullable string becomes null.
# Reason:   SPEC §1.2: the text "null" for a nullable property stays "null" where the model accepts
#           the text as it is (a string branch, a string with nullable: true, or a property without
#           a type, typed Any). Its signatures differ only by where the property sits: at the top
#           level (a type list with a string branch, nullable: true), inside a union branch
#           (anyOf/oneOf with a string branch) and behind a $ref inside a union branch (a schema
#           whose root is a $ref into draft-07 "definitions", as zod-to-json-schema's named output
#           and pydantic 1's recursive TreeNode write it, for which create_model_from_schema builds
#           a model without fields, so the arguments pass as sent). Two calls that also get absent
#           keys added (defaults-filled) are here: the null text is their first difference.
# Expected: {"query": "weather", "cursor": null}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python no-null-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/no-null-text.py
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

NAME = "web_search"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "query": {"type": "string"},
    "max_results": {"type": "integer"},
    "exclude_domains": {"type": "array", "items": {"type": "string"}},
    "safe_search": {"type": "boolean"},
    "cursor": {"type": ["string", "null"]},
    "opts": {"type": "object"}
  },
  "required": ["query"]
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"query": "weather", "cursor": "null"}
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
