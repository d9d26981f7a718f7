# Repro: dspy 3.4.1, reason `no-null-text-hermes` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     field-2026/copilot-unions/anyof-array-string-null/null-text (core level, SPEC §1.2)
#           "null" for a union with a null branch becomes null (SPEC §1.2); keeping the text is
#           valid too.
# Reason:   SPEC §1.2 (hermes level): dspy never turns the text "null" into null, so "null" for a
#           property that admits both a string and null (anyOf [string, null], ["string", "null"])
#           stays the string sent, where Hermes' null rule gives null; core accepts that answer
#           (SPEC §0: it is valid against the schema and the case lists it among its
#           core_alternatives), so it is a finding at hermes level only. The signatures differ by
#           the JSON types and by where the value sits.
# Expected: {"target": null}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python no-null-text-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/no-null-text-hermes.py
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
  "properties": {
    "target": {
      "anyOf": [
        {"type": "array", "items": {"type": "string"}},
        {"type": "string"},
        {"type": "null"}
      ]
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"target": "null"}
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
