"""Which cases each agent process walks (standard library only: the suite and the session runner both
use it)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any


def batches(cases: list[dict[str, Any]], size: int) -> list[list[int]]:
    """Case indices in as few agent processes as the cases allow, each walking at most `size` of them
    and no two tools that share a name but not a schema, their sizes even where the names allow: a
    tool's cases (largest tool first) go to the emptiest session with room that holds no other tool
    of its name, spilling over to the next. Each session keeps the cases' order."""
    variants: dict[tuple[str, str], list[int]] = {}
    for index, case in enumerate(cases):
        variants.setdefault((case["tool"], json.dumps(case["schema"], sort_keys=True)), []).append(index)
    per_name = Counter(name for name, _ in variants)
    count = max([-(-len(cases) // size), *per_name.values()]) if cases else 0
    even = -(-len(cases) // count) if count else size  # what each session walks where the names allow
    sessions: list[tuple[list[int], dict[str, str]]] = [([], {}) for _ in range(count)]
    for (name, schema), members in sorted(variants.items(), key=lambda item: -len(item[1])):
        left = list(members)
        while left:
            free = [s for s in sessions if s[1].get(name, schema) == schema]
            fits = [s for s in free if len(s[0]) < even] or [s for s in free if len(s[0]) < size]
            if not fits:
                sessions.append(([], {}))
                fits = [sessions[-1]]
            chosen, tools = min(fits, key=lambda s: len(s[0]))
            room = (even if len(chosen) < even else size) - len(chosen)
            chosen.extend(left[:room])
            tools[name] = schema
            left = left[room:]
    return [sorted(members) for members, _ in sessions if members]
