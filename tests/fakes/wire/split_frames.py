"""Answers the request that asks it to break correctly, but in 7-byte pieces with a pause after each:
`"pause": seconds` in the arguments (default 0.05) sets the pause."""

import json
import sys
import time

from _base import serve


def misbehave(request, write):
    pause = request["arguments"].get("pause", 0.05)
    line = (json.dumps({"seq": request["seq"], "arguments": request["arguments"]}) + "\n").encode()
    for start in range(0, len(line), 7):
        sys.stdout.buffer.write(line[start : start + 7])
        sys.stdout.buffer.flush()
        time.sleep(pause)


serve(misbehave)
