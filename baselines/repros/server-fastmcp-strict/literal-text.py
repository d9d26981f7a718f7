# Repro: fastmcp 4.2.3, reason `literal-text` of the `server-fastmcp-strict` baseline
# (baselines/server-fastmcp-strict.json).
#
# Case:     generated/pydantic/export-native/string-include-header (core level, SPEC §1.2)
#           only 'include_header' sent as a string; the others already typed
# Reason:   SPEC §1.2: text for an integer or boolean that the model types as a Literal (Literal[1,
#           2], Literal[True]) is refused (literal_error): pydantic's strict mode
#           (strict_input_validation=True) compares literals by value and type, so "1" and "true"
#           never match and the call is rejected (§1.5). Two signatures: one or several validation
#           errors.
# Tool:     `ExportInput` of suite.generators.pydantic_models, its fields as the tool's parameters,
#           written out below
# Expected: {"compression": "none", "format": "csv", "include_header": true, "version": 1}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     PrefectHQ fastmcp's FastMCP(strict_input_validation=True), as
#           suite/harnesses/fastmcp/harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install fastmcp==4.2.3 pydantic==2.14.4 && python literal-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-fastmcp-strict/literal-text.py
#
# Written by `make repros` from scripts/repro-templates/fastmcp.py; edit that, not this.
from __future__ import annotations

import asyncio
import json
from decimal import Decimal, InvalidOperation
from typing import Annotated, Literal

from fastmcp import Client, FastMCP
from pydantic import BaseModel, Field
from pydantic_core import to_jsonable_python


class ExportInput(BaseModel):
    format: Literal["csv", "json", "parquet"] = Field(title="File format")
    compression: Literal["none", "gzip", "zstd"] = "none"
    version: Literal[1, 2] = 2
    include_header: Literal[True] = True


received = []


# The tool: ExportInput's fields as its parameters.
def export(
    *,
    format: Annotated[Literal["csv", "json", "parquet"], Field(title="File format")],
    compression: Literal["none", "gzip", "zstd"] = "none",
    version: Literal[1, 2] = 2,
    include_header: Literal[True] = True,
):
    received.append(
        {"format": format, "compression": compression, "version": version, "include_header": include_header}
    )
    return "received"


ARGUMENTS = json.loads(
    r"""
{"format": "csv", "compression": "none", "version": 1, "include_header": "true"}
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
    server.add_tool(export)
    async with Client(server) as client:  # the in-memory transport
        result = await client.call_tool_mcp("export", ARGUMENTS)
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
