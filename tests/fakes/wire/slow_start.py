"""A correct echo that takes SECONDS (default 1.5) to answer the handshake, as heavy imports do:
`slow_start.py [SECONDS]`."""

import sys
import time

import _base


def start():
    time.sleep(float(sys.argv[1]) if len(sys.argv) > 1 else 1.5)
    return _base.handshake()


_base.serve(start=start)
