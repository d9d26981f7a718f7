# mirrors toolcall_conformance/harnesses/mcp_python/harness.py sha256 55afb2d3ae119b15
# mirrors toolcall_conformance/harnesses/python/server_kit.py sha256 3260403103305dc2
# __HEADER__
from __future__ import annotations

import asyncio
import json
from decimal import Decimal, InvalidOperation
from types import UnionType
from typing import Annotated, Union, get_args, get_origin, get_type_hints

from mcp.server.fastmcp import FastMCP
from mcp.shared.memory import create_connected_server_and_client_session
from pydantic import BaseModel, Json
from pydantic_core import to_jsonable_python

# __TOOL__

ARGUMENTS = json.loads(
    r"""
__ARGUMENTS__
"""
)


def json_text(declared):
    """Whether a parameter or field is declared Json[...] (alone or in a union): JSON text on the wire,
    whose decoded value the function receives."""
    if get_origin(declared) is Annotated:
        base, *metadata = get_args(declared)
        return any(m is Json or type(m) is Json for m in metadata) or json_text(base)
    if get_origin(declared) in (Union, UnionType):
        return any(json_text(member) for member in get_args(declared))
    return False


def as_sent(value, sent, declared=None):
    """What the tool received, each value of a type with several JSON forms written in the form it was
    sent in: a Decimal that equals the number or decimal string sent at its place, a Json[...] value
    whose JSON text was sent (`declared` is the type the tool gives that place); any other as
    to_jsonable_python writes it; JSON text sent for a list or object counts as what it holds."""
    if json_text(declared) and isinstance(sent, str):
        try:
            decoded = json.loads(sent)
        except ValueError:
            decoded = None
        else:
            if json.dumps(decoded, sort_keys=True) == json.dumps(to_jsonable_python(value), sort_keys=True):
                return sent
    if isinstance(value, BaseModel):
        dumped = value.model_dump(by_alias=True)  # python mode: its Decimals stay Decimals
        if isinstance(dumped, dict):  # each declared field walked with its own declared type
            held = json.loads(sent) if isinstance(sent, str) and sent.lstrip().startswith("{") else sent
            inside = held if isinstance(held, dict) else {}
            for name, field in type(value).model_fields.items():
                key = field.alias or name
                if key in dumped:
                    typed = field.annotation
                    if field.metadata:
                        typed = Annotated[(typed, *field.metadata)]
                    dumped[key] = as_sent(getattr(value, name), inside.get(key), typed)
            return dumped
        value = dumped
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
    server = FastMCP("repro")
    try:
        server.add_tool(__TOOL_NAME__)
    except Exception as error:  # the SDK refused the tool itself when registering it: nothing is served
        print(f"rejected: at registration: {type(error).__name__}: {error}")
        return
    async with create_connected_server_and_client_session(server) as client:
        result = await client.call_tool("__TOOL_NAME__", ARGUMENTS)
    if result.isError:  # an error result: the server refused the call; the tool body never ran
        print("rejected: " + " ".join(getattr(block, "text", "") for block in result.content))
        return
    print(f"received: {received[0]!r}")
    # what the tool received, as JSON (pydantic's to_jsonable_python, as model_dump(mode="json") writes
    # it, save a Decimal or a Json[...] value whose sent form denotes it: that keeps the form it was sent in)
    declared = get_type_hints(__TOOL_NAME__, include_extras=True)
    taken = {key: as_sent(item, ARGUMENTS.get(key), declared.get(key)) for key, item in received[0].items()}
    print(f"returned: {json.dumps(to_jsonable_python(taken, by_alias=True))}")


try:
    asyncio.run(main())
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
