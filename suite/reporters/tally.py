"""Counts of outcomes: overall, per area, and the closing line."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from suite.runner.engine import OUTCOMES, Result

AREAS = (
    "seed", "ref", "pointer", "cycle", "sibling", "out-of-scope", "unmap", "coerce", "nested",
    "robustness", "mcp", "generated", "split", "ids", "blocks", "malformed",
)  # fmt: skip


def counts(results: Sequence[Result]) -> dict[str, int]:
    tally = Counter(r.outcome for r in results)
    return {outcome: tally.get(outcome, 0) for outcome in OUTCOMES}


def closing_line(results: Sequence[Result]) -> str:
    c = counts(results)
    return f"{c['passed']} passed, {c['failed']} failed, {c['errored']} errored, {c['skipped']} skipped"


def area_table(results: Sequence[Result]) -> list[tuple[str, dict[str, int]]]:
    """Counts per area tag; a case counts under each area tag it carries."""
    rows = []
    for area in AREAS:
        members = [r for r in results if area in r.case.tags]
        if members:
            rows.append((area, counts(members)))
    return rows
