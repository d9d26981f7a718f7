"""A trend as a page people can read: a chart that fits any width, the steps in words and per rule.

The chart is inline SVG on an index axis (one position per measured version) with percentage ticks,
version ticks and every step marked and labelled by its version; a rule's share is of the cases that
ran, so a skipped case is never drawn as a failure. Each step gets a sentence written from its counts,
a table of the rules it moved (fixed, broken, and apart from those the cases that still fail with
another cause or message), one example per rule, and its release notes (also where they move nothing).
The page needs no script and no network: it opens from `file://` and from any static host.
"""

from __future__ import annotations

import html
import json
from collections import Counter, defaultdict
from typing import Any

from toolcall_conformance.reporters.page import asset, fill
from toolcall_conformance.reporters.tally import section_order

Report = dict[str, Any]
WIDTH, HEIGHT = 1000, 300
LEFT, RIGHT, TOP, BOTTOM = 52, 20, 46, 34
LINES = (("passed", "passed"), ("rejected", "rejected"), ("failed", "wrong value"), ("errored", "errored"))
VERSION_TICKS = 9


def measured_versions(trend: Report) -> list[str]:
    """The versions the trend holds a report of, in its order."""
    return [v["version"] for v in trend["versions"] if v["report"] is not None]


def cause_section(text: str) -> str:
    """The SPEC section a cause text names ("SPEC §1.2 · rejected: ..." gives "§1.2")."""
    head = text.split(" · ", 1)[0]
    return head.removeprefix("SPEC ").strip() or "?"


def cause_status(text: str) -> str:
    """The outcome a cause text describes: rejected, errored, skipped, or failed (a wrong value)."""
    tail = text.split(" · ", 1)[-1]
    for name in ("rejected", "errored", "skipped"):
        if tail.startswith(name):
            return name
    return "failed"


def _e(text: object) -> str:
    return html.escape(str(text))


def _n(count: int) -> str:
    return f"{count:,}"


def _cases(count: int) -> str:
    return f"{_n(count)} case" + ("" if count == 1 else "s")


def _totals(trend: Report, version: str) -> Counter[str]:
    total: Counter[str] = Counter()
    for rule in trend["rules"]:
        total.update(rule["counts"][version])
    return total


def _share(counts: dict[str, int] | Counter[str], name: str) -> float | None:
    ran = sum(counts.get(s, 0) for s in ("passed", "failed", "rejected", "errored"))
    return None if ran == 0 else counts.get(name, 0) / ran


def chart(trend: Report) -> str:
    """All rules together: the share of the cases that ran per outcome, per measured version."""
    versions = measured_versions(trend)
    span = WIDTH - LEFT - RIGHT

    def x(i: int) -> float:
        return LEFT + span * (i / max(1, len(versions) - 1))

    def y(share: float) -> float:
        return TOP + (HEIGHT - TOP - BOTTOM) * (1 - share)

    parts = []
    for pct in (0, 25, 50, 75, 100):
        level = y(pct / 100)
        parts.append(
            f'<line class="grid" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{level:.1f}" y2="{level:.1f}"/>'
            f'<text class="ytick" x="{LEFT - 6}" y="{level + 4:.1f}">{pct}%</text>'
        )
    ticks = sorted({round(k * (len(versions) - 1) / (VERSION_TICKS - 1)) for k in range(VERSION_TICKS)})
    for i in ticks:
        parts.append(
            f'<line class="tick" x1="{x(i):.1f}" x2="{x(i):.1f}" y1="{HEIGHT - BOTTOM}" '
            f'y2="{HEIGHT - BOTTOM + 5}"/>'
            f'<text class="xtick" x="{x(i):.1f}" y="{HEIGHT - BOTTOM + 18}">{_e(versions[i])}</text>'
        )
    place = {v: i for i, v in enumerate(versions)}
    last_label = -1e9
    lift = 0
    for step in trend["steps"]:
        i = place[step["to"]]
        lift = 14 if x(i) - last_label < 70 and lift == 0 else 0
        last_label = x(i)
        moved = step["fixed"] + step["broken"] + step["changed"]
        parts.append(
            f'<g class="step" data-version="{_e(step["to"])}"><line x1="{x(i):.1f}" x2="{x(i):.1f}" '
            f'y1="{TOP - 6}" y2="{HEIGHT - BOTTOM}"/><text x="{x(i):.1f}" y="{TOP - 10 - lift}">'
            f"{_e(step['to'])}</text><title>{_e(step['from'])} → {_e(step['to'])}: {_cases(moved)} moved"
            "</title></g>"
        )
    totals = [_totals(trend, v) for v in versions]
    for name, label in LINES:
        points = []
        for i, counts in enumerate(totals):
            share = _share(counts, name)
            if share is not None:
                points.append(f"{x(i):.1f},{y(share):.1f}")
        parts.append(
            f'<polyline class="line {name}" points="{" ".join(points)}"><title>{label}</title></polyline>'
        )
    for i, counts in enumerate(totals):
        share = _share(counts, "passed")
        if share is not None:
            ran = sum(counts.get(s, 0) for s in ("passed", "failed", "rejected", "errored"))
            parts.append(
                f'<circle class="dot" cx="{x(i):.1f}" cy="{y(share):.1f}" r="2.2"><title>{_e(versions[i])}: '
                f"{_n(counts['passed'])} of {_n(ran)} cases that ran passed, {_n(counts['skipped'])} skipped"
                "</title></circle>"
            )
    return (
        f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="share of cases per outcome over {len(versions)} versions">{"".join(parts)}</svg>'
    )


