"""The terminal report: failing cases as they are judged, counts per area, the verdict, the closing line."""

from __future__ import annotations

from suite.model import Result
from suite.reporters.tally import COLUMNS, area_table, closing_line
from suite.runner.run import Run

DETAIL_LINES = 12


def failure(result: Result, reason: str | None = None) -> str:
    """A failing case, ready to print the moment it is judged; `reason` when a baseline explains it."""
    label = "REJECTED" if result.rejected else str(result.outcome).upper()
    lines = [f"{label} {result.case.id}", f"  {result.case.description}"]
    lines += [f"  {line}" for line in result.message.splitlines()[:DETAIL_LINES]]
    if reason is not None:
        lines.append(f"  known: {reason}")
    return "\n".join(lines)


def header(run_info: str) -> str:
    return f"implementation: {run_info}"


def table(run: Run) -> str:
    lines = [f"{'area':<14}" + "".join(f"{column:>9}" for column in COLUMNS)]
    for area, c in area_table(run.results):
        lines.append(f"{area:<14}" + "".join(f"{c[column]:>9}" for column in COLUMNS))
    return "\n".join(lines)


def closing(run: Run) -> list[str]:
    """The last lines: the verdict, a word on an interruption or an empty run, the closing line last."""
    lines = run.verdict.lines() if run.verdict is not None else []
    if run.interrupted:
        lines.append(f"interrupted by {run.interrupted} after {len(run.results)} of {run.selected} cases")
    lines.append(closing_line(run.results))
    return lines
