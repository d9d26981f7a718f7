# mirrors suite/harnesses/fastmcp/harness.py sha256 2ea78ddd0cad5d3b
# mirrors suite/harnesses/python/server_kit.py sha256 a007ef9c634a59f2
# __HEADER__
from __future__ import annotations

import asyncio
import json
from decimal import Decimal, InvalidOperation

from fastmcp import Client, FastMCP
from pydantic import BaseModel
from pydantic_core import to_jsonable_python

# __TOOL__

ARGUMENTS = json.loads(
    r"""
__ARGUMENTS__
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
    server = FastMCP("repro", strict_input_validation=__STRICT__)
    server.add_tool(__TOOL_NAME__)
    async with Client(server) as client:  # the in-memory transport
        result = await client.call_tool_mcp("__TOOL_NAME__", ARGUMENTS)
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
