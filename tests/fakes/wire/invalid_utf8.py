"""Answers the request that asks it to break with its answer's bytes made invalid UTF-8."""

import json
import sys

from _base import serve


def misbehave(request, write):
    text = json.dumps({"seq": request["seq"], "arguments": {"q": "\udcff"}}).encode()
    sys.stdout.buffer.write(text.replace(b"\\udcff", b"\xff\xfe") + b"\n")
    sys.stdout.buffer.flush()


serve(misbehave)
