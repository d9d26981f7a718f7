"""`toolcall-conformance report merge|trend`: operations on JSON reports already written."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from suite.adapters.registry import ROOT, table
from suite.cli.commands import Subparsers
from suite.cli.errors import UsageError
from suite.cli.options import ExitCode, command_help
from suite.reporters import json_report, merge, trend


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "report",
        **command_help(
            "operate on JSON reports: merge the shards of a run, render a trend",
            "merge: read the JSON reports of every shard of one run (`run --shard K/N --report ...`, one "
            "per machine or CI job) and write the report the whole run would have written: the same "
            "cases in the same order, the same counts and verdict. Reports of another corpus, "
            "implementation, suite version or options, an interrupted shard, and a set with a shard "
            "missing or given twice are refused.\n\ntrend: read the JSON reports of one bundled row at "
            "several versions (each `run --impl NAME@VERSION --report ...`, say one per CI job) and write "
            "trend.json, trend.md and trend.html, as `trend` does after running them; reports of another "
            "corpus are refused.",
            [
                "toolcall-conformance report merge shard-*.json --out report.json",
                "toolcall-conformance report trend --impl json-repair reports/*.json --out trend/",
            ],
            [
                "0  merge: the merged report was written and the whole run passes (or matches its "
                "baseline); trend: the trend was written",
                "1  merge: the merged report was written and the whole run fails (as `run` would exit)",
                "2  the reports do not make one run (or one trend), or one cannot be read (nothing is "
                "written)",
            ],
        ),
    )
    operations = parser.add_subparsers(dest="operation", required=True)
    joined = operations.add_parser("merge", help="merge the reports of a run's shards into one")
    joined.add_argument("reports", nargs="+", type=Path, metavar="REPORT", help="a shard's JSON report")
    joined.add_argument("--out", type=Path, required=True, metavar="FILE", help="write the merged report")
    rendered = operations.add_parser("trend", help="render the trend of a row's reports at several versions")
    rendered.add_argument("--impl", required=True, metavar="NAME", help="the bundled row the reports ran")
    rendered.add_argument("reports", nargs="+", type=Path, metavar="REPORT", help="a version's JSON report")
    rendered.add_argument("--out", type=Path, required=True, metavar="DIR", help="the trend's folder")


def run(args: argparse.Namespace) -> int:
    if args.operation == "trend":
        return _trend(args)
    try:
        reports = [(path, _read(path)) for path in args.reports]
        whole = merge.merge(reports)
    except merge.MergeError as error:
        raise UsageError(str(error)) from None
    merge.write(args.out, whole)
    summary = whole["summary"]
    verdict = whole.get("baseline")
    print(
        f"{summary['passed']} passed, {summary['failed']} failed, {summary['errored']} errored, "
        f"{summary['skipped']} skipped (merged {len(reports)} shards into {args.out})"
    )
    if verdict is not None:
        return ExitCode.OK if verdict["ok"] else ExitCode.FAILED
    if not summary["passed"] and not summary["failed"]:  # as `run`: a run that tested nothing never passes
        return ExitCode.FAILED
    return ExitCode.FAILED if summary["failed"] or summary["errored"] else ExitCode.OK


def _read(path: Path) -> merge.Report:
    try:
        return json_report.read(path)
    except (OSError, json.JSONDecodeError) as error:
        raise merge.MergeError(f"{path}: cannot read the report: {error}") from error


def _trend(args: argparse.Namespace) -> int:
    entry = table().get(args.impl)
    if entry is None:
        raise UsageError(f"unknown implementation {args.impl!r}")
    measured = []
    for path in args.reports:
        try:
            document = trend.read(path)
        except (OSError, json.JSONDecodeError) as error:
            raise UsageError(f"{path}: cannot read the report: {error}") from None
        where = os.path.relpath(path.resolve(), args.out.resolve())  # as `trend` writes it: beside trend.json
        version = document["implementation"]["version"]
        measured.append(trend.Measured(version, document, where, named=str(path)))
    versions = [m.version for m in measured]
    if len(set(versions)) != len(versions):
        twice = sorted({v for v in versions if versions.count(v) > 1})
        raise UsageError(f"more than one report of version {', '.join(twice)}")
    try:
        document = trend.build(entry.name, entry.packages(), measured,
                               trend.baseline_of(ROOT / entry.baseline if entry.baseline else None),
                               entry.releases.changes if entry.releases else {})  # fmt: skip
    except trend.TrendError as error:
        raise UsageError(str(error)) from None
    for path in trend.write(args.out, document):
        print(f"wrote {path}")
    return ExitCode.OK
