# Repro: dspy 3.4.1, reason `rejects-no-wrap` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     refs/siblings-inlined/target-array-wins-over-sibling-object (core level, SPEC §2)
#           Sibling type "object" vs target type "array": the target wins and the type is exactly
#           "array", so "x" is wrapped.
# Reason:   SPEC §1.2 and §1.5: a single value for an array property is not wrapped into a one-item
#           array; jsonschema rejects it. The same refusal fails cases whose expected (Hermes')
#           answer is itself invalid where a choice core leaves gives a valid one (a nested value
#           prepared by its own position's type, SPEC §1.3 and §0): the step could have delivered
#           that call (§1.5). The signatures differ by where the value sits (top level or nested)
#           and by the SPEC section its cases pin.
# Expected: {"object_vs_array": ["x"]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python rejects-no-wrap.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/rejects-no-wrap.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

NAME = "search"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "described": {"type": "integer", "description": "How many results to return."},
    "type_conflict": {"type": "integer"},
    "type_conflict_text": {"type": "string"},
    "sibling_nullable": {"type": "integer", "nullable": true},
    "sibling_type": {
      "type": "boolean",
      "description": "A flag whose type is given where it is used."
    },
    "nullable_conflict": {"type": "integer", "nullable": false},
    "type_list_conflict": {"type": "integer"},
    "sibling_any_of": {"type": "integer", "anyOf": [{"type": "integer"}, {"type": "null"}]},
    "chained": {"type": "integer", "nullable": true, "description": "Outer alias."},
    "object_vs_array": {"type": "array"},
    "properties_conflict": {
      "type": "object",
      "properties": {"owner name": {"type": "string"}, "tags": {"type": "array"}}
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"object_vs_array": "x"}
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
