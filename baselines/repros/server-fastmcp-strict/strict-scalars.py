# Repro: fastmcp 4.2.3, reason `strict-scalars` of the `server-fastmcp-strict` baseline
# (baselines/server-fastmcp-strict.json).
#
# Case:     generated/pydantic/camel-native/string-maxresults (core level, SPEC §1.2)
#           only 'maxResults' sent as a string; the others already typed
# Reason:   SPEC §1.2: text for an integer, number, boolean or integer enum ("5", "true", "1" for
#           IntEnum) is refused (int_type, bool_type, enum): strict_input_validation=True makes
#           pydantic accept only values of the exact JSON type, so a call the step could have
#           delivered is rejected (§1.5). Two signatures: one or several validation errors.
# Tool:     `CamelInput` of suite.generators.pydantic_models, its fields as the tool's parameters,
#           written out below
# Expected: {"displayName": "text", "maxResults": 3, "userId": 3}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     PrefectHQ fastmcp's FastMCP(strict_input_validation=True), as
#           suite/harnesses/fastmcp/harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install fastmcp==4.2.3 pydantic==2.14.4 && python strict-scalars.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-fastmcp-strict/strict-scalars.py
#
# Written by `make repros` from scripts/repro-templates/fastmcp.py; edit that, not this.
from __future__ import annotations

import asyncio
import json
from typing import Annotated

from fastmcp import Client, FastMCP
from pydantic import BaseModel, ConfigDict, Field, RootModel
from pydantic_core import to_jsonable_python


class Count(RootModel[Annotated[int, Field(ge=0, le=1000)]]):
    """A non-negative number of results."""


def to_camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


class CamelInput(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)

    user_id: int
    display_name: str
    max_results: Count = Count(10)


received = []


# The tool: CamelInput's fields as its parameters.
def camel(
    *,
    user_id: Annotated[int, Field(alias="userId")],
    display_name: Annotated[str, Field(alias="displayName")],
    max_results: Annotated[Count, Field(alias="maxResults")] = Count(10),
):
    received.append({"userId": user_id, "displayName": display_name, "maxResults": max_results})
    return "received"


ARGUMENTS = json.loads(
    r"""
{"userId": 3, "displayName": "text", "maxResults": "3"}
"""
)


async def main():
    server = FastMCP("repro", strict_input_validation=True)
    server.add_tool(camel)
    async with Client(server) as client:  # the in-memory transport
        result = await client.call_tool_mcp("camel", ARGUMENTS)
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
