# Repro: openhands-sdk 1.58.2, reason `rejects-no-wrap` of the `openhands` baseline
# (baselines/openhands.json).
#
# Case:     coerce/array/wrap-integer (core level, SPEC §1.2)
#           Type exactly "array": 5 is wrapped as [5].
# Reason:   SPEC §1.2 and §1.5: a single value for an array property is not wrapped into a one-item
#           array; the action model rejects it ("Input should be a valid list"). Its signatures are
#           this one rejection on cases pinning §1.2 and §2. The same refusal fails cases whose
#           expected (Hermes') answer is itself invalid where a choice core leaves gives a valid one
#           (a nested value prepared by its own position's type, SPEC §1.3 and §0): the step could
#           have delivered that call (§1.5).
# Expected: {"arr": [5]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     an MCP tool's call as Agent._get_action_event prepares it: fix_malformed_tool_arguments,
#           then the action model from the inputSchema, as
#           suite/harnesses/python/openhands_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'openhands-sdk==1.58.2' && python3.12 rejects-no-wrap.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/openhands/rejects-no-wrap.py
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

NAME = "bulk_add"
SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "arr": {"type": "array"},
    "ints": {"type": "array", "items": {"type": "integer"}},
    "arr_or_null": {"type": ["array", "null"]},
    "arr_list": {"type": ["array"]},
    "arr_or_text": {"type": ["array", "string"]},
    "nullable_arr": {"type": "array", "nullable": true}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"arr": 5}
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
