# Repro: dspy 3.4.1, reason `refs-outside-defs-raise` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     adversarial/canary/defs-chain/chain-ends-at-remote-ref (core level, SPEC §2)
#           Alias -> Remote -> a remote URL: the chain stops at the URL with no type known, "true"
#           stays "true".
# Reason:   SPEC §2: _resolve_json_schema_reference looks every $ref up by its last path segment in
#           $defs, so refs to other places (#/properties/limit/anyOf/0, remote or relative URLs)
#           raise KeyError when the tool is built. Its signatures are this one error on cases
#           pinning §1.1, §1.2, §1.3 and §2.
# Expected: {"via_defs": "true"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python refs-outside-defs-raise.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/refs-outside-defs-raise.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

NAME = "toggle"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "via_defs": {"$ref": "#/$defs/Alias"},
    "via_defs_typed": {"$ref": "#/$defs/TypedAlias"}
  },
  "$defs": {
    "Alias": {"$ref": "#/$defs/Remote"},
    "Remote": {"$ref": "http://canary.invalid/schemas/remote.json"},
    "TypedAlias": {"$ref": "#/$defs/TypedRemote"},
    "TypedRemote": {"type": "boolean", "$ref": "http://canary.invalid/schemas/flag.json"}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"via_defs": "true"}
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
