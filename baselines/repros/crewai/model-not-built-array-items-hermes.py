# Repro: crewai 1.15.30, reason `model-not-built-array-items-hermes` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     generated/pydantic-captures/1.10.27.geometry/typed.628a2532 (hermes level, SPEC §1.2)
#           arguments already of the right types pass through unchanged
# Reason:   SPEC §1.4 and §1.5 (hermes level): the mechanism of `model-not-built-array-items` on
#           cases whose expected value is the one Hermes chose where core leaves a choice:
#           array-form "items" (a draft-07 tuple, as zod-to-json-schema and pydantic 1 write one) is
#           read as one schema: create_model_from_schema calls .get on the list and raises
#           AttributeError ("'list' object has no attribute 'get'"), so the call fails although the
#           schema is valid under the dialect it declares.
# Expected: {"origin": [2.5, 2.5], "path": [2.5], "tags": ["text"]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python model-not-built-array-items-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/model-not-built-array-items-hermes.py
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

NAME = "geometry"
SCHEMA = json.loads(
    r"""
{
  "title": "GeometryInput",
  "type": "object",
  "properties": {
    "origin": {
      "title": "Origin",
      "type": "array",
      "minItems": 2,
      "maxItems": 2,
      "items": [{"type": "number"}, {"type": "number"}]
    },
    "path": {
      "title": "Path",
      "default": [],
      "type": "array",
      "items": {"type": "number"}
    },
    "tags": {
      "title": "Tags",
      "default": [],
      "type": "array",
      "items": {"type": "string"},
      "uniqueItems": true
    }
  },
  "required": ["origin"]
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"origin": [2.5, 2.5], "path": [2.5], "tags": ["text"]}
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
