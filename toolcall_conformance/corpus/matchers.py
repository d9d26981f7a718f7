"""Id matchers of split expectations: `{"fresh": true}` (a new id) and `{"call": k}` (output call k's id)."""

from __future__ import annotations

from toolcall_conformance.model import JSON


def is_matcher(value: JSON) -> bool:
    if not isinstance(value, dict) or len(value) != 1:
        return False
    key, inner = next(iter(value.items()))
    return (key == "fresh" and inner is True) or (
        key == "call" and isinstance(inner, int) and not isinstance(inner, bool)
    )
