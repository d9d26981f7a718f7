"""The Markdown summary of a run (for a CI step summary): the verdict first, then counts, then failures."""

from __future__ import annotations

from pathlib import Path

from suite.model import Result
from suite.reporters.tally import COLUMNS, area_table, closing_line
from suite.runner.run import Run

DETAILS = 30
FIRST_CHARS = 200


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _code(text: str) -> str:
    """`text` as an inline code span, whatever backticks it holds."""
    return f"`` {text} ``" if "`" in text else f"`{text}`"


def first_difference(result: Result) -> str:
    """What the terminal shows first for a failing case: its first difference (path, what was
    expected, what came), else the first line of its message (an error, a rejection)."""
    first = str(result.differences[0]) if result.differences else (result.message.splitlines() or [""])[0]
    return first if len(first) <= FIRST_CHARS else first[:FIRST_CHARS] + "..."


def summary(run: Run) -> str:
    info = run.info
    lines = [f"### toolcall-conformance: {info.name} {info.version} ({info.language})", ""]
    verdict = run.verdict
    if verdict is not None:
        word = "matches its baseline" if verdict.ok else "does not match its baseline"
        mark = "✅" if verdict.ok else "❌"
        new, stale = len(verdict.new_failures), len(verdict.stale)
        counted = f"{len(verdict.known)} known failures, {new} new, {stale} stale"
        lines += [f"**{mark} The run {word}** (`{verdict.baseline.path}`): {counted}.", ""]
        if verdict.new_failures:
            lines += (
                ["NEW failures:", ""]
                + [
                    f"- `{r.case.id}` ({r.outcome}): {_code(first_difference(r))}"
                    for r in verdict.new_failures
                ]
                + [""]
            )
        if verdict.changed_by_suite:
            since = verdict.baseline.changes.since if verdict.baseline.changes else "?"
            lines += [
                f"Changed by the suite since {since} (not regressions; `baseline --update` takes them in):",
                "",
            ]
            lines += [f"- `{case_id}`: {change}" for case_id, change in verdict.changed_by_suite.items()] + [
                ""
            ]
        if verdict.stale or verdict.stale_features:
            lines += ["STALE entries (they pass now; remove them):", ""]
            lines += [f"- `{case_id}`" for case_id in verdict.stale]
            lines += [f"- unsupported `{f}`" for f in verdict.stale_features] + [""]
    if run.interrupted:
        lines += [
            f"**Interrupted by {run.interrupted}** after {len(run.results)} of {run.selected} cases.",
            "",
        ]
    lines += ["| area | " + " | ".join(COLUMNS) + " |", "|---|" + "---:|" * len(COLUMNS)]
    for area, c in area_table(run.results):
        lines.append(f"| {area} | " + " | ".join(str(c[column]) for column in COLUMNS) + " |")
    lines += ["", f"**{closing_line(run.results)}**"]
    explained = {r.case.id for r in verdict.known} if verdict is not None else set()
    trouble = [r for r in run.results if r.not_passing and r.case.id not in explained]
    if trouble:
        lines += ["", "| case | outcome | first difference |", "|---|---|---|"]
        for result in trouble[:DETAILS]:
            first = _cell(first_difference(result))
            outcome = "rejected" if result.rejected else str(result.outcome)
            lines.append(f"| `{result.case.id}` | {outcome} | {first} |")
        if len(trouble) > DETAILS:
            lines.append(f"| ... | {len(trouble) - DETAILS} more | |")
    return "\n".join(lines) + "\n"


def write(path: Path, run: Run) -> None:
    Path(path).write_text(summary(run), encoding="utf-8")
