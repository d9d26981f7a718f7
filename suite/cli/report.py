"""`toolcall-conformance report merge`: operations on JSON reports already written."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from suite.cli.options import ExitCode, command_help
from suite.reporters import json_report, merge


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "report",
        **command_help(
            "operate on JSON reports: merge the shards of a run",
            "merge: read the JSON reports of every shard of one run (`run --shard K/N --report ...`, one "
            "per machine or CI job) and write the report the whole run would have written: the same "
            "cases in the same order, the same counts and verdict. Reports of another corpus, "
            "implementation, suite version or options, an interrupted shard, and a set with a shard "
            "missing or given twice are refused.",
            [
                "toolcall-conformance report merge shard-*.json --out report.json",
            ],
            [
                "0  the merged report was written and the whole run passes (or matches its baseline)",
                "1  the merged report was written and the whole run fails (as `run` would exit)",
                "2  the reports do not make one run, or one cannot be read (nothing is written)",
            ],
        ),
    )
    operations = parser.add_subparsers(dest="operation", required=True)
    joined = operations.add_parser("merge", help="merge the reports of a run's shards into one")
    joined.add_argument("reports", nargs="+", type=Path, metavar="REPORT", help="a shard's JSON report")
    joined.add_argument("--out", type=Path, required=True, metavar="FILE", help="write the merged report")


def run_report(args: argparse.Namespace) -> int:
    try:
        reports = [(path, _read(path)) for path in args.reports]
        whole = merge.merge(reports)
    except merge.MergeError as error:
        print(f"error: {error}", file=sys.stderr)
        return ExitCode.USAGE
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
