"""The harness kit for Python: serve the suite's JSON-lines protocol (SPEC §5) around your own code.

    from toolcall_conformance.harness_kit import reject, serve

    def coerce(tool, arguments):
        return my_agent.prepare(tool["parameters"], arguments)  # what the tool receives

    serve(name="my-agent", version="1.2.0", features=["coerce"], coerce=coerce)

`serve` answers requests on stdin until `stop` or end of input, then exits 0; from its start on,
whatever else writes to stdout lands on stderr. A handler returns what the tool receives, calls
`reject(message)` for its documented "do not dispatch" answer, and lets anything else escape: that is
reported as an error. Declare in `features` what the harness does ("coerce", "mcp" for MCP tools'
schemas, "split", and "unmap" only when the agent renamed keys in the schema its model saw); cases
that need one it does not declare are reported as not run (skipped).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import Any, NoReturn

from toolcall_conformance.harnesses.python.protocol import Feature, Handler, Harness, Rejected, run

__all__ = ["reject", "serve"]

Coerce = Callable[[dict[str, Any], dict[str, Any]], Any]
Split = Callable[[list[Any], Any], dict[str, Any]]


def reject(message: str) -> NoReturn:
    """End a handler with a rejection: the call is not dispatched and the model is told `message`."""
    raise Rejected(message)


def serve(
    *,
    name: str,
    version: str,
    features: Iterable[Feature],
    coerce: Coerce | None = None,
    split: Split | None = None,
) -> NoReturn:
    """Answer the suite's requests with these handlers until `stop`, then exit.

    `coerce(tool, arguments)` gets the request's tool (`name`, `parameters`, `origin`) and arguments
    and returns the arguments the tool receives. `split(tool_calls, provider_data)` returns
    `{"tool_calls": [...], "provider_data": ...}`.
    """
    handlers: dict[str, Handler] = {}
    if coerce is not None:
        handlers["coerce"] = lambda request: {"arguments": coerce(request["tool"], request["arguments"])}
    if split is not None:
        handlers["split"] = lambda request: dict(split(request["tool_calls"], request.get("provider_data")))
    harness = Harness(name, version, list(features), handlers)
    sys.exit(run(lambda: harness))
