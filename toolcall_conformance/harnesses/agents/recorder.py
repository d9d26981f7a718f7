"""The recording MCP server an agent under test is pointed at (stdio, the official SDK's low-level server).

    python recorder.py TOOLS_FILE LOG_FILE
    python recorder.py --warm SOCKET

It advertises each tool of TOOLS_FILE (a JSON list of {"name", "inputSchema"}) with its inputSchema as
declared: no validation, no rewriting. Each `tools/call` is appended to LOG_FILE as one JSON line,
{"name", "arguments"} exactly as they arrived, and answered with a short text result.

With `--warm` it imports the SDK once (about a second, on the path of every agent's start) and then
serves recorders from a Unix socket: `attach.py`, the command an agent starts, hands over its stdin,
stdout and stderr with TOOLS_FILE and LOG_FILE, and a forked child of this process is the server on
them, the same code as above. The connection stays open until that child exits.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import signal
import socket
import sys
import traceback
from pathlib import Path
from typing import Any

RESULT = "recorded"


def serve(tools_file: Path, log_file: Path) -> None:
    import anyio
    import mcp.types as types  # type: ignore[import-not-found]
    from mcp.server.lowlevel import Server  # type: ignore[import-not-found]
    from mcp.server.stdio import stdio_server  # type: ignore[import-not-found]

    declared = json.loads(tools_file.read_text("utf-8"))
    tools = [
        types.Tool(
            name=tool["name"], description=tool.get("description", ""), inputSchema=tool["inputSchema"]
        )
        for tool in declared
    ]
    server = Server("recorder")

    async def list_tools() -> list[Any]:
        return tools

    async def call_tool(name: str, arguments: dict[str, Any]) -> list[Any]:
        with log_file.open("a", encoding="utf-8") as log:
            log.write(json.dumps({"name": name, "arguments": arguments}, ensure_ascii=False) + "\n")
        return [types.TextContent(type="text", text=RESULT)]

    server.list_tools()(list_tools)
    server.call_tool(validate_input=False)(call_tool)  # the arguments as they came: never validated

    async def main() -> None:
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    anyio.run(main)


def warm(path: Path) -> None:
    """Listen on `path` first (a launcher may connect at once), import the SDK, then fork a recorder
    per connection on the stdio it sent. Children are reaped by the kernel (SIGCHLD ignored)."""
    with contextlib.suppress(OSError, AttributeError):  # Linux: it dies with the session that started it
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    listener.listen(64)
    import mcp.server.lowlevel  # type: ignore[import-not-found]  # the cost, paid once
    import mcp.server.stdio  # noqa: F401

    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    while True:
        connection, _ = listener.accept()
        message, fds, _, _ = socket.recv_fds(connection, 65536, 3)
        if len(fds) == 3 and os.fork() == 0:
            listener.close()
            os._exit(forked(fds, message))
        connection.close()
        for fd in fds:
            os.close(fd)


def forked(fds: list[int], message: bytes) -> int:
    """In a child of the warm process: the recorder on the launcher's stdin, stdout and stderr."""
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    sys.stdin = open(0, closefd=False)  # noqa: SIM115 - the process's own streams, never closed
    sys.stdout = open(1, "w", closefd=False)  # noqa: SIM115
    sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115
    tools_file, log_file = json.loads(message)
    try:
        serve(Path(tools_file), Path(log_file))
    except BaseException:
        traceback.print_exc()
        return 1
    return 0


if __name__ == "__main__":
    if sys.argv[1] == "--warm":
        warm(Path(sys.argv[2]))
    else:
        serve(Path(sys.argv[1]), Path(sys.argv[2]))
