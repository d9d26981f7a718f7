# Repro: dspy 3.4.1, reason `schema-refused-hermes` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     generated/pydantic-captures/1.10.27.geometry/typed.628a2532 (hermes level, SPEC §1.2)
#           arguments already of the right types pass through unchanged
# Reason:   SPEC §1.4 (hermes level): the mechanism of `schema-refused` on cases whose expected
#           value is the one Hermes chose where core leaves a choice: jsonschema checks each
#           property schema against the 2020-12 meta-schema and raises SchemaError for ones it calls
#           invalid (an unknown type name such as "text", draft-07 array-form items), so the call
#           fails.
# Expected: {"origin": [2.5, 2.5], "path": [2.5], "tags": ["text"]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python schema-refused-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/schema-refused-hermes.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

NAME = "geometry"
SCHEMA = json.loads(
    r"""
{
  "title": "GeometryInput",
  "type": "object",
  "properties": {
    "origin": {
      "title": "Origin",
      "type": "array",
      "minItems": 2,
      "maxItems": 2,
      "items": [{"type": "number"}, {"type": "number"}]
    },
    "path": {
      "title": "Path",
      "default": [],
      "type": "array",
      "items": {"type": "number"}
    },
    "tags": {
      "title": "Tags",
      "default": [],
      "type": "array",
      "items": {"type": "string"},
      "uniqueItems": true
    }
  },
  "required": ["origin"]
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"origin": [2.5, 2.5], "path": [2.5], "tags": ["text"]}
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
