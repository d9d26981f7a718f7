"""Answers the handshake, then every request with the line given as its argument, `{seq}` replaced by
the request's seq: `answers_as.py '{"seq": {seq}, "arguments": {"n": "5", "n": 5}}'`."""

import json
import sys

import _base

_base.wants_break = lambda request: True  # serve() looks `wants_break` up in _base for each request
_base.serve(
    lambda request, write: print(sys.argv[1].replace("{seq}", json.dumps(request["seq"])), flush=True)
)
