"""`report diff`: what changed, case by case, from one run's JSON report to another's.

Two reports compare honestly only when they ran the same cases the same way: the same bundled
corpus, suite version, case selection (ids, levels and contents) and answer-shaping options, each
run whole (not one shard, not interrupted). Then every case is one of: the same; fixed (it did not
pass, now it does); broken (it passed, now it does not); a changed answer (its answer, outcome or
cause changed, and neither of the above); newly unsupported (skipped now, not before) or newly
supported (the reverse). Changes are grouped by the SPEC rule the case pins and by the cause that
tells the change (the new run's for a broken or changed case, the old run's for a fixed one).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

Report = dict[str, Any]

KINDS = ("broken", "fixed", "changed", "unsupported", "supported")
TITLES = {
    "broken": "broken (passed, now does not)",
    "fixed": "fixed (did not pass, now does)",
    "changed": "changed answer",
    "unsupported": "newly unsupported (skipped now)",
    "supported": "newly supported (skipped before)",
}
# The options that shape answers (RUN_SHAPING less those that name the implementation or judge the
# verdict only): two runs with others differ by more than the implementation.
SHAPING = (
    "level", "tags", "exclude_tags", "id", "corpus", "through", "timeout", "validate_protocol",
    "max_consecutive_errors", "retries", "time_limit",
)  # fmt: skip
SHOWN = 5  # cases printed per group in the text


class Incomparable(ValueError):
    """The two reports cannot be compared honestly; the message says why, on one line."""


@dataclass(frozen=True)
class Side:
    outcome: str
    actual: Any
    rejected: bool
    cause: str  # the signature's text, "" for a passing case

    @classmethod
    def of(cls, entry: Report) -> Side:
        signature = entry.get("signature") or {}
        return cls(
            entry["outcome"], entry.get("actual"), bool(entry.get("rejected")), signature.get("text", "")
        )

    def as_json(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome,
            "actual": self.actual,
            "rejected": self.rejected,
            "cause": self.cause,
        }


@dataclass(frozen=True)
class Change:
    case_id: str
    kind: str  # one of KINDS
    rule: str  # the SPEC section the case pins, as `§1.3`
    cause: str
    old: Side
    new: Side

    def as_json(self) -> dict[str, Any]:
        return {
            "id": self.case_id,
            "change": self.kind,
            "rule": self.rule,
            "cause": self.cause,
            "old": self.old.as_json(),
            "new": self.new.as_json(),
        }


@dataclass(frozen=True)
class Diff:
    old: Report  # the reports' implementation blocks
    new: Report
    compared: int
    changes: tuple[Change, ...]

    @property
    def broke(self) -> bool:
        return any(change.kind == "broken" for change in self.changes)

    def of(self, kind: str) -> list[Change]:
        return [change for change in self.changes if change.kind == kind]

    def counts(self) -> dict[str, int]:
        return {kind: len(self.of(kind)) for kind in KINDS}


def label(implementation: Report) -> str:
    """`name version`, and an unreleased build's path and digest."""
    text = f"{implementation.get('name', '?')} {implementation.get('version', '?')}"
    build = implementation.get("build")
    if isinstance(build, dict):
        text += f" ({build.get('kind')}:{build.get('path')} {str(build.get('digest', ''))[:19]})"
    return text


def check(old: Report, new: Report) -> None:
    """Incomparable when the two reports did not run the same cases the same way."""
    for name, report in (("OLD", old), ("NEW", new)):
        if "interrupted" in report:
            ran = report["interrupted"]
            raise Incomparable(f"{name} is an interrupted run ({ran['ran']} of {ran['selected']} cases ran)")
        if "shard" in report:
            shard = report["shard"]
            raise Incomparable(
                f"{name} is one shard ({shard['index']}/{shard['count']}) of a run: merge its shards first"
            )
    if old["suite"].get("corpus") != new["suite"].get("corpus"):
        raise Incomparable(
            f"another corpus digest: OLD ran {old['suite'].get('corpus')}, NEW {new['suite'].get('corpus')}"
        )
    if old["suite"].get("version") != new["suite"].get("version"):
        raise Incomparable(
            f"another suite version (other judges): OLD {old['suite'].get('version')}, "
            f"NEW {new['suite'].get('version')}"
        )
    old_levels, new_levels = _levels(old), _levels(new)
    if old_levels != new_levels:
        raise Incomparable(f"another level: OLD ran {old_levels}, NEW {new_levels}")
    old_ids, new_ids = [c["id"] for c in old["cases"]], [c["id"] for c in new["cases"]]
    if set(old_ids) != set(new_ids):
        only_old, only_new = _missing(old_ids, new_ids), _missing(new_ids, old_ids)
        raise Incomparable(f"another case selection: {only_old} only in OLD, {only_new} only in NEW")
    if old["suite"].get("corpus_hash") != new["suite"].get("corpus_hash"):
        raise Incomparable(
            "the same case ids with other contents (corpus_hash differs): other corpus folders"
        )
    _same_options(old.get("options"), new.get("options"))


