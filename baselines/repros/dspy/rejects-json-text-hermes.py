# Repro: dspy 3.4.1, reason `rejects-json-text-hermes` of the `dspy` baseline
# (baselines/dspy.json).
#
# Case:     unmap/hermes-choices/keys-in-json-text-not-mapped (hermes level, SPEC §1.1)
#           (hermes) An object sent as JSON text is parsed, but its "first_name" key is not mapped
#           back.
# Reason:   SPEC §1.2 and §1.5 (hermes level): the mechanism of `rejects-json-text` on cases whose
#           expected value is the one Hermes chose where core leaves a choice: JSON text for an
#           object or array argument is not parsed: jsonschema.validate checks each argument as sent
#           ("'{\"a\": 1}' is not of type 'object'") and the tool is not called. Its signatures are
#           the type jsonschema names (object or array), on cases pinning §1.1 and §1.2. dspy checks
#           the arguments one by one and reports the first it refuses: a call that carries several
#           kinds of text is listed by the argument jsonschema names.
# Expected: {"person": {"first_name": "Ada"}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     Tool.from_mcp_tool(...).acall(**arguments): jsonschema validates each argument, pydantic
#           parses it, as suite/harnesses/python/dspy_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'dspy[mcp]==3.4.1' && python rejects-json-text-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/dspy/rejects-json-text-hermes.py
#
# Written by `make repros` from scripts/repro-templates/dspy.py; edit that, not this.
import asyncio
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import dspy
import mcp.types

NAME = "greet"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "person": {"type": "object", "properties": {"first name": {"type": "string"}}},
    "first name": {"type": "string"}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"person": "{\"first_name\": \"Ada\"}"}
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
