"""Answers the handshake, then never answers anything: every request waits forever."""

import json
import sys
import time

from _base import handshake, write

for line in sys.stdin.buffer:
    request = json.loads(line)
    if request["cmd"] == "start":
        write(handshake())
    elif request["cmd"] == "stop":
        sys.exit(0)
    else:
        time.sleep(3600)
