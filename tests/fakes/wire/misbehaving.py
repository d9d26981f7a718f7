"""The reference served over the protocol, except for one chosen request, where it misbehaves.

    python misbehaving.py crash|hang|garbage REQUEST_FILE

REQUEST_FILE holds the chosen request as the suite sends it, without its `seq`. On that request the
process exits (crash), stops answering (hang) or prints a line that is not JSON (garbage).
"""

import json
import sys
import time
from pathlib import Path

from toolcall_conformance import reference
from toolcall_conformance.reference.serve import answer


def canonical(request: dict) -> str:
    return json.dumps({k: v for k, v in request.items() if k != "seq"}, sort_keys=True)


def misbehave(mode: str, out) -> None:
    if mode == "crash":
        sys.exit(3)
    if mode == "hang":
        time.sleep(120)
    out.write(b"<html>502 Bad Gateway</html>\n")


def main() -> None:
    mode, request_file = sys.argv[1], sys.argv[2]
    chosen = canonical(json.loads(Path(request_file).read_text("utf-8")))
    out = sys.stdout.buffer
    for line in sys.stdin.buffer:
        request = json.loads(line)
        if request.get("cmd") == "stop":
            return
        if canonical(request) == chosen:
            misbehave(mode, out)
        else:
            out.write((json.dumps(answer(request, reference), ensure_ascii=False) + "\n").encode("utf-8"))
        out.flush()


if __name__ == "__main__":
    main()
