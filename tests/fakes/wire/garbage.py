"""Prints a line that is not JSON for the request that asks it to break."""

import sys

from _base import serve


def misbehave(request, write):
    sys.stdout.write("Traceback (most recent call last): oops\n")
    sys.stdout.flush()


serve(misbehave)
