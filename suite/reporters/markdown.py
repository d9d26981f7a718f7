"""The Markdown summary of a run (for a CI step summary)."""

from __future__ import annotations

from collections.abc import Sequence

from suite.model import ImplementationInfo
from suite.reporters.tally import area_table, closing_line
from suite.runner.engine import Result


def markdown_summary(info: ImplementationInfo, results: Sequence[Result], details: int = 30) -> str:
    lines = [
        f"### toolcall-conformance: {info.name} {info.version} ({info.language})",
        "",
        "| area | passed | failed | errored | skipped |",
        "|---|---:|---:|---:|---:|",
    ]
    for area, c in area_table(results):
        lines.append(f"| {area} | {c['passed']} | {c['failed']} | {c['errored']} | {c['skipped']} |")
    lines += ["", f"**{closing_line(results)}**"]
    trouble = [r for r in results if r.outcome in ("failed", "errored")]
    if trouble:
        lines += ["", "| case | outcome | first difference |", "|---|---|---|"]
        for result in trouble[:details]:
            first = (result.message.splitlines() or [""])[0].replace("|", "\\|")[:160]
            lines.append(f"| `{result.case.id}` | {result.outcome} | {first} |")
        if len(trouble) > details:
            lines.append(f"| ... | {len(trouble) - details} more | |")
    return "\n".join(lines) + "\n"
