# Repro: dspy 3.4.1, reason `remote-ref-fetched` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     adversarial/canary/mcp/mcp-remote-refs (core level, SPEC §4)
#           The remote $ref beside type integer keeps the type ("5" becomes 5); the definition that
#           is only a remote $ref leaves "7" as sent.
# Reason:   SPEC §2: jsonschema's default resolver retrieves a remote $ref over the network (the
#           suite's canary server saw the GET); resolution must never read the network. Its
#           signatures are this one error on cases pinning §2 and §4.
# Expected: {"n": 5, "other": "7"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python remote-ref-fetched.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/remote-ref-fetched.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

NAME = "mcp_count"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "n": {"$ref": "http://canary.invalid/schemas/n.json", "type": "integer"},
    "other": {"$ref": "#/definitions/Other"}
  },
  "definitions": {"Other": {"$ref": "http://canary.invalid/schemas/other.json"}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"n": "5", "other": "7"}
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
