"""The Markdown summary of a run (for a CI step summary): the verdict first, then the failures grouped
by cause with one example each, every failing case folded away in `<details>`, the counts per area.

What shows unfolded stays under SHOWN_LINES lines however large the run; each fold holds at most
FOLDED entries, as a step summary holds 1 MiB (the JSON report lists every case)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from toolcall_conformance.model import Result
from toolcall_conformance.reporters.tally import COLUMNS, area_table, closing_line
from toolcall_conformance.reporters.terminal import not_run_line
from toolcall_conformance.runner.run import Run
from toolcall_conformance.runner.signatures import by_cause

FIRST_CHARS = 200
CAUSES = 40  # cause rows shown; the rest are counted in one row
LISTED = 10  # CHANGED and STALE entries shown before the fold
FOLDED = 2000  # entries in one fold at most
SHOWN_LINES = 150  # lines outside the folds, at most (40 causes, the area table, the lists' heads)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _code(text: str) -> str:
    """`text` as an inline code span, whatever backticks it holds."""
    return f"`` {text} ``" if "`" in text else f"`{text}`"


def _cases(count: int) -> str:
    return f"{count:,} case" + ("" if count == 1 else "s")


def first_difference(result: Result) -> str:
    """What the terminal shows first for a failing case: its first difference (path, what was
    expected, what came), else the first line of its message (an error, a rejection)."""
    first = str(result.differences[0]) if result.differences else (result.message.splitlines() or [""])[0]
    return first if len(first) <= FIRST_CHARS else first[:FIRST_CHARS] + "..."


def folded(title: str, entries: Sequence[str]) -> list[str]:
    """`entries` in a `<details>` block titled `title` (FOLDED of them at most, then how many more)."""
    shown = list(entries[:FOLDED])
    if len(entries) > FOLDED:
        shown.append(f"- ... {len(entries) - FOLDED:,} more: the JSON report (`--report`) lists them")
    return ["<details>", f"<summary>{title}</summary>", "", *shown, "", "</details>", ""]


def listed(heading: str, entries: Sequence[str]) -> list[str]:
    """A heading and its first LISTED entries; the rest folded."""
    lines = [heading, "", *entries[:LISTED], ""]
    if len(entries) > LISTED:
        lines += folded(f"{len(entries) - LISTED:,} more", entries[LISTED:])
    return lines


def causes(results: Sequence[Result], what: str, skipped: bool = False) -> list[str]:
    """The failing cases (`skipped`: and the skipped ones) grouped by cause, largest first, one example
    each; every case folded below."""
    ranked = by_cause(results, skipped)
    if not ranked:
        return []
    count = sum(len(members) for _, members in ranked)
    lines = [f"{what} by cause ({_cases(count)}, {len(ranked)} causes):", ""]
    lines += ["| cases | cause | e.g. | first difference |", "|---:|---|---|---|"]
    for found, members in ranked[:CAUSES]:
        first = members[0]
        example = f"`{first.case.id}` | {_cell(first_difference(first))}"
        lines.append(f"| {len(members):,} | {_cell(found.text)} | {example} |")
    rest = ranked[CAUSES:]
    if rest:
        more = sum(len(members) for _, members in rest)
        lines.append(f"| {more:,} | ... {len(rest)} more causes (in the list below) | | |")
    every = [
        f"- `{r.case.id}` ({r.outcome}): {_code(first_difference(r))}"
        for _, members in ranked
        for r in members
    ]
    return [*lines, "", *folded(f"All {_cases(count)}, each with its first difference", every)]


def summary(run: Run) -> str:
    info = run.info
    lines = [f"### toolcall-conformance: {info.name} {info.version} ({info.language})", ""]
    verdict = run.verdict
    if verdict is not None:
        word = "matches its baseline" if verdict.ok else "does not match its baseline"
        mark = "✅" if verdict.ok else "❌"
        lines += [f"**{mark} The run {word}** (`{verdict.baseline.path}`): {verdict.counts()}.", ""]
        changed = [
            f"- `{r.case.id}`: {r.outcome} now; the baseline lists it as {verdict.changed[r.case.id]}"
            for r in verdict.new_failures
            if r.case.id in verdict.changed
        ]
        changed += [
            f"- `{case_id}`: now {_code(c.now.text)}; its reason `{c.reason}` lists "
            + (_code(c.listed[0]) if len(c.listed) == 1 else f"{len(c.listed)} other causes")
            for case_id, c in verdict.changed_causes.items()
        ]
        new = [r for r in verdict.new_failures if r.case.id not in verdict.changed]
        lines += causes(new, "NEW failures", skipped=True)  # a skip the baseline does not list is new
        if changed:
            mode = "they fail the run" if verdict.changed_cause == "fail" else "a warning"
            lines += listed(
                f"CHANGED ({len(changed)}: listed cases failing another way or cause; {mode}):", changed
            )
        if verdict.changed_by_suite:
            since = verdict.baseline.changes.since if verdict.baseline.changes else "?"
            lines += listed(
                f"Changed by the suite since {since} (not regressions; `baseline --update` takes them in):",
                [f"- `{case_id}`: {change}" for case_id, change in verdict.changed_by_suite.items()],
            )
        stale = [f"- `{case_id}`" for case_id in verdict.stale]
        stale += [f"- unsupported `{feature}`" for feature in verdict.stale_features]
        if stale:
            lines += listed("STALE entries (they pass now; remove them):", stale)
    else:
        lines += causes(run.results, "Failures")
    given_up = not_run_line(run.results)
    if given_up is not None:
        lines += [given_up, ""]
    if run.interrupted:
        lines += [
            f"**Interrupted by {run.interrupted}** after {len(run.results)} of {run.selected} cases.",
            "",
        ]
    lines += ["| area | " + " | ".join(COLUMNS) + " |", "|---|" + "---:|" * len(COLUMNS)]
    for area, c in area_table(run.results):
        lines.append(f"| {area} | " + " | ".join(str(c[column]) for column in COLUMNS) + " |")
    lines += ["", f"**{closing_line(run.results)}**"]
    return "\n".join(lines) + "\n"


def write(path: Path, run: Run) -> None:
    Path(path).write_text(summary(run), encoding="utf-8")
