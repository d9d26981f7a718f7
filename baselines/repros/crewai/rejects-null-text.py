# Repro: crewai 1.15.30, reason `rejects-null-text` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     field-2026/numbers-as-text/integer-and-number-text/integer-exponent-text (core level,
#           SPEC §1.2)
#           "1e2" becomes 100.
# Reason:   SPEC §1.2 and §1.5: the text "null" is not turned into null; the model refuses it where
#           null is the only type that admits it, and a valid call is rejected. One mechanism; its
#           signatures are the pydantic error types of the non-null types the properties also allow
#           (int_parsing, float_parsing, bool_parsing, dict_type, list_type, model_type,
#           literal_error; none_required for type "null" alone), several where a call carries
#           several null texts, on cases pinning §1.2 and §4. The same refusal fails cases whose
#           expected (Hermes') answer is itself invalid where a choice core leaves gives a valid one
#           (a nested value prepared by its own position's type, SPEC §1.3 and §0): the step could
#           have delivered that call (§1.5).
# Expected: {"count": 100}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python rejects-null-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/rejects-null-text.py
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

NAME = "resize"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {"count": {"type": "integer"}, "ratio": {"type": "number"}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"count": "1e2"}
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