def _levels(report: Report) -> str:
    return ", ".join(sorted({str(case.get("level")) for case in report["cases"]})) or "no case"


def _missing(mine: list[str], theirs: list[str]) -> str:
    extra = [case_id for case_id in mine if case_id not in set(theirs)]
    return f"{len(extra)} cases" + (f" (first {extra[0]})" if extra else "")


def _same_options(old: Any, new: Any) -> None:
    if not isinstance(old, dict) or not isinstance(new, dict):
        return  # a report from before runs recorded their options: the selection checks above hold
    differ = [name for name in SHAPING if old.get(name) != new.get(name)]
    if differ:
        said = "; ".join(f"{name} {old.get(name)!r} in OLD, {new.get(name)!r} in NEW" for name in differ)
        raise Incomparable(f"other options: {said}")


def diff(old: Report, new: Report) -> Diff:
    """Every case that differs between two comparable reports (Incomparable when they are not)."""
    check(old, new)
    before = {entry["id"]: entry for entry in old["cases"]}
    changes = []
    for entry in new["cases"]:
        change = _change(before[entry["id"]], entry)
        if change is not None:
            changes.append(change)
    return Diff(old["implementation"], new["implementation"], len(new["cases"]), tuple(changes))


def _change(old_entry: Report, new_entry: Report) -> Change | None:
    old, new = Side.of(old_entry), Side.of(new_entry)
    if old == new:
        return None
    rule = str(new_entry.get("section") or f"§{new_entry.get('spec', '?')}")
    passing = ("passed",)
    if new.outcome == "skipped" and old.outcome != "skipped":
        kind, cause = "unsupported", new_entry.get("message") or "skipped"
    elif old.outcome == "skipped" and new.outcome != "skipped":
        kind, cause = "supported", new.cause or "passes"
    elif old.outcome in passing and new.outcome not in passing:
        kind, cause = "broken", new.cause
    elif old.outcome not in passing and new.outcome in passing:
        kind, cause = "fixed", old.cause
    elif old.outcome == new.outcome == "skipped":
        return None  # the same feature missing: its message may name the run
    else:
        kind, cause = "changed", new.cause or "another accepted answer"
    cause = str(cause).removeprefix(f"SPEC {rule} · ")  # the signature's text opens with the rule
    return Change(new_entry["id"], kind, rule, cause, old, new)


def groups(changes: Iterable[Change]) -> dict[tuple[str, str], list[Change]]:
    """Changes by (rule, cause), largest group first, then by rule."""
    grouped: dict[tuple[str, str], list[Change]] = {}
    for change in changes:
        grouped.setdefault((change.rule, change.cause), []).append(change)
    return dict(sorted(grouped.items(), key=lambda item: (-len(item[1]), item[0])))


def summary(result: Diff) -> str:
    counts = result.counts()
    parts = [f"{counts[kind]} {word}" for kind, word in (
        ("broken", "broken"), ("fixed", "fixed"), ("changed", "changed answers"),
        ("unsupported", "newly unsupported"), ("supported", "newly supported"),
    )]  # fmt: skip
    return f"{label(result.old)} -> {label(result.new)}: {result.compared} cases compared, " + ", ".join(
        parts
    )


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 100 else text[:97] + "..."


def _step(change: Change) -> str:
    old, new = change.old, change.new
    if old.outcome == new.outcome:
        return f"{new.outcome}: {_show(old.actual)} -> {_show(new.actual)}"
    return f"{old.outcome} -> {new.outcome}: {_show(old.actual)} -> {_show(new.actual)}"


def as_text(result: Diff) -> str:
    lines: list[str] = []
    for kind in KINDS:
        changes = result.of(kind)
        if not changes:
            continue
        lines += ["", f"{TITLES[kind].upper()}: {len(changes)}"]
        for (rule, cause), members in groups(changes).items():
            lines.append(f"  {rule} · {cause} ({len(members)} case{'s' if len(members) > 1 else ''})")
            lines += [f"    {change.case_id}  {_step(change)}" for change in members[:SHOWN]]
            if len(members) > SHOWN:
                lines.append(f"    ... and {len(members) - SHOWN} more (--json FILE lists them all)")
    return "\n".join([*lines, "", summary(result)]).lstrip("\n")


def as_json(result: Diff) -> dict[str, Any]:
    return {
        "old": result.old,
        "new": result.new,
        "compared": result.compared,
        "counts": result.counts(),
        "broke": result.broke,
        "changes": [change.as_json() for change in result.changes],
    }


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def as_markdown(result: Diff) -> str:
    lines = [f"## {_cell(label(result.old))} → {_cell(label(result.new))}", "", summary(result) + "."]
    for kind in KINDS:
        changes = result.of(kind)
        if not changes:
            continue
        lines += ["", f"### {TITLES[kind].capitalize()}: {len(changes)}", ""]
        lines += ["| rule | cause | case | old → new |", "|---|---|---|---|"]
        for (rule, cause), members in groups(changes).items():
            for change in members:
                lines.append(f"| {rule} | {_cell(cause)} | `{change.case_id}` | {_cell(_step(change))} |")
    return "\n".join(lines) + "\n"
