"""The terminal summary: failures first, then counts per area."""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet

from suite.model import ImplementationInfo
from suite.reporters.tally import area_table
from suite.runner.engine import Result


def terminal_summary(
    info: ImplementationInfo,
    results: Sequence[Result],
    details: int = 50,
    explained: AbstractSet[str] = frozenset(),
) -> str:
    """Failures first (except those a baseline explains), then counts per area."""
    lines = [f"implementation: {info.name} {info.version} ({info.language})", ""]
    trouble = [r for r in results if r.outcome in ("failed", "errored") and r.case.id not in explained]
    for result in trouble[:details]:
        lines.append(f"{result.outcome.upper()} {result.case.id}")
        lines.append(f"  {result.case.description}")
        lines += [f"  {line}" for line in result.message.splitlines()[:12]]
    if len(trouble) > details:
        lines.append(f"... {len(trouble) - details} more failures; see the JSON report")
    if trouble:
        lines.append("")
    lines.append(f"{'area':<14}{'passed':>8}{'failed':>8}{'errored':>9}{'skipped':>9}")
    for area, c in area_table(results):
        lines.append(f"{area:<14}{c['passed']:>8}{c['failed']:>8}{c['errored']:>9}{c['skipped']:>9}")
    return "\n".join(lines)
