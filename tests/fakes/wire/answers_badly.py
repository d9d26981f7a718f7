"""Answers the handshake, then every request badly: `answers_badly.py garbage|not_object|wrong_seq`."""

import sys

import _base

BAD = {
    "garbage": lambda request, write: print("Traceback (most recent call last): oops", flush=True),
    "not_object": lambda request, write: write([request["seq"]]),
    "wrong_seq": lambda request, write: write({"seq": request["seq"] + 1000, "arguments": {}}),
}

_base.wants_break = lambda request: True  # serve() looks `wants_break` up in _base for each request
_base.serve(BAD[sys.argv[1]])
