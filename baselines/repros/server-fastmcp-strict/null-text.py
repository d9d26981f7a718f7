# Repro: fastmcp 4.2.3, reason `null-text` of the `server-fastmcp-strict` baseline
# (baselines/server-fastmcp-strict.json).
#
# Case:     generated/pydantic-captures/2.8.2.set-value/null-strings (core level, SPEC §1.2)
#           nullable arguments sent as the string "null"
# Reason:   SPEC §1.2 (null rule): the text "null" for a nullable property is not turned into null:
#           where a string is allowed it reaches the tool as the string "null"; elsewhere pydantic's
#           strict mode (strict_input_validation=True) refuses it, so a call the step could have
#           delivered is rejected (§1.5). For a Json[...] | None field (advertised as a JSON string
#           or null) the Json branch parses the text "null" to None and refuses it as not a dict
#           (dict_type), since pydantic's nullable check sees a string, not None, the Json branch is
#           the only one tried: the same refusal. Several signatures: the kept string and the
#           refusal (one or several errors, dict_type for the Json field) are one mechanism.
# Tool:     `SetValueInput` of suite.generators.pydantic_models, its fields as the tool's
#           parameters, written out below
# Expected: {"key": "text", "ttl": null, "value": 3}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     PrefectHQ fastmcp's FastMCP(strict_input_validation=True), as
#           suite/harnesses/fastmcp/harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install fastmcp==4.2.3 pydantic==2.14.4 && python null-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-fastmcp-strict/null-text.py
#
# Written by `make repros` from scripts/repro-templates/fastmcp.py; edit that, not this.
from __future__ import annotations

import asyncio
import json
from decimal import Decimal, InvalidOperation

from fastmcp import Client, FastMCP
from pydantic import BaseModel
from pydantic_core import to_jsonable_python


class SetValueInput(BaseModel):
    key: str
    value: int | str | bool
    ttl: int | float | None = None


received = []


# The tool: SetValueInput's fields as its parameters.
def set_value(
    *,
    key: str,
    value: int | str | bool,
    ttl: int | float | None = None,
):
    received.append({"key": key, "value": value, "ttl": ttl})
    return "received"


ARGUMENTS = json.loads(
    r"""
{"key": "text", "value": 3, "ttl": "null"}
"""
)


def as_sent(value, sent):
    """What the tool received, each Decimal that equals what the model sent at its place written
    in the form it was sent in (pydantic takes a number or a decimal string for one), any other as
    to_jsonable_python writes it; JSON text sent for a list or object counts as what it holds."""
    if isinstance(value, BaseModel):
        value = value.model_dump(by_alias=True)  # python mode: its Decimals stay Decimals
    if isinstance(sent, str) and isinstance(value, (dict, list, tuple)):
        try:
            sent = json.loads(sent)
        except ValueError:
            sent = None
    if isinstance(value, Decimal):
        try:  # a number or a string (never a bool) that denotes this Decimal
            kept = type(sent) in (int, float, str) and Decimal(str(sent)) == value
        except InvalidOperation:
            kept = False
        return sent if kept else value
    if isinstance(value, dict):
        sent = sent if isinstance(sent, dict) else {}
        return {key: as_sent(item, sent.get(key)) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        sent = sent if isinstance(sent, list) and len(sent) == len(value) else [None] * len(value)
        return [as_sent(item, at) for item, at in zip(value, sent, strict=True)]
    return value


async def main():
    server = FastMCP("repro", strict_input_validation=True)
    server.add_tool(set_value)
    async with Client(server) as client:  # the in-memory transport
        result = await client.call_tool_mcp("set_value", ARGUMENTS)
    if result.is_error:  # an error result: the server refused the call; the tool body never ran
        print("rejected: " + " ".join(getattr(block, "text", "") for block in result.content))
        return
    print(f"received: {received[0]!r}")
    # what the tool received, as JSON (pydantic's to_jsonable_python, as model_dump(mode="json") writes
    # it, save a Decimal equal to what was sent: that keeps the form it was sent in)
    print(f"returned: {json.dumps(to_jsonable_python(as_sent(received[0], ARGUMENTS), by_alias=True))}")


try:
    asyncio.run(main())
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
