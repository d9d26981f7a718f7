"""The implementation protocol (SPEC §5) for harnesses that run in their library's own Python.

Standard library only, imported by path: a harness puts this folder on ``sys.path`` and calls
:func:`run` with a loader that imports its library and returns a :class:`Harness` (its name,
version, features and one handler per command it supports). The loader runs after stdout is
claimed, so whatever the library prints on import cannot corrupt the reply stream. A handler takes
the decoded request and returns the reply's fields (without ``seq``); it raises :class:`Rejected`
when the library refused the call, any other exception when it failed.

:func:`on_the_wire` is for harnesses whose library hands a tool's arguments to an MCP client session:
it imports the MCP SDK only when called, so a harness without the SDK still starts.
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, BinaryIO, Literal

PROTOCOL_VERSION = 1
# SPEC §5: "unmap" only for a library that renames keys; "source-*" for a server that builds the tool
Feature = Literal["coerce", "mcp", "split", "unmap", "source-pydantic", "source-zod"]
Handler = Callable[[dict[str, Any]], dict[str, Any]]


class Rejected(Exception):
    """The library answered that the call is not dispatched; the message is what the model is told.
    A server harness says `via` which MCP channel the refusal came back on (SPEC §7.4): a tool result
    with isError (`tool-result`) or a JSON-RPC error (`protocol-error`)."""

    def __init__(self, message: str, via: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.via = via


@dataclass(frozen=True)
class Harness:
    """What a harness serves: its library's identity and a handler per supported command."""

    name: str
    version: str
    features: list[Feature]
    handlers: Mapping[str, Handler] = field(default_factory=dict)

    def start_reply(self) -> dict[str, Any]:
        return {
            "ok": True,
            "protocol": PROTOCOL_VERSION,
            "implementation": {"name": self.name, "version": self.version, "language": "python"},
            "features": self.features,
        }


def on_the_wire(name: str, arguments: dict[str, Any]) -> Any:
    """The arguments as the MCP SDK's session sends them (``BaseSession.send_request`` dumps the
    request with ``mode="json"``): what the server, and so the tool, receives."""
    import mcp.types  # type: ignore[import-not-found]

    request = mcp.types.CallToolRequest(
        params=mcp.types.CallToolRequestParams(name=name, arguments=arguments)
    )
    return request.model_dump(by_alias=True, mode="json", exclude_none=True)["params"]["arguments"]


def answer(request: Any, harness: Harness | None, load_failure: str | None = None) -> dict[str, Any]:
    """The reply to one decoded request other than ``stop``."""
    if not isinstance(request, dict):
        raise ValueError("a request must be a JSON object")
    if harness is None:
        raise RuntimeError(f"the library could not be loaded: {load_failure}")
    command = request.get("cmd")
    if command == "start":
        if request.get("protocol") != PROTOCOL_VERSION:
            raise ValueError(f"unsupported protocol {request.get('protocol')!r}")
        return harness.start_reply()
    handler = harness.handlers.get(command) if isinstance(command, str) else None
    if handler is None:
        raise ValueError(f"unknown cmd {command!r}")
    seq = request.get("seq")
    try:
        fields = handler(request)
    except Rejected as rejection:
        via = {} if rejection.via is None else {"via": rejection.via}
        return {"seq": seq, "rejected": {"message": rejection.message, **via}}
    return {"seq": seq, **fields}


def encode_line(message: Any) -> bytes:
    """One reply line. A float NaN or infinity the library answered is written as the bare token
    ``NaN``, ``Infinity`` or ``-Infinity`` (SPEC §5), so the suite shows it as the wrong value it is."""
    try:
        return (json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates cannot travel as UTF-8: escape them
        return (json.dumps(message) + "\n").encode("ascii")


def serve(requests: BinaryIO, replies: BinaryIO, harness: Harness | None, load_failure: str | None) -> None:
    """Answer requests until ``stop`` or end of input; a failed request becomes an error reply."""
    for line in requests:
        if not line.strip():
            continue
        request: Any = None
        try:
            request = json.loads(line)
            if isinstance(request, dict) and request.get("cmd") == "stop":
                return
            reply = encode_line(answer(request, harness, load_failure))
        except Exception as error:  # one bad request must not end the session
            traceback.print_exc(file=sys.stderr)
            seq = request.get("seq") if isinstance(request, dict) else None
            reply = encode_line({"seq": seq, "error": {"message": f"{type(error).__name__}: {error}"}})
        replies.write(reply)
        replies.flush()


def claim_stdout() -> BinaryIO:
    """Keep file descriptor 1 for replies; anything else writing to stdout lands on stderr."""
    protocol_fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return os.fdopen(protocol_fd, "wb")


def run(load: Callable[[], Harness]) -> int:
    """Load the harness, then serve the protocol on the standard streams; returns the exit status."""
    replies = claim_stdout()
    harness, load_failure = None, None
    try:
        harness = load()
    except Exception as error:
        traceback.print_exc(file=sys.stderr)
        load_failure = f"{type(error).__name__}: {error}"
    try:
        serve(sys.stdin.buffer, replies, harness, load_failure)
    except BrokenPipeError:
        print("the reply stream was closed; exiting", file=sys.stderr)
    return 0
