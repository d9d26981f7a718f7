# Repro: openhands-sdk 1.58.2, reason `no-json-text-hermes` of the `openhands` baseline
# (baselines/openhands.json).
#
# Case:     field-2026/copilot-unions/type-list-array-string-null/array-text (core level, SPEC §1.2)
#           JSON text of an array: the array type comes first in the list, so it is parsed; the
#           string it was is valid too.
# Reason:   SPEC §1.2 (hermes level): the mechanism of `no-json-text` on cases whose expected value
#           is the one Hermes chose where core leaves a choice: a JSON string for an object or array
#           property (or a single value to wrap into an array) stays as sent where the action model
#           accepts it as it is: properties from_mcp_schema types as Any (no type, anyOf/oneOf
#           unions, $refs, type lists with more than one non-null type) pass it through unchanged.
#           Its cases carry several cause signatures because this one mechanism shows on different
#           JSON types and places (top level, nested, behind a $ref, in a union branch). Core cases
#           listed here answer what core accepts (SPEC §0: valid against the schema, and among the
#           case's core_alternatives), so they too are findings at hermes level only.
# Expected: {"target": ["Top", "Child"]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     an MCP tool's call as Agent._get_action_event prepares it: fix_malformed_tool_arguments,
#           then the action model from the inputSchema, as
#           suite/harnesses/python/openhands_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'openhands-sdk==1.58.2' && python3.12 no-json-text-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/openhands/no-json-text-hermes.py
#
# Written by `make repros` from scripts/repro-templates/openhands.py; edit that, not this.
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches it on import otherwise

import mcp.types
from openhands.sdk.agent.utils import (
    fix_malformed_tool_arguments,
    normalize_tool_call,
    parse_tool_call_arguments,
)
from openhands.sdk.mcp.definition import MCPToolAction, MCPToolObservation
from openhands.sdk.mcp.tool import MCPToolDefinition
from openhands.sdk.tool import ToolExecutor
from pydantic import ValidationError

NAME = "vault_read"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {"target": {"type": ["array", "string", "null"], "items": {"type": "string"}}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"target": "[\"Top\", \"Child\"]"}
"""
)

sent = []


class Recorder(ToolExecutor):
    """Where MCPToolExecutor would call the server: keeps what it would send."""

    def __call__(self, action, conversation=None):
        request = mcp.types.CallToolRequest(
            params=mcp.types.CallToolRequestParams(name=NAME, arguments=action.to_mcp_arguments())
        )  # the MCP SDK's session sends the request dumped with mode="json"
        sent.append(request.model_dump(by_alias=True, mode="json", exclude_none=True)["params"]["arguments"])
        return MCPToolObservation.from_text(text="received", tool_name=NAME)


def main():
    listed = mcp.types.Tool.model_validate({"name": NAME, "inputSchema": SCHEMA})
    tool = MCPToolDefinition(
        description=listed.description or "No description provided",
        action_type=MCPToolAction,
        observation_type=MCPToolObservation,
        executor=Recorder(),
        mcp_tool=listed,
    )
    # Agent._get_action_event's order (openhands/sdk/agent/agent.py)
    name = NAME
    try:
        arguments = parse_tool_call_arguments(json.dumps(ARGUMENTS))
        name, arguments = normalize_tool_call(NAME, arguments, [tool.name])
        arguments = fix_malformed_tool_arguments(arguments, tool.action_type)
        if tool.response_schema is not None:
            arguments = fix_malformed_tool_arguments(arguments, tool.response_schema)
        arguments.pop("security_risk", None)
        action = tool.action_from_arguments(arguments)
    except (ValueError, ValidationError) as refusal:
        print(f"rejected: Error validating tool '{name}': {refusal}".splitlines()[0])
        return
    observation = tool(action)
    if sent:
        print(f"returned: {json.dumps(sent[-1])}")
    else:
        told = "".join(getattr(part, "text", "") for part in observation.content)
        print(f"rejected: {told or 'the tool was not called'}")


try:
    main()
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
