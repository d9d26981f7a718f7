# Repro: dspy 3.4.1, reason `rejects-undecidable` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     adversarial/canary/nested/nested-member-remote-ref (core level, SPEC §2)
#           Inside an object argument sent as JSON text, a member whose schema is a remote $ref
#           admits nothing known: its array text stays text, while the array-typed sibling is
#           parsed.
# Reason:   SPEC §1.5: a call on a schema with a remote ref, whose validity the suite cannot decide,
#           is rejected; §1.5 counts that as a failure.
# Expected: {"config": {"limits": "[1, 2]", "tags": ["a"]}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python rejects-undecidable.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/rejects-undecidable.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

NAME = "configure"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "config": {
      "type": "object",
      "properties": {
        "limits": {"$ref": "http://canary.invalid/schemas/limits.json"},
        "tags": {"type": "array", "items": {"type": "string"}}
      }
    },
    "rows": {
      "type": "array",
      "items": {
        "anyOf": [{"$ref": "http://canary.invalid/schemas/row.json"}, {"type": "object"}]
      }
    },
    "cells": {
      "type": "array",
      "items": {"anyOf": [{"$ref": "http://canary.invalid/schemas/cell.json"}]}
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"config": "{\"limits\": \"[1, 2]\", \"tags\": \"[\\\"a\\\"]\"}"}
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
