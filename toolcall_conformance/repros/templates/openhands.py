# mirrors toolcall_conformance/harnesses/python/openhands_harness.py sha256 3ad10109bccb63bb
# mirrors toolcall_conformance/harnesses/python/protocol.py sha256 6987d896be01a490
# install pip install 'openhands-sdk{version}'
# __HEADER__
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

NAME = "__NAME__"
SCHEMA = json.loads(
    r"""
__SCHEMA__
"""
)
ARGUMENTS = json.loads(
    r"""
__ARGUMENTS__
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
