"""A correct miniature implementation that echoes what it gets; broken ones reuse it.

`serve(misbehave)` answers every request properly except a coerce request whose arguments hold
`"break": true` (or a split whose provider_data does): then `misbehave(request, write)` runs instead.
The implementation version is the process id, so a test can see whether the process was restarted.
"""

import json
import os
import sys


def publish(path, text):
    """Write a file another process polls for, whole or not at all: under a temporary name, then
    renamed (a rename is atomic), so a reader never sees it created but not yet written."""
    temporary = f"{path}.{os.getpid()}.tmp"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
    os.replace(temporary, path)


def write(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def handshake():
    return {
        "ok": True,
        "protocol": 1,
        "implementation": {"name": "miniature", "version": str(os.getpid()), "language": "python"},
        "features": ["coerce", "split"],
    }


def wants_break(request):
    if request["cmd"] == "coerce":
        return request["arguments"].get("break") is True
    if request["cmd"] == "split":
        return (request["provider_data"] or {}).get("break") is True
    return False


def serve(misbehave=None, start=handshake):
    for line in sys.stdin.buffer:
        request = json.loads(line)
        if request["cmd"] == "stop":
            sys.exit(0)
        if request["cmd"] == "start":
            write(start())
        elif misbehave is not None and wants_break(request):
            misbehave(request, write)
        elif request["cmd"] == "coerce":
            write({"seq": request["seq"], "arguments": request["arguments"]})
        else:
            write(
                {
                    "seq": request["seq"],
                    "tool_calls": request["tool_calls"],
                    "provider_data": request["provider_data"],
                }
            )


if __name__ == "__main__":
    serve()
