# Repro: crewai 1.15.30, reason `defaults-filled-hermes` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     refs/root-ref/plus-sign-integer-text (hermes level, SPEC §2)
#           Behind the root $ref, "+5" for an integer property, a Python number spelling, converted
#           only at hermes level (SPEC 1.2): it becomes 5 at hermes level.
# Reason:   SPEC §1 (hermes level): the mechanism of `defaults-filled` on cases whose expected value
#           is the one Hermes chose where core leaves a choice: keys the model did not send are
#           added: _validate_kwargs passes on model_dump() of the validated model, which holds every
#           field, so each absent optional property reaches the tool as null (or its schema
#           default). Its signatures are the added key (unexpected key) by the section its case pins
#           (§1.2, §2, §4) and by where the object that gets it sits (at the top level, behind a
#           $ref, inside a union branch, both); a call that also has a value coerced where Hermes
#           leaves it as sent (hermes-no-type-union's mechanism, as on pydantic's recursive
#           TreeNode) is here when the added key is its first difference.
# Expected: {"count": 5}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python defaults-filled-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/defaults-filled-hermes.py
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

NAME = "tree"
SCHEMA = json.loads(
    r"""
{
  "$ref": "#/$defs/Args",
  "$defs": {
    "Args": {
      "type": "object",
      "properties": {
        "count": {"type": "integer"},
        "verbose": {"type": "boolean"},
        "first name": {"type": "string"},
        "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}
      }
    },
    "Node": {
      "type": "object",
      "properties": {
        "count": {"type": "integer"},
        "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}
      }
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"count": "+5"}
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
