"""Counts of outcomes: overall, per area, per SPEC section, and the closing line."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence

from toolcall_conformance.model import AREAS, OTHER_AREA, Outcome, Result, areas
from toolcall_conformance.runner.signatures import section as section  # read here by the reporters

COLUMNS = ("passed", "wrong", "rejected", "errored", "skipped")


def counts(results: Iterable[Result]) -> dict[str, int]:
    """passed, failed, errored, skipped; and of the failed, `wrong` values and wrong `rejected` calls."""
    tally: Counter[str] = Counter()
    for r in results:
        tally[str(r.outcome)] += 1
        if r.outcome == Outcome.FAILED:
            tally["rejected" if r.rejected else "wrong"] += 1
    return {key: tally.get(key, 0) for key in (*map(str, Outcome), "wrong", "rejected")}


def retried(results: Iterable[Result]) -> int:
    """How many cases got no answer in time on their first try and were tried again."""
    return sum(result.tries > 1 for result in results)


def closing_line(results: Sequence[Result]) -> str:
    c = counts(results)
    line = f"{c['passed']} passed, {c['failed']} failed, {c['errored']} errored, {c['skipped']} skipped"
    again = retried(results)
    return f"{line} ({again} needed a retry after a timeout)" if again else line


def _rows(
    results: Sequence[Result], labels: Iterable[str], member: Callable[[Result, str], bool]
) -> Iterator[tuple[str, dict[str, int]]]:
    for label in labels:
        members = [r for r in results if member(r, label)]
        if members:
            yield label, counts(members)


def area_table(results: Sequence[Result]) -> list[tuple[str, dict[str, int]]]:
    """Counts per area; a case counts under each area tag it carries (OTHER_AREA when it has none)."""
    return list(_rows(results, (*AREAS, OTHER_AREA), lambda r, area: area in areas(r.case.tags)))


def section_table(results: Sequence[Result]) -> list[tuple[str, dict[str, int]]]:
    """Counts per SPEC section, in section order."""
    labels = sorted({section(r.case.spec) for r in results}, key=section_order)
    return list(_rows(results, labels, lambda r, label: section(r.case.spec) == label))


def section_order(label: str) -> tuple[int, ...]:
    return tuple(int(part) if part.isdigit() else 99 for part in label.lstrip("§").split("."))
