"""Render run results: terminal summary, JSON report, JUnit XML, Markdown."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from pathlib import Path
from typing import Any

from suite.adapters.base import ImplementationInfo
from suite.engine import OUTCOMES, Result

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


def json_report(info: ImplementationInfo, results: Sequence[Result]) -> dict[str, Any]:
    return {
        "implementation": info.as_json(),
        "summary": counts(results),
        "cases": [r.as_json() for r in results],
    }


def write_json(path: Path, info: ImplementationInfo, results: Sequence[Result]) -> None:
    text = json.dumps(json_report(info, results), indent=2, ensure_ascii=False)
    Path(path).write_text(text + "\n", encoding="utf-8")


def write_junit(path: Path, info: ImplementationInfo, results: Sequence[Result]) -> None:
    c = counts(results)
    suite = ET.Element(
        "testsuite",
        name=f"toolcall-conformance {info.name} {info.version}",
        tests=str(len(results)),
        failures=str(c["failed"]),
        errors=str(c["errored"]),
        skipped=str(c["skipped"]),
    )
    for result in results:
        classname = result.case.id.rpartition("/")[0].replace("/", ".")
        element = ET.SubElement(suite, "testcase", classname=classname, name=result.case.id)
        if result.outcome in ("failed", "errored"):
            tag = "failure" if result.outcome == "failed" else "error"
            child = ET.SubElement(element, tag, message=result.message.splitlines()[0][:200])
            child.text = result.message
        elif result.outcome == "skipped":
            ET.SubElement(element, "skipped", message=result.message)
    root = ET.Element("testsuites")
    root.append(suite)
    ET.indent(root)
    ET.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)


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