def _spark(trend: Report, rule: Report) -> str:
    """A rule's passed share over the versions (skipped cases left out; a gap where none ran)."""
    versions = measured_versions(trend)
    width, height = 400, 36
    points = []
    for i, version in enumerate(versions):
        share = _share(rule["counts"][version], "passed")
        if share is not None:
            px = 2 + (width - 4) * (i / max(1, len(versions) - 1))
            points.append(f"{px:.1f},{2 + (height - 4) * (1 - share):.1f}")
    if not points:
        return '<span class="muted">every case skipped at every version</span>'
    return (
        f'<svg class="spark" viewBox="0 0 {width} {height}" preserveAspectRatio="none">'
        f'<polyline points="{" ".join(points)}"/></svg>'
    )


def _by_rule(step: Report) -> dict[str, dict[str, list[Report]]]:
    """A step's groups by the SPEC section of their cause, then by kind (fixed, broken, changed)."""
    found: dict[str, dict[str, list[Report]]] = defaultdict(lambda: defaultdict(list))
    for group in step["groups"]:
        found[cause_section(group["text"])][group["direction"]].append(group)
    return dict(sorted(found.items(), key=lambda item: _rule_order(item[0])))


def _rule_order(section: str) -> tuple[tuple[int, ...], str]:
    """§1.2 before §1.2 (hermes level) before §1.3."""
    return section_order(section.split()[0]), section


def _count(groups: list[Report]) -> int:
    return sum(g["count"] for g in groups)


def _before_after(group: Report) -> str:
    """What the tool received before and after the step, for the group's first case."""
    example = group.get("example")
    if example:
        sides = [example.get("before") or {}, example.get("after") or {}]
        shown = [
            f"{_e(side.get('status', '?'))}: <code>"
            + _e(
                json.dumps(side["actual"], ensure_ascii=False)
                if "actual" in side
                else side.get("message", "")
            )
            + "</code>"
            for side in sides
        ]
        return f"{shown[0]} → {shown[1]}"
    cause = _e(group["text"].split(" · ", 1)[-1] or "passes")
    if group["direction"] == "fixed":
        return f"before: {cause} → after: passes"
    if group["direction"] == "broken":
        return f"before: passes → after: {cause}"
    was = group.get("was")
    before = ", ".join(was) if was else "another failure"
    return f"before: {_e(before)} → after: {cause}"


def _message_only(group: Report) -> bool:
    """A changed group whose cases keep their outcome (only the cause or the message moved). A trend
    measured before groups recorded the outcome they came from (`was`) puts every change between two
    failures here, under a heading that says only that the cause or message moved."""
    was = group.get("was")
    if was is not None:
        return bool(set(was) == {cause_status(group["text"])})
    return bool(group["direction"] == "changed")


def _case_list(groups: list[Report]) -> str:
    ids = [case for g in groups for case in g["cases"]]
    items = "".join(f"<li><code>{_e(case)}</code></li>" for case in ids)
    return f"<details><summary>{_cases(len(ids))}</summary><ul class=ids>{items}</ul></details>"


