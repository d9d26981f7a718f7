"""The names a model sees for one `properties` object (SPEC §1.1), read apart from the reference."""

from __future__ import annotations

import string

LIMIT = 64
ALLOWED = frozenset(string.ascii_letters + string.digits + "_.-")


def conforms(name: str) -> bool:
    return 0 < len(name) <= LIMIT and all(ch in ALLOWED for ch in name)


def shown_names(names: list[str]) -> dict[str, str]:
    """Original name -> shown name: conforming names first, then each other name in order."""
    shown = {name: name for name in names if conforms(name)}
    used = set(shown.values())
    for name in names:
        if name in shown:
            continue
        base = "".join(ch if ch in ALLOWED else "_" for ch in name)[:LIMIT] or "param"
        candidate = base
        suffix = 1
        while candidate in used:
            suffix += 1
            tail = f"_{suffix}"
            candidate = base[: LIMIT - len(tail)] + tail
        shown[name] = candidate
        used.add(candidate)
    return shown
