"""Refuses the handshake. With a file path argument: only the first time (the file remembers)."""

import os
import sys

from _base import handshake, serve


def start():
    if len(sys.argv) > 1:
        if os.path.exists(sys.argv[1]):
            return handshake()
        open(sys.argv[1], "w").close()
    return {"ok": False, "protocol": 2, "error": "protocol 1 is not supported"}


serve(start=start)
