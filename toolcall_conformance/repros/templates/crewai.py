# mirrors toolcall_conformance/harnesses/python/crewai_harness.py sha256 bb2e234678874a0a
# mirrors toolcall_conformance/harnesses/python/protocol.py sha256 6987d896be01a490
# __HEADER__
import json
import os
from types import SimpleNamespace

os.environ.setdefault("CREWAI_DISABLE_TELEMETRY", "true")
os.environ.setdefault("OTEL_SDK_DISABLED", "true")

import mcp.types
from crewai.mcp.tool_resolver import MCPToolResolver
from crewai.tools.mcp_native_tool import MCPNativeTool

NAME = "__NAME__"
SCHEMA = json.loads(
    r"""
__SCHEMA__
"""
)
ARGUMENTS = json.loads(
    r"""
__ARGUMENTS__
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
