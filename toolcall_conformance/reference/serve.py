"""Serve the reference implementation over the JSON-lines protocol (SPEC §5).

    python -m toolcall_conformance.reference.serve

Reads one request per line on stdin and writes one answer per line on stdout, flushed per line.
A request that fails becomes an error reply; the process keeps serving until `stop` or end of input.
"""

from __future__ import annotations

import json
import sys
import traceback
from typing import Any, BinaryIO

PROTOCOL_VERSION = 1
FEATURES = ["coerce", "mcp", "split", "unmap"]


def answer(request: Any, implementation: Any) -> dict[str, Any]:
    """The response to one decoded request (never for `stop`, which has none)."""
    if not isinstance(request, dict):
        raise ValueError("a request must be a JSON object")
    cmd = request.get("cmd")
    if cmd == "start":
        if request.get("protocol") != PROTOCOL_VERSION:
            raise ValueError(f"unsupported protocol {request.get('protocol')!r}")
        return {
            "ok": True,
            "protocol": PROTOCOL_VERSION,
            "implementation": {
                "name": implementation.NAME,
                "version": implementation.VERSION,
                "language": implementation.LANGUAGE,
            },
            "features": FEATURES,
        }
    if cmd == "coerce":
        arguments = implementation.prepare_arguments(request["tool"], request["arguments"])
        return {"seq": request["seq"], "arguments": arguments}
    if cmd == "split":
        tool_calls, provider_data = implementation.split_tool_calls(
            request["tool_calls"], request["provider_data"]
        )
        return {"seq": request["seq"], "tool_calls": tool_calls, "provider_data": provider_data}
    raise ValueError(f"unknown cmd {cmd!r}")


def serve(stdin: BinaryIO, stdout: BinaryIO, implementation: Any) -> None:
    """Answer requests from `stdin` until `stop` or end of input."""
    for line in stdin:
        request: Any = None
        try:
            request = json.loads(line)
            if isinstance(request, dict) and request.get("cmd") == "stop":
                return
            reply = _encode_line(answer(request, implementation))
        except Exception as error:
            traceback.print_exc(file=sys.stderr)
            seq = request.get("seq") if isinstance(request, dict) else None
            reply = _encode_line({"seq": seq, "error": {"message": f"{type(error).__name__}: {error}"}})
        stdout.write(reply)
        stdout.flush()


def _encode_line(message: Any) -> bytes:
    try:
        return (json.dumps(message, ensure_ascii=False, allow_nan=False) + "\n").encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates cannot travel as UTF-8: escape them
        return (json.dumps(message, allow_nan=False) + "\n").encode("ascii")


def main(implementation: Any = None) -> None:
    """Serve `implementation` (a module or object with the reference's API; default the reference)."""
    if implementation is None:
        from toolcall_conformance import reference as implementation

    protocol_out = sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must not corrupt the protocol stream
    serve(sys.stdin.buffer, protocol_out, implementation)


if __name__ == "__main__":
    main()
