# Repro: crewai 1.15.30, reason `model-not-built-ref-into-array` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     refs/root-ref-into-branch/native-value-stays (core level, SPEC §1.4)
#           7 for offset stays: resolving a pointer through an array index does not make the step
#           fail (§1.4).
# Reason:   SPEC §2 and §1.4: in a schema whose root is a $ref (zod-to-json-schema's named
#           definitions), a $ref whose pointer walks into an array by index
#           ("#/$defs/Pagination/properties/limit/anyOf/0") is looked up token by token as object
#           keys, so indexing the anyOf list with "0" raises TypeError "list indices must be
#           integers or slices, not str" and the call fails. Its signatures are this one error on
#           cases pinning §1.2 and §1.4.
# Expected: {"offset": 7}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python model-not-built-ref-into-array.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/model-not-built-ref-into-array.py
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

NAME = "page"
SCHEMA = json.loads(
    r"""
{
  "$ref": "#/$defs/Page",
  "$defs": {
    "Page": {
      "type": "object",
      "properties": {
        "limit": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
        "offset": {"$ref": "#/$defs/Page/properties/limit/anyOf/0"}
      }
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"offset": 7}
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
