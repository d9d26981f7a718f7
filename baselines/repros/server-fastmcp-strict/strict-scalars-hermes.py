# Repro: fastmcp 4.2.3, reason `strict-scalars-hermes` of the `server-fastmcp-strict` baseline
# (baselines/server-fastmcp-strict.json).
#
# Case:     generated/pydantic-captures/fastmcp-mcp-1.30.0.flags/string-verbose (hermes level, SPEC
#           §1.2)
#           only 'verbose' sent as a string; the others already typed
# Reason:   SPEC §1.2: text for an integer, number, boolean or integer enum ("5", "true", "1" for
#           IntEnum) is refused (int_type, bool_type, enum): strict_input_validation=True makes
#           pydantic accept only values of the exact JSON type, so a call the step could have
#           delivered is rejected (§1.5). Two signatures: one or several validation errors.
#           (hermes-level cases: the same mechanism on a property Hermes leaves alone or on several
#           fields at once)
# Tool:     `FlagsInput` of suite.generators.pydantic_models, its fields as the tool's parameters,
#           written out below
# Expected: {"dry_run": true, "force": true, "recursive": true, "verbose": true}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     PrefectHQ fastmcp's FastMCP(strict_input_validation=True), as
#           suite/harnesses/fastmcp/harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install fastmcp==4.2.3 pydantic==2.14.4 && python strict-scalars-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/server-fastmcp-strict/strict-scalars-hermes.py
#
# Written by `make repros` from scripts/repro-templates/fastmcp.py; edit that, not this.
from __future__ import annotations

import asyncio
import json
from typing import Annotated

from fastmcp import Client, FastMCP
from pydantic import BaseModel, Field
from pydantic_core import to_jsonable_python


class FlagsInput(BaseModel):
    dry_run: bool = False
    force: bool
    verbose: bool | None = None
    recursive: Annotated[bool, Field(description="Descend into folders.")] = True


received = []


# The tool: FlagsInput's fields as its parameters.
def flags(
    *,
    dry_run: bool = False,
    force: bool,
    verbose: bool | None = None,
    recursive: Annotated[bool, Field(description="Descend into folders.")] = True,
):
    received.append({"dry_run": dry_run, "force": force, "verbose": verbose, "recursive": recursive})
    return "received"


ARGUMENTS = json.loads(
    r"""
{"dry_run": true, "force": true, "verbose": "true", "recursive": true}
"""
)


async def main():
    server = FastMCP("repro", strict_input_validation=True)
    server.add_tool(flags)
    async with Client(server) as client:  # the in-memory transport
        result = await client.call_tool_mcp("flags", ARGUMENTS)
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
