# Repro: dspy 3.4.1, reason `no-json-text` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     robustness/deep-and-cyclic/root-recursion (core level, SPEC §1.4)
#           A property whose $ref is "#" holding itself four levels deep, the last as text: all
#           levels resolve.
# Reason:   SPEC §1.2: JSON text for an object or array property (or a single value to wrap into an
#           array) stays as sent where the argument's schema has no top-level "type" (unions, refs,
#           pydantic Optional fields): dspy skips validation and parsing and passes it through. Its
#           cases carry several cause signatures because this one mechanism shows on different JSON
#           types and places (top level, nested, behind a $ref, in a union branch).
# Expected: {"me": {"me": {"me": {"me": {}}}}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python no-json-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/no-json-text.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

NAME = "deep"
SCHEMA = json.loads(
    r"""
{"type": "object", "properties": {"me": {"$ref": "#"}}}
"""
)
ARGUMENTS = json.loads(
    r"""
{"me": {"me": {"me": "{\"me\": \"{}\"}"}}}
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
