# Repro: mcp 1.30.0, reason `decimal-text` of the `server-mcp-python` baseline
# (baselines/server-mcp-python.json).
#
# Case:     generated/pydantic/invoice-native/typed.b7069be0 (core level, SPEC §1.2)
#           arguments already of the right types pass through unchanged
# Reason:   SPEC §5 (answers are compared as JSON, type-strictly: 2.5 and "2.5" differ), not a §1.2
#           failure at the tool: a Decimal field (advertised as anyOf number or string) receives
#           Decimal('2.5'), the right value, whether the model sent 2.5 or "2.5"; the harness
#           reports the tool's arguments through pydantic_core's to_jsonable_python (what
#           model_dump(mode="json") writes), which writes a Decimal as the string "2.5", so the
#           answer differs from the expected number. The answer's JSON form fails, not the library's
#           conversion.
# Tool:     `InvoiceInput` of suite.generators.pydantic_models, its fields as the tool's parameters,
#           written out below
# Expected: {"lines": [{"gift": true, "quantity": 3, "sku": "text", "unit price": 2.5}], "number":
#           "text", "tax_rate": 0.5, "total": 2.5}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     the MCP Python SDK's FastMCP: a tool registered from the case's pydantic source, called
#           over tools/call, as suite/harnesses/mcp_python/harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install mcp==1.30.0 pydantic==2.14.4 && python decimal-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-mcp-python/decimal-text.py
#
# Written by `make repros` from scripts/repro-templates/mcp-python.py; edit that, not this.
from __future__ import annotations

import asyncio
import json
from decimal import Decimal
from typing import Annotated

from mcp.server.fastmcp import FastMCP
from mcp.shared.memory import create_connected_server_and_client_session
from pydantic import BaseModel, Field
from pydantic_core import to_jsonable_python


class LineItem(BaseModel):
    sku: str
    quantity: int = Field(ge=1)
    unit_price: float = Field(alias="unit price", gt=0)
    gift: bool = False


class InvoiceInput(BaseModel):
    number: str
    total: Decimal = Field(description="Exact amount, as a number or a decimal string.")
    tax_rate: Decimal = Field(Decimal("0.2"), ge=0, le=1)
    lines: list[LineItem] = []


received = []


# The tool: InvoiceInput's fields as its parameters.
def invoice(
    *,
    number: str,
    total: Annotated[Decimal, Field(description="Exact amount, as a number or a decimal string.")],
    tax_rate: Annotated[Decimal, Field(ge=0, le=1)] = Decimal("0.2"),
    lines: list[LineItem] = [],
):
    received.append({"number": number, "total": total, "tax_rate": tax_rate, "lines": lines})
    return "received"


ARGUMENTS = json.loads(
    r"""
{
  "number": "text",
  "total": 2.5,
  "tax_rate": 0.5,
  "lines": [{"sku": "text", "quantity": 3, "unit price": 2.5, "gift": true}]
}
"""
)


async def main():
    server = FastMCP("repro")
    server.add_tool(invoice)
    async with create_connected_server_and_client_session(server) as client:
        result = await client.call_tool("invoice", ARGUMENTS)
    if result.isError:  # an error result: the server refused the call; the tool body never ran
        print("rejected: " + " ".join(getattr(block, "text", "") for block in result.content))
        return
    print(f"received: {received[0]!r}")
    # what the tool received, as JSON (pydantic's to_jsonable_python, as model_dump(mode="json") writes it)
    print(f"returned: {json.dumps(to_jsonable_python(received[0], by_alias=True))}")


try:
    asyncio.run(main())
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
