# Repro: dspy 3.4.1, reason `type-list-raises` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     field-2026/copilot-unions/type-list-array-string-null/null (core level, SPEC §1.2)
#           null stays null.
# Reason:   SPEC §1.2 and §4: convert_input_schema_to_tool_args looks a property's "type" up in a
#           dict, so any type list such as ["integer", "null"] raises TypeError "unhashable type:
#           'list'" and the tool cannot be built. Its signatures are this one error on cases pinning
#           §1.2, §1.4 and §4.
# Expected: {"target": null}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python type-list-raises.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/type-list-raises.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

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
{"target": null}
"""
)

sent = []


class Session:
    """An MCP client session as dspy's bridge uses it; keeps what call_tool would send."""

    async def call_tool(self, name, arguments=None):
        request = mcp.types.CallToolRequest(
            params=mcp.types.CallToolRequestParams(name=name, arguments=arguments or {})
        )  # the MCP SDK's session sends the request dumped with mode="json"
        sent.append(request.model_dump(by_alias=True, mode="json", exclude_none=True)["params"]["arguments"])
        return mcp.types.CallToolResult(content=[])


async def main():
    listed = mcp.types.Tool.model_validate({"name": NAME, "inputSchema": SCHEMA})
    tool = dspy.Tool.from_mcp_tool(Session(), listed)
    try:
        await tool.acall(**ARGUMENTS)  # as dspy.ReAct calls a tool
    except ValueError as refusal:
        if sent:
            raise
        print(f"rejected: Execution error in {NAME}: {refusal}".splitlines()[0])
        return
    print(f"returned: {json.dumps(sent[-1])}")


try:
    asyncio.run(main())
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
