# Repro: fastmcp 4.2.3, reason `json-text` of the `server-fastmcp-strict` baseline
# (baselines/server-fastmcp-strict.json).
#
# Case:     generated/pydantic-captures/2.8.2.webhook/string-events (core level, SPEC §1.2)
#           only 'events' sent as a string; the others already typed
# Reason:   SPEC §1.2 and §1.3: JSON text for a list, dict, set, tuple or model argument is refused,
#           at the top level and nested (pydantic's strict mode (strict_input_validation=True)
#           parses no JSON from a str; fastmcp's docs, "Validation Modes", say so), so a call the
#           step could have delivered is rejected (§1.5). Several signatures: the same refusal with
#           one or several validation errors.
# Tool:     `WebhookInput` of suite.generators.pydantic_models, its fields as the tool's parameters,
#           written out below
# Expected: {"events": [{}], "headers": {"key": "text"}, "payload": {}, "url": "text"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     PrefectHQ fastmcp's FastMCP(strict_input_validation=True), as
#           suite/harnesses/fastmcp/harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install fastmcp==4.2.3 pydantic==2.14.4 && python json-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-fastmcp-strict/json-text.py
#
# Written by `make repros` from scripts/repro-templates/fastmcp.py; edit that, not this.
from __future__ import annotations

import asyncio
import json
from typing import Annotated, Any

from fastmcp import Client, FastMCP
from pydantic import BaseModel, Field
from pydantic_core import to_jsonable_python


class WebhookInput(BaseModel):
    url: str
    headers: dict[str, str] = {}
    payload: dict[str, Any] = Field(description="Any JSON object to send.")
    extra: Any = None
    events: list[dict[str, Any]] = []


received = []


# The tool: WebhookInput's fields as its parameters.
def webhook(
    *,
    url: str,
    headers: dict[str, str] = {},
    payload: Annotated[dict[str, Any], Field(description="Any JSON object to send.")],
    extra: Any = None,
    events: list[dict[str, Any]] = [],
):
    received.append({"url": url, "headers": headers, "payload": payload, "extra": extra, "events": events})
    return "received"


ARGUMENTS = json.loads(
    r"""
{"url": "text", "headers": {"key": "text"}, "payload": {}, "events": "[{}]"}
"""
)


async def main():
    server = FastMCP("repro", strict_input_validation=True)
    server.add_tool(webhook)
    async with Client(server) as client:  # the in-memory transport
        result = await client.call_tool_mcp("webhook", ARGUMENTS)
    if result.is_error:  # an error result: the server refused the call; the tool body never ran
        print("rejected: " + " ".join(getattr(block, "text", "") for block in result.content))
        return
    print(f"received: {received[0]!r}")
    # what the tool received, as JSON (pydantic's to_jsonable_python, as model_dump(mode="json") writes it)
    print(f"returned: {json.dumps(to_jsonable_python(received[0], by_alias=True))}")


try:
    asyncio.run(main())
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
