"""`toolcall-conformance report merge|trend|diff`: operations on JSON reports already written."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from toolcall_conformance.adapters.registry import ROOT, table
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.options import ExitCode, command_help
from toolcall_conformance.reporters import diff, json_report, merge, trend


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "report",
        **command_help(
            "operate on JSON reports: merge the shards of a run, render a trend, diff two runs",
            "merge: read the JSON reports of every shard of one run (`run --shard K/N --report ...`, one "
            "per machine or CI job) and write the report the whole run would have written: the same "
            "cases in the same order, the same counts and verdict. Reports of another corpus, "
            "implementation, suite version or options, an interrupted shard, and a set with a shard "
            "missing or given twice are refused.\n\ntrend: read the JSON reports of one bundled row at "
            "several versions (each `run --impl NAME@VERSION --report ...`, say one per CI job) and write "
            "trend.json, trend.md and trend.html, as `trend` does after running them; reports of another "
            "corpus are refused.\n\ndiff: read two reports of the same cases (say, a row's pinned release "
            "and a build of a fix, `run --impl NAME@path:DIR`) and print, case by case, what is fixed, "
            "broken, answered otherwise, newly unsupported or newly supported, grouped by SPEC rule and "
            "cause; --json and --markdown write it too. Reports of another corpus digest, suite version, "
            "level, case selection or answer-shaping options, one shard or an interrupted run are not "
            "compared: the one line says why.",
            [
                "toolcall-conformance report merge shard-*.json --out report.json",
                "toolcall-conformance report trend --impl json-repair reports/*.json --out trend/",
                "toolcall-conformance report diff pinned.json fix.json --markdown diff.md",
            ],
            [
                "0  merge: the merged report was written and the whole run passes (or matches its "
                "baseline); trend: the trend was written; diff: no case broke",
                "1  merge: the merged report was written and the whole run fails (as `run` would exit); "
                "diff: a case that passed in OLD does not in NEW",
                "2  the reports do not make one run (or one trend), or one cannot be read (nothing is "
                "written)",
                "3  diff: the two reports cannot be compared honestly (the reason on one line)",
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
    compared = operations.add_parser(
        "diff", help="what changed case by case from one run's report to another's"
    )
    compared.add_argument("old", type=Path, metavar="OLD", help="the JSON report before (say, the release)")
    compared.add_argument("new", type=Path, metavar="NEW", help="the JSON report after (say, a fix's build)")
    compared.add_argument("--json", type=Path, metavar="FILE.json", help="also write the diff as JSON")
    compared.add_argument("--markdown", type=Path, metavar="FILE.md", help="also write the diff as Markdown")


def run(args: argparse.Namespace) -> int:
    if args.operation == "trend":
        return _trend(args)
    if args.operation == "diff":
        return _diff(args)
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
    for path in trend.write(args.out, document, entry.releases.unmeasurable if entry.releases else ""):
        print(f"wrote {path}")
    return ExitCode.OK


def _diff(args: argparse.Namespace) -> int:
    try:
        old, new = json_report.read(args.old), json_report.read(args.new)
    except (OSError, json.JSONDecodeError) as error:
        raise UsageError(f"cannot read the report: {error}") from None
    return diff_runs(old, new, args.json, args.markdown, f"{args.old} with {args.new}")


def diff_runs(
    old: diff.Report,
    new: diff.Report,
    as_json: Path | None = None,
    as_markdown: Path | None = None,
    named: str = "the two runs",
) -> int:
    """Print (and write) the diff of two reports; the exit code `report diff` gives it."""
    try:
        result = diff.diff(old, new)
    except diff.Incomparable as error:
        print(f"cannot compare {named}: {error}", file=sys.stderr)
        return ExitCode.INCOMPARABLE
    except (KeyError, TypeError) as error:
        raise UsageError(f"{named}: not JSON reports of `run` (no {error})") from None
    print(diff.as_text(result))
    if as_json:
        as_json.write_text(json.dumps(diff.as_json(result), indent=1, ensure_ascii=False) + "\n", "utf-8")
    if as_markdown:
        as_markdown.write_text(diff.as_markdown(result), encoding="utf-8")
    return ExitCode.FAILED if result.broke else ExitCode.OK
