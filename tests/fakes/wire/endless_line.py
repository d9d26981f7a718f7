"""Answers the request that asks it to break with a line that never ends: bytes without a newline,
as fast as the pipe takes them, until it is killed."""

import sys

from _base import serve

CHUNK = b"y" * 2**20


def misbehave(request, write):
    while True:
        sys.stdout.buffer.write(CHUNK)
        sys.stdout.buffer.flush()


serve(misbehave)
