"""Answers the request that asks it to break with one line of 50 MB that is not JSON."""

import sys

from _base import serve

SIZE = 50 * 2**20


def misbehave(request, write):
    sys.stdout.write("x" * SIZE + "\n")
    sys.stdout.flush()


serve(misbehave)