def sentence(step: Report) -> str:
    """What a step moved, in words, from its counts and groups."""
    rules = _by_rule(step)
    parts = []
    for kind, verb in (("fixed", "now pass"), ("broken", "now fail")):
        total = sum(_count(kinds.get(kind, [])) for kinds in rules.values())
        if total:
            top = sorted(((_count(k.get(kind, [])), s) for s, k in rules.items()), reverse=True)
            named = ", ".join(f"{s}: {_n(c)}" for c, s in top[:3] if c)
            parts.append(f"{_cases(total)} {verb} ({named})")
    changed = [g for kinds in rules.values() for g in kinds.get("changed", [])]
    if changed:
        parts.append(f"{_cases(_count(changed))} still fail, with another cause or message")
    said = f"From {_e(step['from'])} to {_e(step['to'])}: " + ("; ".join(parts) + "." if parts else "")
    for version, change in step["changes"].items():
        said += f" The release notes of {_e(version)}: {_e(change)}."
    if not step["groups"]:
        said += " No case moves." if not step["changes"] else " Yet no case moves."
    if step.get("not_measured_between"):
        said += f" Not measured between: {_e(', '.join(step['not_measured_between']))}."
    return said


def _step_section(step: Report) -> str:
    rows = []
    apart = []
    quiet_total = 0
    for section, kinds in _by_rule(step).items():
        real = [g for g in kinds.get("changed", []) if not _message_only(g)]
        cells = []
        for groups in (kinds.get("fixed", []), kinds.get("broken", []), real):
            cells.append(f"<td>{_case_list(groups)}</td>" if groups else "<td></td>")
        moving = kinds.get("fixed", []) + kinds.get("broken", []) + real
        if moving:
            biggest = max(moving, key=lambda g: g["count"])
            reason = f" <em>{_e(biggest['reason'])}</em>" if biggest["reason"] else ""
            example = (
                f"<code>{_e(biggest['cases'][0])}</code>{reason}<br>"
                f"<span class=ba>{_before_after(biggest)}</span>"
            )
            rows.append(
                f'<tr data-rule="{_e(section)}"><th>{_e(section)}</th>{"".join(cells)}<td>{example}</td></tr>'
            )
        quiet = [g for g in kinds.get("changed", []) if _message_only(g)]
        if quiet:
            quiet_total += _count(quiet)
            apart.append(
                f'<tr data-rule="{_e(section)}"><th>{_e(section)}</th><td>{_case_list(quiet)}</td>'
                f"<td><code>{_e(quiet[0]['cases'][0])}</code><br>"
                f"<span class=ba>{_before_after(max(quiet, key=lambda g: g['count']))}</span></td></tr>"
            )
    table = (
        '<table class="moves"><tr><th>rule</th><th>fixed</th><th>broken</th><th>outcome changed</th>'
        f"<th>example (what the tool received before → after)</th></tr>{''.join(rows)}</table>"
        if rows
        else "<p>No case changes outcome.</p>"
    )
    quiet_table = (
        "<details class=apart><summary>Still failing, with another cause or message "
        f'({_cases(quiet_total)})</summary><table class="moves"><tr><th>rule</th><th>cases</th>'
        f"<th>example</th></tr>{''.join(apart)}</table></details>"
        if apart
        else ""
    )
    anchor = _e(step["to"])
    return (
        f'<section class="step" id="step-{anchor}"><h3>{_e(step["from"])} → {anchor}</h3>'
        f"<p class=said>{sentence(step)}</p>{table}{quiet_table}</section>"
    )


def _overview(trend: Report) -> str:
    """Rules down, steps across: per cell the cases fixed (+), broken (&minus;) and changed (~)."""
    steps = [s for s in trend["steps"] if s["groups"]]
    if not steps:
        return ""
    by_step = [_by_rule(s) for s in steps]
    sections = sorted({s for rules in by_step for s in rules}, key=_rule_order)
    head = "".join(f'<th><a href="#step-{_e(s["to"])}">{_e(s["to"])}</a></th>' for s in steps)
    rows = []
    for section in sections:
        cells = []
        for rules in by_step:
            kinds = rules.get(section, {})
            marks = [
                f'<span class="{kind}">{sign}{_n(_count(kinds[kind]))}</span>'
                for kind, sign in (("fixed", "+"), ("broken", "&minus;"), ("changed", "~"))
                if kinds.get(kind)
            ]
            cells.append(f"<td>{' '.join(marks)}</td>")
        rows.append(f"<tr><th>{_e(section)}</th>{''.join(cells)}</tr>")
    return (
        '<table class="overview"><tr><th>rule</th>' + head + "</tr>" + "".join(rows) + "</table>"
        '<p class="muted">+ fixed, &minus; broken, ~ still failing with another cause or message.</p>'
    )


