"""A correct echo that answers slowly: `slow.py [PID_FILE|-] [SECONDS] [FAST]`.

It writes its process id to PID_FILE (whole, through a rename) when it answers the handshake, then
sleeps SECONDS (0.2) before each answer but the first FAST (0), which go out at once.
"""

import os
import sys
import time

import _base

pid_file = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] != "-" else None
delay = float(sys.argv[2]) if len(sys.argv) > 2 else 0.2
fast = int(sys.argv[3]) if len(sys.argv) > 3 else 0
plain_write = _base.write
answered = 0


def start():
    if pid_file is not None:
        _base.publish(pid_file, str(os.getpid()))
    return _base.handshake()


def slow_write(message):
    global answered
    if "seq" in message:
        answered += 1
        if answered > fast:
            time.sleep(delay)
    plain_write(message)


_base.write = slow_write  # serve() looks `write` up in _base at each answer
_base.serve(start=start)
