# Repro: crewai 1.15.30, reason `refs-unresolvable-hermes` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     generated/mcp-sdk/mcp-sdk.zod3.slash_key/typed.681a8ae6 (hermes level, SPEC §1.2)
#           arguments already of the right types pass through unchanged
# Reason:   SPEC §2 (hermes level): the mechanism of `refs-unresolvable` on cases whose expected
#           value is the one Hermes chose where core leaves a choice: a $ref its resolver cannot
#           follow (remote or other-document URLs, zod-to-json-schema's relative refs such as
#           "1/max_results", a ref relative to a nested $id, a dangling local pointer such as
#           "#/properties/a/b", which zod-to-json-schema writes, its "/" unescaped, for a reused
#           property named "a/b") raises KeyError while the model is built, so the call fails
#           instead of the value being left as it is.
# Expected: {"a/b": 3}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python refs-unresolvable-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/refs-unresolvable-hermes.py
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

NAME = "slash_key"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {"a/b": {"type": "integer", "minimum": 0}, "c": {"$ref": "#/properties/a/b"}},
  "required": ["a/b", "c"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"a/b": 3}
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