def _rules_table(trend: Report) -> str:
    last = measured_versions(trend)[-1]
    rows = []
    for rule in trend["rules"]:
        at = rule["counts"][last]
        rows.append(
            f"<tr><th>{_e(rule['section'])}</th><td>{_e(rule['level'])}</td><td>{_n(rule['cases'])}</td>"
            f'<td class="sparkcell">{_spark(trend, rule)}</td><td>{_n(at["passed"])} passed, '
            f"{_n(at['failed'])} wrong, {_n(at['rejected'])} rejected, {_n(at['errored'])} errored, "
            f"{_n(at['skipped'])} skipped</td></tr>"
        )
    return (
        "<table class=rules><tr><th>rule</th><th>level</th><th>cases</th><th>passed (of those that ran) over "
        f"versions</th><th>at {_e(last)}</th></tr>{''.join(rows)}</table>"
    )


def _not_measured(trend: Report, unmeasurable: str) -> str:
    missing = [v for v in trend["versions"] if v["report"] is None]
    items = "".join(f"<li>{_e(v['version'])}: {_e(v.get('error') or 'no report')}</li>" for v in missing)
    said = (
        f"<ul>{items}</ul>"
        if missing
        else f"<p>Every one of the {_n(len(trend['versions']))} versions in the range was measured.</p>"
    )
    if unmeasurable:
        said += f"<p>Outside the range: {_e(unmeasurable)}.</p>"
    return said


def _first_delivered(trend: Report) -> str:
    by_version: dict[str, list[str]] = defaultdict(list)
    for case_id, seen in trend["cases"].items():
        by_version[seen["first_delivered"] or ""].append(case_id)
    order = {v: i for i, v in enumerate(measured_versions(trend))}
    rows = []
    for version, ids in sorted(by_version.items(), key=lambda item: order.get(item[0], len(order))):
        label = _e(version) if version else "never (fails at every version)"
        items = "".join(f"<li><code>{_e(case)}</code></li>" for case in ids)
        rows.append(
            f'<tr data-first="{_e(version)}"><th>{label}</th><td><details>'
            f"<summary>{_cases(len(ids))}</summary><ul class=ids>{items}</ul></details></td></tr>"
        )
    passing = sum(rule["cases"] for rule in trend["rules"]) - len(trend["cases"])
    return (
        f"<p>{_cases(passing)} pass at every measured version. The others, by the first version that "
        f"delivers them:</p><table class=first>{''.join(rows)}</table>"
    )


def page(trend: Report, unmeasurable: str = "", nav: bool = False) -> str:
    """The trend's page; `unmeasurable` says why the versions outside the measured range are not;
    `nav` links it to the site it is part of (its front page and its row's page, one folder up)."""
    versions = measured_versions(trend)
    legend = "".join(f'<span class="key {name}">{label}</span>' for name, label in LINES)
    steps = "".join(_step_section(step) for step in trend["steps"])
    return fill(
        asset("trend.html"),
        CSS=asset("trend.css"),
        ROW=_e(trend["row"]),
        NAV=(
            f'<nav><a href="../index.html">field</a> <a href="../impl/{_e(trend["row"])}.html">'
            f"{_e(trend['row'])}</a></nav>"
            if nav
            else ""
        ),
        COUNT=_n(len(versions)),
        RANGE=f"{_e(versions[0])} to {_e(versions[-1])}",
        PACKAGE=_e(trend["package"]),
        CORPUS=_e(trend["suite"]["corpus_hash"]),
        CHART=chart(trend),
        LEGEND=legend,
        SAID="".join(f"<li>{sentence(step)}</li>" for step in trend["steps"]) or "<li>No case moves.</li>",
        OVERVIEW=_overview(trend),
        STEPS=steps or "<p>No case changed between consecutive versions.</p>",
        RULES=_rules_table(trend),
        MISSING=_not_measured(trend, unmeasurable),
        FIRST=_first_delivered(trend),
    )
