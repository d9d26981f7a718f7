# Repro: dspy 3.4.1, reason `rejects-json-text` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     coerce/object/empty-object-text (core level, SPEC §1.2)
#           "{}" becomes {}.
# Reason:   SPEC §1.2 and §1.5: JSON text for an object or array argument is not parsed:
#           jsonschema.validate checks each argument as sent ("'{\"a\": 1}' is not of type
#           'object'") and the tool is not called. One mechanism; its signatures are the type
#           jsonschema names (object or array), on cases pinning §1.2, §1.3, §2 and §4. dspy checks
#           the arguments one by one and reports the first it refuses: a call that carries several
#           kinds of text is listed by the argument jsonschema names. The same refusal fails cases
#           whose expected (Hermes') answer is itself invalid where a choice core leaves gives a
#           valid one (a nested value prepared by its own position's type, SPEC §1.3 and §0): the
#           step could have delivered that call (§1.5).
# Expected: {"obj": {}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python rejects-json-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/rejects-json-text.py
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
{"type": "object", "properties": {"obj": {"type": "object"}}}
"""
)
ARGUMENTS = json.loads(
    r"""
{"obj": "{}"}
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
