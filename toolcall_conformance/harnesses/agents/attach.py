"""The MCP server command an agent starts: a recorder of the warm process, on this process's stdio.

    python -I -S attach.py SOCKET TOOLS_FILE LOG_FILE

It hands its stdin, stdout and stderr to the warm recorder process listening on SOCKET (recorder.py
--warm), which forks the recording server on them, and waits until that server exits. Where no warm
process answers, it becomes the recording server itself (recorder.py TOOLS_FILE LOG_FILE). Standard
library only, started without site: it costs a bare interpreter's start.
"""

from __future__ import annotations

import json
import os
import socket
import sys
from pathlib import Path


def main(path: str, tools_file: str, log_file: str) -> None:
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        connection.connect(path)
        socket.send_fds(connection, [json.dumps([tools_file, log_file]).encode()], [0, 1, 2])
    except OSError:
        recorder = str(Path(__file__).with_name("recorder.py"))
        os.execv(sys.executable, [sys.executable, recorder, tools_file, log_file])
    while connection.recv(4096):  # closed when the recorder exits
        pass


if __name__ == "__main__":
    main(*sys.argv[1:4])
