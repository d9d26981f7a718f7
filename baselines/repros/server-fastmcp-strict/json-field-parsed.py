# Repro: fastmcp 4.2.3, reason `json-field-parsed` of the `server-fastmcp-strict` baseline
# (baselines/server-fastmcp-strict.json).
#
# Case:     generated/pydantic-captures/fastmcp-mcp-1.30.0.query/typed.4efe33af (core level, SPEC
#           §1.2)
#           arguments already of the right types pass through unchanged
# Reason:   SPEC §1.2 ("Nothing else changes: string values"): a Json[...] field is advertised as a
#           string, and the case keeps the JSON text "[3]" as sent; pydantic's Json type parses it,
#           so the tool function receives [3] rather than the string its schema advertises. Its two
#           signatures are that one parse with the model's fields as the tool's parameters (the Json
#           field's union inline) and with the model taken whole as params (the union behind the
#           model's $ref).
# Tool:     `QueryInput` of suite.generators.pydantic_models, its fields as the tool's parameters,
#           written out below
# Expected: {"options": "{}", "params": "[3]", "sql": "text"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     PrefectHQ fastmcp's FastMCP(strict_input_validation=True), as
#           suite/harnesses/fastmcp/harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install fastmcp==4.2.3 pydantic==2.14.4 && python json-field-parsed.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-fastmcp-strict/json-field-parsed.py
#
# Written by `make repros` from scripts/repro-templates/fastmcp.py; edit that, not this.
from __future__ import annotations

import asyncio
import json
from decimal import Decimal, InvalidOperation
from typing import Any

from fastmcp import Client, FastMCP
from pydantic import BaseModel, Json
from pydantic_core import to_jsonable_python


class QueryInput(BaseModel):
    """A field whose value is JSON carried inside a string."""

    sql: str
    params: Json[list[int | str]]
    options: Json[dict[str, Any]] | None = None


received = []


# The tool: QueryInput's fields as its parameters.
def query(
    *,
    sql: str,
    params: Json[list[int | str]],
    options: Json[dict[str, Any]] | None = None,
):
    received.append({"sql": sql, "params": params, "options": options})
    return "received"


ARGUMENTS = json.loads(
    r"""
{"sql": "text", "params": "[3]", "options": "{}"}
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
    server.add_tool(query)
    async with Client(server) as client:  # the in-memory transport
        result = await client.call_tool_mcp("query", ARGUMENTS)
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
