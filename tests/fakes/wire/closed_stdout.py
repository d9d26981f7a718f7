"""Closes its stdout when asked to break, and stays alive (reading stdin) until killed."""

import os
import sys
import time

from _base import serve


def misbehave(request, write):
    sys.stdout.flush()
    os.close(sys.stdout.fileno())
    while True:
        time.sleep(1)


serve(misbehave)
