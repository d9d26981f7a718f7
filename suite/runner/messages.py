"""The class of an error or rejection message: what stays the same when one mechanism fails on
different cases (numbers, quoted text, ids and paths blanked)."""

from __future__ import annotations

import re

_QUOTED = re.compile(r""""(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`|«[^»]*»""")
_ID = re.compile(
    r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b0x[0-9a-f]+\b|\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b",
    re.IGNORECASE,
)
_PATH = re.compile(
    r"(?:[A-Za-z]:)?(?:[\w.~-]*[/\\])+[\w.-]+(?::\d+)*|\b[\w-]+\.(?:py|js|ts|mjs|cjs)(?::\d+)*\b"
)
_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s\"'`,;)]+", re.IGNORECASE)
_BRACES, _BRACKETS = re.compile(r"\{[^{}]*\}"), re.compile(r"\[[^\[\]]*\]")
_NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?")


def message_class(message: str) -> str:
    """The first line of a message with what varies between cases blanked: `"…"`, URL, ID, PATH, N."""
    line = next((line.strip() for line in message.splitlines() if line.strip()), "(no message)")
    line = re.sub(r"^(coerce|split) seq \d+: ", "", line)
    line = _QUOTED.sub('"…"', line)
    line = _URL.sub("URL", line)
    line = _ID.sub("ID", line)
    line = _PATH.sub("PATH", line)
    line = _NUMBER.sub("N", line)
    while True:  # JSON data in a message: innermost first, each object and array becomes a mark
        shorter = _BRACKETS.sub("\x02", _BRACES.sub("\x01", line))
        if shorter == line:
            break
        line = shorter
    line = line.replace("\x01", "{…}").replace("\x02", "[…]")
    line = re.sub(r"\s+", " ", line)
    return line if len(line) <= 120 else line[:119] + "…"
