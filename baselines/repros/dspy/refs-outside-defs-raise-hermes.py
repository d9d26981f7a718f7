# Repro: dspy 3.4.1, reason `refs-outside-defs-raise-hermes` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     refs/pointer-forms/defs-name-beside-untyped-union (hermes level, SPEC §2)
#           "5" behind "#/$defs/Count" becomes 5 (SPEC §2) in a call whose `choice` (anyOf [null,
#           integer, boolean], no top-level type) gets only the null rule at hermes level, so its
#           "3" stays.
# Reason:   (hermes level) The mechanism of `refs-outside-defs-raise` in a hermes-level case: SPEC
#           §2: _resolve_json_schema_reference looks every $ref up by its last path segment in
#           $defs, so refs to other places (#/properties/limit/anyOf/0, remote or relative URLs)
#           raise KeyError when the tool is built.
# Expected: {"by_name": 5, "choice": "3"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python refs-outside-defs-raise-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/refs-outside-defs-raise-hermes.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

NAME = "lookup"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "choice": {"anyOf": [{"type": "null"}, {"type": "integer"}, {"type": "boolean"}]},
    "tags": {"type": "array", "items": {"type": "integer"}},
    "by_name": {"$ref": "#/$defs/Count"},
    "by_index": {"$ref": "#/properties/choice/anyOf/1"},
    "by_index_two": {"$ref": "#/properties/choice/anyOf/2"},
    "by_index_ten": {"$ref": "#/$defs/Many/anyOf/10"},
    "to_items": {"$ref": "#/properties/tags/items"},
    "to_property": {"$ref": "#/properties/by_name"},
    "chain": {"$ref": "#/$defs/Alias"},
    "tilde_one": {"$ref": "#/$defs/a~1b"},
    "tilde_zero": {"$ref": "#/$defs/a~0b"},
    "tilde_zero_one": {"$ref": "#/$defs/a~01b"},
    "empty_key": {"$ref": "#/$defs/"},
    "pct_space": {"$ref": "#/$defs/a%20b"},
    "pct_percent": {"$ref": "#/$defs/100%25"},
    "pct_tilde": {"$ref": "#/$defs/a%7E1b"},
    "pct_dollar": {"$ref": "#/%24defs/Count"},
    "pct_utf8": {"$ref": "#/$defs/caf%C3%A9"},
    "raw_utf8": {"$ref": "#/$defs/café"},
    "root": {"$ref": "#"}
  },
  "$defs": {
    "Count": {"type": "integer"},
    "Alias": {"$ref": "#/$defs/Alias2"},
    "Alias2": {"$ref": "#/$defs/Count"},
    "a b": {"type": "integer"},
    "a/b": {"type": "boolean"},
    "a~b": {"type": "number"},
    "a~1b": {"type": "integer"},
    "100%": {"type": "boolean"},
    "café": {"type": "integer"},
    "": {"type": "integer"},
    "Many": {
      "anyOf": [
        {"type": "string"},
        {"type": "string"},
        {"type": "string"},
        {"type": "string"},
        {"type": "string"},
        {"type": "string"},
        {"type": "string"},
        {"type": "string"},
        {"type": "string"},
        {"type": "string"},
        {"type": "integer"}
      ]
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"by_name": "5", "choice": "3"}
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
