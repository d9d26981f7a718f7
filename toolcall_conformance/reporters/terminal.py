"""The terminal report: the failures grouped by cause (or, verbose, each failing case as it is judged),
a word on cases not run, counts per area, the verdict, the closing line."""

from __future__ import annotations

from collections.abc import Sequence

from toolcall_conformance.model import Outcome, Result
from toolcall_conformance.reporters.tally import COLUMNS, area_table, closing_line
from toolcall_conformance.runner.run import Run
from toolcall_conformance.runner.signatures import NOT_RUN, by_cause, not_run

DETAIL_LINES = 12
CAUSES_SHOWN = 40  # a screen or two; --verbose lists every case
VERDICT_SHOWN = 15  # cases the verdict names by default: with the table, 50 lines besides the causes
QUIET_SHOWN = 3  # cases the verdict names with --quiet: 10 lines in all


def failure(result: Result, reason: str | None = None) -> str:
    """A failing case, ready to print the moment it is judged; `reason` when a baseline explains it."""
    label = "REJECTED" if result.rejected else str(result.outcome).upper()
    lines = [f"{label} {result.case.id}", f"  {result.case.description}"]
    lines += [f"  {line}" for line in result.message.splitlines()[:DETAIL_LINES]]
    if reason is not None:
        lines.append(f"  known: {reason}")
    return "\n".join(lines)


def _cases(count: int) -> str:
    return f"{count:,} case" + ("" if count == 1 else "s")


def _example(result: Result) -> str:
    if result.differences:
        text = str(result.differences[0])
    else:
        text = next((line for line in result.message.splitlines() if line.strip()), str(result.outcome))
    return text if len(text) <= 160 else text[:157] + "..."


def causes(results: Sequence[Result], limit: int = CAUSES_SHOWN) -> list[str]:
    """The failing and errored cases grouped by cause signature, largest first: each cause's count,
    SPEC section, what differs and one example case with its first difference."""
    ranked = by_cause(results)
    if not ranked:
        return []
    lines = [f"failures by cause ({len(ranked)}), largest first:"]
    for found, members in ranked[:limit]:
        first = members[0]
        lines.append(f"{_cases(len(members))} · {found.text} · e.g. {first.case.id}: {_example(first)}")
    rest = ranked[limit:]
    if rest:
        count = sum(len(members) for _, members in rest)
        lines.append(f"... {len(rest)} more causes ({_cases(count)}); --verbose lists every case")
    return lines


def not_run_line(results: Sequence[Result]) -> str | None:
    """One line for the cases the engine gave up on (the consecutive-errors cut-off, the time limit)."""
    given_up = [r for r in results if not_run(r)]
    if not given_up:
        return None
    return f"{_cases(len(given_up))} not run: {given_up[0].message.removeprefix(NOT_RUN)}"


def undeclared_line(run: Run) -> str | None:
    """How many cases were skipped because the implementation does not declare what they need."""
    declared = {str(feature) for feature in run.features}
    skipped = [r for r in run.results if r.outcome == Outcome.SKIPPED]
    missing = sorted({str(f) for r in skipped for f in r.case.features} - declared)
    unsupported = [r for r in skipped if any(str(f) in missing for f in r.case.features)]
    if not unsupported:
        return None
    return f"{_cases(len(unsupported))} not run: the implementation does not declare {', '.join(missing)}"


def header(run_info: str) -> str:
    return f"implementation: {run_info}"


def table(run: Run) -> str:
    lines = [f"{'area':<14}" + "".join(f"{column:>9}" for column in COLUMNS)]
    for area, c in area_table(run.results):
        lines.append(f"{area:<14}" + "".join(f"{c[column]:>9}" for column in COLUMNS))
    return "\n".join(lines)


def closing(run: Run, limit: int | None = None, rest: str = "") -> list[str]:
    """The last lines: the verdict (naming `limit` cases at most, `rest` saying where the others are),
    a word on an interruption or an empty run, the closing line last."""
    lines = []
    if run.verdict is not None:
        lines = run.verdict.lines(limit, rest) if rest else run.verdict.lines(limit)
    if run.interrupted:
        lines.append(f"interrupted by {run.interrupted} after {len(run.results)} of {run.selected} cases")
    lines.append(closing_line(run.results))
    return lines
