"""A correct echo that does not answer the request asking it to break on its first LATE tries:
`late.py TRIES_FILE [LATE]`.

Each time a process of it gets that request it adds a line to TRIES_FILE, so the file counts the
tries across restarts; the first LATE (all, when LATE is `always`) go unanswered, later ones are echoed.
"""

import sys
import time
from pathlib import Path

from _base import serve

tries_file = Path(sys.argv[1])
late = None if len(sys.argv) < 3 or sys.argv[2] == "always" else int(sys.argv[2])


def misbehave(request, write):
    with tries_file.open("a", encoding="utf-8") as tries:
        tries.write("try\n")
    if late is None or len(tries_file.read_text("utf-8").splitlines()) <= late:
        time.sleep(3600)
    write({"seq": request["seq"], "arguments": request["arguments"]})


serve(misbehave)
