# Repro: dspy 3.4.1, reason `scalar-text-missed` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     refs/root-ref-definitions/integer-text (core level, SPEC §2)
#           The arguments object itself is behind a root $ref "#/definitions/Args", an ordinary
#           local pointer: "5" for an integer property becomes 5.
# Reason:   SPEC §1.2: number and boolean text stays text where the argument's schema has no
#           top-level "type" (any $ref, such as one into #/definitions or a path ref like
#           #/properties/limit/anyOf/0, or a union): dspy skips both validation and parsing. Its
#           cases carry several cause signatures because this one mechanism shows on different JSON
#           types and places (top level, nested, behind a $ref, in a union branch).
# Expected: {"count": 5}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python scalar-text-missed.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/scalar-text-missed.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

NAME = "tree"
SCHEMA = json.loads(
    r"""
{
  "$ref": "#/definitions/Args",
  "definitions": {"Args": {"type": "object", "properties": {"count": {"type": "integer"}}}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"count": "5"}
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
