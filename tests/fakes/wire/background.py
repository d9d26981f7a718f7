"""A correct echo that leaves a child running: `background.py PID_FILE`.

At the handshake it starts a long sleep in the background and writes that child's process id to
PID_FILE (whole, through a rename); the child would outlive the echo unless whoever stops the echo
stops its group too.
"""

import subprocess
import sys

import _base


def start():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    _base.publish(sys.argv[1], str(child.pid))
    return _base.handshake()


_base.serve(start=start)
