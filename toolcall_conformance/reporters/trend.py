"""A trend: the JSON reports of one row's runs at many released versions, read side by side.

Nothing here runs anything: a trend is ordinary runs (`run --impl NAME@VERSION --report ...`) and this
reporter, which writes `trend.json`, `trend.md` and `trend.html`:

- per SPEC rule (section and level) and version, the cases passed, failed (a wrong value), rejected
  (a valid call refused), errored and skipped;
- per case that does not pass everywhere, the first version that delivers it and every later version
  that breaks it again;
- the steps between consecutive versions: the cases that changed, grouped by cause signature (the
  cause a fixed case had, the cause a broken or changed case has), each group named by the reason of
  the row's pinned baseline that lists its signature, or `null` (unfiled) where none does;
- where the row declares it, the change its release notes or source name for the release of a step.

Every report must come from the same corpus (`suite.corpus_hash`) and the same options; the trend
records the digest.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

from toolcall_conformance.adapters.releases import version_key
from toolcall_conformance.reporters.tally import section_order
from toolcall_conformance.reporters.trend_page import measured_versions, page

STATUSES = ("passed", "failed", "rejected", "errored", "skipped")
Report = dict[str, Any]


class TrendError(ValueError):
    """The reports do not make one trend (another corpus, row or options); the message says which."""


@dataclass(frozen=True)
class Measured:
    """One version of the trend: its report, or why there is none (it did not install or start)."""

    version: str
    report: Report | None
    path: str | None = None  # the report's file, relative to the trend's folder
    error: str | None = None
    named: str | None = None  # the report's file as the user named it, for messages

    def label(self) -> str:
        return self.named or self.path or self.version


def status(entry: Report) -> str:
    if entry["outcome"] == "failed":
        return "rejected" if entry.get("rejected") else "failed"
    return str(entry["outcome"])


def _cause(entry: Report) -> tuple[str, str]:
    """(signature key, text) of a case that does not pass; ("", "") of one that does."""
    found = entry.get("signature") or {}
    return str(found.get("key", "")), str(found.get("text", ""))


class Reasons:
    """The pinned baseline's reason for a signature: one that lists it (or is keyed by it), else the one
    listing every case of the group when that reason names no signatures of its own."""

    def __init__(self, document: Report | None) -> None:
        document = document or {}
        self.by_signature: dict[str, str] = {}
        self.by_case: dict[str, str] = {}
        self.unlisted: set[str] = set()
        for key, reason in document.get("reasons", {}).items():
            self.by_signature[key] = key
            for listed in reason.get("signatures", ()) if isinstance(reason, dict) else ():
                self.by_signature.setdefault(listed, key)
            if not isinstance(reason, dict) or not reason.get("signatures"):
                self.unlisted.add(key)
        for key, ids in document.get("known_failures", {}).items():
            for case_id in ids:
                self.by_case[case_id] = key

    def name(self, signature_key: str, case_ids: Sequence[str]) -> str | None:
        if signature_key in self.by_signature:
            return self.by_signature[signature_key]
        owners = {self.by_case.get(case_id) for case_id in case_ids}
        if len(owners) == 1:
            owner = owners.pop()
            return owner if owner in self.unlisted else None
        return None


def build(
    row: str,
    package: str,
    measured: Sequence[Measured],
    baseline: Report | None = None,
    changes: dict[str, str] | None = None,
) -> Report:
    """trend.json's content from each version's report (oldest version first)."""
    measured = sorted(measured, key=lambda m: version_key(m.version))
    ran = [m for m in measured if m.report is not None]
    if not ran:
        raise TrendError(f"{row}: no version produced a report: nothing to compare")
    first = ran[0]
    assert first.report is not None
    for other in ran[1:]:
        assert other.report is not None
        if other.report["suite"]["corpus_hash"] != first.report["suite"]["corpus_hash"]:
            raise TrendError(
                f"{other.label()}: another corpus than {first.label()} "
                f"({other.report['suite']['corpus_hash']} vs {first.report['suite']['corpus_hash']})"
            )
        mine = [entry["id"] for entry in other.report["cases"]]
        if mine != [entry["id"] for entry in first.report["cases"]]:
            raise TrendError(f"{other.label()}: another selection than {first.label()}")
    entries = {m.version: {e["id"]: e for e in m.report["cases"]} for m in ran if m.report is not None}
    order = [entry["id"] for entry in first.report["cases"]]
    versions = [m.version for m in ran]
    return {
        "row": row,
        "package": package,
        "suite": first.report["suite"],
        "versions": [_version(m) for m in measured],
        "rules": _rules(order, entries, versions),
        "cases": _cases(order, entries, versions),
        "steps": _steps(order, entries, measured, Reasons(baseline), changes or {}),
    }


def _seen(entry: Report) -> Report:
    """What a case's entry says the tool received (or why it did not), for a step's example."""
    seen: Report = {"status": status(entry)}
    if "actual" in entry:
        seen["actual"] = entry["actual"]
    elif entry.get("message"):
        seen["message"] = entry["message"]
    return seen


def _rule(entry: Report) -> str:
    return f"{entry['section']} {entry['level']}"


def _version(m: Measured) -> Report:
    if m.report is None:
        return {"version": m.version, "report": None, "error": m.error}
    info = m.report["implementation"]
    return {"version": m.version, "report": m.path, "implementation": info, "summary": m.report["summary"]}


def _rules(order: list[str], entries: dict[str, dict[str, Report]], versions: list[str]) -> list[Report]:
    first = entries[versions[0]]
    rules: dict[tuple[str, str], list[str]] = defaultdict(list)
    for case_id in order:
        rules[(first[case_id]["section"], first[case_id]["level"])].append(case_id)
    out = []
    ordered = sorted(rules.items(), key=lambda item: (section_order(item[0][0]), item[0][1]))
    for (section, level), ids in ordered:
        counts = {}
        for version in versions:
            tally = Counter(status(entries[version][case_id]) for case_id in ids)
            counts[version] = {name: tally.get(name, 0) for name in STATUSES}
        out.append({"section": section, "level": level, "cases": len(ids), "counts": counts})
    return out


def _cases(order: list[str], entries: dict[str, dict[str, Report]], versions: list[str]) -> dict[str, Report]:
    """Each case that does not pass at every version: first delivered, broken again."""
    out: dict[str, Report] = {}
    for case_id in order:
        passed = [status(entries[v][case_id]) == "passed" for v in versions]
        if all(passed):
            continue
        first = next((v for v, ok in zip(versions, passed, strict=True) if ok), None)
        again = [versions[i] for i in range(1, len(versions)) if passed[i - 1] and not passed[i]]
        now = status(entries[versions[-1]][case_id])
        out[case_id] = {"first_delivered": first, "broken_again": again, "now": now}
    return out


def _steps(
    order: list[str],
    entries: dict[str, dict[str, Report]],
    measured: Sequence[Measured],
    reasons: Reasons,
    changes: dict[str, str],
) -> list[Report]:
    steps = []
    ran = [m.version for m in measured if m.report is not None]
    for before, after in pairwise(ran):
        groups: dict[tuple[str, str], list[str]] = defaultdict(list)
        was: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
        texts: dict[str, str] = {}
        touched: dict[str, None] = {}
        for case_id in order:
            old, new = entries[before][case_id], entries[after][case_id]
            was_status, now = status(old), status(new)
            if (was_status, _cause(old)) == (now, _cause(new)):
                continue
            direction = "fixed" if now == "passed" else "broken" if was_status == "passed" else "changed"
            key, text = _cause(old if direction == "fixed" else new)
            groups[(direction, key)].append(case_id)
            was[(direction, key)][was_status] += 1
            texts[key] = text
            touched[_rule(new)] = None
        named: list[Report] = [
            {
                "direction": direction,
                "signature": key,
                "text": texts[key],
                "reason": reasons.name(key, ids),
                "count": len(ids),
                "cases": ids,
                "was": dict(was[(direction, key)]),
                "example": {"before": _seen(entries[before][ids[0]]), "after": _seen(entries[after][ids[0]])},
            }
            for (direction, key), ids in groups.items()
        ]
        named.sort(key=lambda g: (-g["count"], g["direction"], g["signature"]))
        skipped = [
            m.version
            for m in measured
            if m.report is None and version_key(before) < version_key(m.version) < version_key(after)
        ]
        between = [v for v in changes if version_key(before) < version_key(v) <= version_key(after)]
        step: Report = {
            "from": before,
            "to": after,
            "fixed": sum(g["count"] for g in named if g["direction"] == "fixed"),
            "broken": sum(g["count"] for g in named if g["direction"] == "broken"),
            "changed": sum(g["count"] for g in named if g["direction"] == "changed"),
            "changes": {v: changes[v] for v in sorted(between, key=version_key)},
            "rules": sorted(touched, key=lambda rule: section_order(rule.split()[0])),
            "groups": named,
        }
        if skipped:
            step["not_measured_between"] = skipped
        if named or between:
            steps.append(step)
    return steps


def markdown(trend: Report) -> str:
    versions = measured_versions(trend)
    lines = [
        f"# {trend['row']} over {len(versions)} releases",
        "",
        f"Package {trend['package']}; suite {trend['suite']['version']}, "
        f"corpus `{trend['suite']['corpus_hash']}`.",
        "",
    ]
    missing = [v for v in trend["versions"] if v["report"] is None]
    if missing:
        gone = "; ".join(f"{v['version']} ({v['error']})" for v in missing)
        lines += [f"Not measured (no report): {gone}", ""]
    lines += ["## Cases passed per SPEC rule", ""]
    lines.append("| rule | level | cases | " + " | ".join(versions) + " |")
    lines.append("|---|---|---:|" + "---:|" * len(versions))
    for rule in trend["rules"]:
        cells = [str(rule["counts"][v]["passed"]) for v in versions]
        lines.append(f"| {rule['section']} | {rule['level']} | {rule['cases']} | " + " | ".join(cells) + " |")
    lines += ["", "## Steps", ""]
    if not trend["steps"]:
        lines.append("No case changed between consecutive versions.")
    for step in trend["steps"]:
        lines.append(
            f"### {step['from']} → {step['to']}: {step['fixed']} fixed, {step['broken']} broken, "
            f"{step['changed']} changed"
        )
        lines.append("")
        for version, change in step["changes"].items():
            lines.append(f"- {version} (release notes): {change}")
        for group in step["groups"]:
            reason = f"`{group['reason']}`" if group["reason"] else "unfiled"
            example = group["cases"][0]
            lines.append(
                f"- {group['direction']} · {group['count']} cases · {group['text'] or 'passes'} ({reason}; "
                f"e.g. `{example}`)"
            )
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


def write(folder: Path, trend: Report, unmeasurable: str = "") -> list[Path]:
    """trend.json, trend.md and trend.html; `unmeasurable` says why versions outside the range are not."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = [folder / "trend.json", folder / "trend.md", folder / "trend.html"]
    paths[0].write_text(json.dumps(trend, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    paths[1].write_text(markdown(trend), encoding="utf-8")
    paths[2].write_text(page(trend, unmeasurable), encoding="utf-8")
    return paths


def read(path: Path) -> Report:
    """A run's JSON report (its text may hold lone surrogates a model sent)."""
    document: Report = json.loads(path.read_text(encoding="utf-8", errors="surrogatepass"))
    return document


def baseline_of(path: Path | None) -> Report | None:
    """A row's pinned baseline document, whose reasons name the steps' groups (None: no baseline)."""
    if path is None or not path.is_file():
        return None
    document: Report = json.loads(Path(path).read_text("utf-8"))
    return document
