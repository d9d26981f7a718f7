# Repro: crewai 1.15.30, reason `no-json-text-hermes` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     field-2026/copilot-unions/type-list-array-string-null/array-text (core level, SPEC §1.2)
#           JSON text of an array: the array type comes first in the list, so it is parsed; the
#           string it was is valid too.
# Reason:   SPEC §1.2 (hermes level): the mechanism of `no-json-text` on cases whose expected value
#           is the one Hermes chose where core leaves a choice: a JSON string for an object or array
#           property stays text where the model accepts text as it is (type lists or unions with a
#           string branch, properties typed Any). Its two signatures are the kind of text (object or
#           array), both behind a $ref (a schema whose root is a $ref into draft-07 "definitions",
#           as zod-to-json-schema's named output and pydantic 1's recursive TreeNode write it, for
#           which create_model_from_schema builds a model without fields, so the arguments pass as
#           sent).
# Expected: {"target": ["Top", "Child"]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python no-json-text-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/no-json-text-hermes.py
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

NAME = "vault_read"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {"target": {"type": ["array", "string", "null"], "items": {"type": "string"}}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"target": "[\"Top\", \"Child\"]"}
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
