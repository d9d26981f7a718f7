"""Local references read as SPEC §2 says: `#` plus a percent-decoded RFC 6901 JSON Pointer."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote

ARRAY_INDEX = re.compile(r"0|[1-9][0-9]*")
BAD_ESCAPE = re.compile(r"~(?![01])")


def target(root: Any, ref: str) -> dict[str, Any] | None:
    """The object a local reference points to, or None when SPEC §2 leaves the reference alone."""
    if not ref.startswith("#"):
        return None  # another document or a URL
    fragment = unquote(ref[1:])
    if fragment and not fragment.startswith("/"):
        return None  # a plain-name anchor
    node = root
    for raw in fragment.split("/")[1:]:
        if BAD_ESCAPE.search(raw):
            return None
        token = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and ARRAY_INDEX.fullmatch(token) and int(token) < len(node):
            node = node[int(token)]
        else:
            return None
    return node if isinstance(node, dict) else None
