"""Logs a lot to stderr, then its last words, then exits, on the request that asks it to break."""

import sys

from _base import serve


def misbehave(request, write):
    sys.stderr.write("noise " * 4000 + "\n")
    sys.stderr.write("fatal: could not frobnicate the schema\n")
    sys.stderr.flush()
    sys.exit(1)


serve(misbehave)
