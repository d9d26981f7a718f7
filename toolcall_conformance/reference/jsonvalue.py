"""JSON value helpers shared by the reference modules: copying without recursion, strict parsing."""

from __future__ import annotations

import json
from typing import Any

JSON = Any


def copy_json(value: JSON) -> JSON:
    """A deep copy of a JSON value (dicts and lists rebuilt, scalars shared), any depth."""
    if not isinstance(value, (dict, list)):
        return value
    root: list[JSON] = [None]
    pending: list[tuple[JSON, Any, Any]] = [(value, root, 0)]
    while pending:
        source, parent, slot = pending.pop()
        if isinstance(source, dict):
            copied: JSON = dict.fromkeys(source)
            pending.extend((item, copied, key) for key, item in source.items())
        elif isinstance(source, list):
            copied = [None] * len(source)
            pending.extend((item, copied, index) for index, item in enumerate(source))
        else:
            copied = source
        parent[slot] = copied
    return root[0]


def _reject_constant(token: str) -> None:
    raise ValueError(f"not JSON: {token}")


def parse_json_text(text: str) -> tuple[bool, JSON]:
    """(True, value) when `text` is one strict JSON document (surrounding whitespace allowed)."""
    try:
        return True, json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        return False, None
