# Repro: crewai 1.15.30, reason `defaults-filled` of the `crewai` baseline
# (baselines/crewai.json).
#
# Case:     field-2026/numbers-as-text/integer-and-number-text/integer-text (core level, SPEC §1.2)
#           "3" becomes 3.
# Reason:   SPEC §1: keys the model did not send are added: _validate_kwargs passes on model_dump()
#           of the validated model, which holds every field, so each absent optional property
#           reaches the tool as null (or its schema default). Its signatures are this one
#           difference, the added key (unexpected key), by the SPEC section its case pins (§1, §1.1,
#           §1.2, §1.3, §2, §4) and by where the object that gets the key sits (at the top level,
#           nested, behind a $ref, inside a union branch). A call whose first difference is another
#           mechanism's is filed under that one even where keys are added too ("null" text kept:
#           no-null-text; "1" taken as true: boolean-spellings). Where the answer otherwise makes a
#           choice core accepts (a nested "5" coerced to 5, "5" kept for ["string", "integer"], SPEC
#           §1.2, §1.3), the added keys alone fail it at core; its signature then names the first
#           difference from Hermes' answer, that choice.
# Expected: {"count": 3}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     MCPNativeTool.run: create_model_from_schema(inputSchema), then lax model_validate and
#           model_dump, as suite/harnesses/python/crewai_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install crewai==1.15.30 && python defaults-filled.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/crewai/defaults-filled.py
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
{"count": "3"}
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
