"""Writes 10 MB to stderr before each answer to a coerce request, then answers correctly."""

import sys

import _base

FLOOD = "e" * (10 * 2**20)


def misbehave(request, write):
    sys.stderr.write(FLOOD)
    sys.stderr.flush()
    write({"seq": request["seq"], "arguments": request["arguments"]})


_base.wants_break = lambda request: request["cmd"] == "coerce"
_base.serve(misbehave)
