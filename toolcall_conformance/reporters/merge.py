"""`report merge`: the JSON reports of a run's shards, made into the report one whole run would have written.

Each shard's report carries a `shard` block (`run --shard K/N`): its index and count, how many cases
the whole selection holds, the options the run was given and each case's position in the selection.
The merge refuses anything that would not make one run: reports of another corpus, implementation,
suite version or options, an interrupted shard, a shard given twice or missing.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from toolcall_conformance.reporters import json_report

Report = dict[str, Any]


class MergeError(ValueError):
    """The reports do not make one run; the message names the report and what differs."""


SAME = (
    ("suite", "another suite version or corpus (corpus_hash)"),
    ("implementation", "another implementation"),
    ("features", "another implementation (its features)"),
)
SAME_SHARD = (
    ("count", "another shard count"),
    ("selected", "another selection"),
    ("options", "other options"),
)


def merge(reports: Sequence[tuple[Path, Report]]) -> Report:
    """The whole run's report, from every shard's (path, report)."""
    if not reports:
        raise MergeError("no report to merge")
    for path, report in reports:
        if "shard" not in report:
            raise MergeError(f"{path}: not the report of a shard (written by `run` without --shard)")
        if "interrupted" in report:
            raise MergeError(f"{path}: the run of shard {_name(report)} was interrupted; run it again")
        if ("baseline" in report) != ("baseline" in reports[0][1]):
            raise MergeError(f"{path}: one shard ran with --baseline, another without")
    first_path, first = reports[0]
    for path, report in reports[1:]:
        for key, what in SAME:
            if report[key] != first[key]:
                raise MergeError(f"{path}: {what} than {first_path} ({key} differs)")
        for key, what in SAME_SHARD:
            if report["shard"][key] != first["shard"][key]:
                raise MergeError(
                    f"{path}: {what} than {first_path} (shard.{key} differs{_which(report, first)})"
                )
    _complete(reports)
    placed: list[tuple[int, dict[str, Any]]] = []
    for _, report in reports:
        placed += zip(report["shard"]["positions"], report["cases"], strict=True)
    placed.sort(key=lambda pair: pair[0])
    position = {entry["id"]: at for at, entry in placed}
    whole = {key: value for key, value in first.items() if key not in ("shard", "cases")}
    whole["summary"] = {key: sum(r["summary"][key] for _, r in reports) for key in first["summary"]}
    if "baseline" in first:
        whole["baseline"] = _verdict([r["baseline"] for _, r in reports], position)
    whole["cases"] = [entry for _, entry in placed]
    return whole


def _which(report: Report, first: Report) -> str:
    """The options that differ, as `: name A, not B`."""
    mine, theirs = report["shard"]["options"], first["shard"]["options"]
    if not isinstance(mine, dict) or not isinstance(theirs, dict):
        return ""
    names = sorted(k for k in {*mine, *theirs} if mine.get(k) != theirs.get(k))
    return ": " + "; ".join(f"{k} {mine.get(k)!r}, not {theirs.get(k)!r}" for k in names) if names else ""


def _name(report: Report) -> str:
    return f"{report['shard']['index']}/{report['shard']['count']}"


def _complete(reports: Sequence[tuple[Path, Report]]) -> None:
    """Every shard exactly once, and their positions exactly the whole selection's."""
    count = reports[0][1]["shard"]["count"]
    seen: dict[int, Path] = {}
    for path, report in reports:
        index = report["shard"]["index"]
        if index in seen:
            raise MergeError(f"{path}: shard {index}/{count} is given twice (also {seen[index]})")
        seen[index] = path
        if len(report["shard"]["positions"]) != len(report["cases"]):
            raise MergeError(
                f"{path}: its shard block lists {len(report['shard']['positions'])} positions "
                f"for {len(report['cases'])} cases"
            )
    missing = [f"{index}/{count}" for index in range(1, count + 1) if index not in seen]
    if missing:
        raise MergeError(f"shard {', '.join(missing)} missing: a merge needs every shard of the run")
    positions = sorted(p for _, report in reports for p in report["shard"]["positions"])
    if positions != list(range(reports[0][1]["shard"]["selected"])):
        raise MergeError("the shards' cases are not the whole selection, each once")


def _verdict(parts: list[Report], position: dict[str, int]) -> Report:
    """The baseline block of the whole run. Each case's verdict is its own, so lists of case ids and maps
    by case id join (in the cases' order; entries naming no case of the run, the same in every shard,
    after them), counts add up, and the whole matches its baseline when every shard does."""
    files = {part["file"] for part in parts}
    if len(files) != 1:
        raise MergeError(f"the shards ran against different baselines: {', '.join(sorted(files))}")
    everywhere = len(position)

    def place(item: str) -> tuple[int, str]:
        return (position.get(item, everywhere), item if item not in position else "")

    whole: Report = {}
    for key, value in parts[0].items():
        values = [part[key] for part in parts]
        if key == "ok":
            whole[key] = all(values)
        elif isinstance(value, bool | str):
            whole[key] = value
        elif isinstance(value, int):
            whole[key] = sum(values)
        elif isinstance(value, list):
            whole[key] = sorted(dict.fromkeys(item for each in values for item in each), key=place)
        elif isinstance(value, dict):
            joined = {item: text for each in values for item, text in each.items()}
            whole[key] = {item: joined[item] for item in sorted(joined, key=place)}
        else:
            raise MergeError(f"the baseline block's {key!r} is not something shards can join")
    return whole


def write(path: Path, report: Report) -> None:
    """The merged report, laid out as `run --report` lays out its own."""
    head = {key: value for key, value in report.items() if key != "cases"}
    lines = [json.dumps(entry, ensure_ascii=False) for entry in report["cases"]]
    json_report.write_lines(path, head, lines)
