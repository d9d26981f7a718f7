# Repro: dspy 3.4.1, reason `refs-against-property-schema` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     generated/mcp-sdk/mcp-sdk.zod4.folder_tree/typed.c298c4d9 (core level, SPEC §1.2)
#           arguments already of the right types pass through unchanged
# Reason:   SPEC §2: each argument is validated against its own property schema, cut from the tool's
#           schema, so a $ref other than #/$defs is resolved against the wrong document:
#           #/properties/... and #/definitions/... and remote refs are unresolvable there
#           (jsonschema's Unresolvable, after trying to retrieve a remote URL) and the call fails,
#           and a root ref "#" means the property schema itself, so a valid recursive value is
#           rejected. Its signatures are the two outcomes: the resolver's PointerToNowhere error
#           where the ref points elsewhere in the tool's schema (on cases pinning §1.2 and §4), and
#           jsonschema's rejection ("is not of type 'array'") where a root ref "#" stands for the
#           property schema.
# Expected: {"children": [{"children": [{"children": [], "name": "text"}], "name": "text"}], "name":
#            "text"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python refs-against-property-schema.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/refs-against-property-schema.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

NAME = "folder_tree"
SCHEMA = json.loads(
    r"""
{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "type": "object",
  "properties": {
    "name": {"type": "string"},
    "children": {"type": "array", "items": {"$ref": "#"}}
  },
  "required": ["name", "children"]
}
"""
)
ARGUMENTS = json.loads(
    r"""
{
  "name": "text",
  "children": [{"name": "text", "children": [{"name": "text", "children": []}]}]
}
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
