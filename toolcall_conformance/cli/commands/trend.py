"""`toolcall-conformance trend`: one row at many released versions, and what changed between them.

A trend is ordinary runs, `run --impl NAME@VERSION --report ...` (up to --jobs at once, each in its own
process), and one reporter (toolcall_conformance/reporters/trend.py) that reads their reports side by side.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from toolcall_conformance.adapters.registry import ROOT, Entry, UnknownImplementation, table
from toolcall_conformance.adapters.releases import NotMeasurable, expand
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.options import (
    ExitCode,
    add,
    command_help,
    implementation_options,
    positive_int,
    selection_options,
)
from toolcall_conformance.model import ImplementationError
from toolcall_conformance.reporters import trend

# The options of `run` a trend hands to each of its runs, as (flag, attribute).
PASSED_ON = (
    ("--level", "level"),
    ("--tags", "tags"),
    ("--exclude-tags", "exclude_tags"),
    ("--id", "id"),
    ("--corpus", "corpus"),
    ("--timeout", "timeout"),
    ("--retries", "retries"),
    ("--max-consecutive-errors", "max_consecutive_errors"),
    ("--time-limit", "time_limit"),
    ("--validate-protocol", "validate_protocol"),
)


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "trend",
        **command_help(
            "run a bundled row at many released versions and show what each release changed",
            "Run the selected cases against each version of a bundled row (each one `run --impl "
            "NAME@VERSION`, its environment installed from the registry on first use) and write one "
            "JSON report per version under DIR/reports, then DIR/trend.json, trend.md and trend.html: "
            "per SPEC rule and version the cases passed, failed, rejected and errored; per case the "
            "first version that delivers it and any later one that breaks it again; the steps between "
            "consecutive versions grouped by cause signature, named by the row's baseline reasons where "
            "a reason lists the signature (else unfiled), beside the change the row's release notes "
            "name. --versions is a range A..B (every published version from A to B the row's harness "
            "can call) or a list A,B,C.",
            [
                "toolcall-conformance trend --impl json-repair --versions 0.56.0..0.64.6 --jobs 2 --out t/",
                "toolcall-conformance trend --impl hermes-after --versions 0.19.0,0.22.2.post1 "
                "--level hermes --tags seed --out seed-trend/",
            ],
            [
                "0  the trend was written (a version that did not install is listed as not measured)",
                "1  no version produced a report",
                "2  a usage or corpus error: an unknown row, one without releases, a version its "
                "harness cannot call",
            ],
        ),
    )
    impl_options = [option for option in implementation_options() if option[0] != ("--through",)]
    add(parser.add_argument, [*impl_options, *selection_options()])
    parser.add_argument("--versions", required=True, metavar="RANGE_OR_LIST", help="A..B, or A,B,C")
    parser.add_argument("--jobs", type=positive_int, default=1, metavar="N", help="versions run at once (1)")
    parser.add_argument("--out", type=Path, metavar="DIR", help="the trend's folder (required unless --plan)")
    parser.add_argument(
        "--plan",
        action="store_true",
        help="print the versions --versions names, as a JSON list (a CI matrix reads it), and run nothing",
    )


def _passed_on(args: argparse.Namespace) -> list[str]:
    argv: list[str] = []
    for flag, name in PASSED_ON:
        value = getattr(args, name, None)
        if value is None or value is False or value == []:
            continue
        if value is True:
            argv.append(flag)
        elif flag in ("--id", "--corpus"):
            argv += [part for item in value for part in (flag, str(item))]
        elif isinstance(value, list):
            argv += [flag, *map(str, value)]
        else:
            argv += [flag, str(value)]
    return argv


def _measure(
    entry: Entry, version: str, args: argparse.Namespace, folder: Path
) -> tuple[trend.Measured, dict[str, float]]:
    """Install the version's environment, then run it in a process of its own; its report, or why none."""
    relative = Path("reports") / f"{entry.name}@{version}.json"
    report = folder / relative
    report.unlink(missing_ok=True)
    started = time.monotonic()
    try:
        entry.at(version).command()  # installs the environment unless it is there
    except ImplementationError as error:
        return trend.Measured(version, None, error=str(error).splitlines()[-1][-400:]), {}
    installed = time.monotonic()
    argv = [
        sys.executable,
        "-m",
        "toolcall_conformance",
        "run",
        "--impl",
        f"{entry.name}@{version}",
        *_passed_on(args),
    ]
    try:
        done = subprocess.run(
            [*argv, "--quiet", "--report", str(report)], capture_output=True, text=True, check=False
        )
    except OSError as error:  # the run could not even start: this version is not measured, the rest go on
        return trend.Measured(version, None, error=f"the run did not start: {error}"), {}
    seconds = {"install": round(installed - started, 1), "run": round(time.monotonic() - installed, 1)}
    if done.returncode == ExitCode.USAGE:
        raise UsageError(done.stderr.strip().removeprefix("error: "))
    if not report.is_file():
        why = (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
        return trend.Measured(version, None, error=why[-400:]), seconds
    return trend.Measured(version, trend.read(report), str(relative)), seconds


def run(args: argparse.Namespace) -> int:
    entry = table().get(args.impl)
    if entry is None or entry.releases is None:
        with_releases = [name for name, row in table().items() if row.releases is not None]
        raise UnknownImplementation(
            f"{args.impl!r} is not a bundled row that declares releases; those that do: "
            + ", ".join(with_releases)
        )
    try:
        versions = expand(entry.releases, args.versions)
    except NotMeasurable as error:
        raise UsageError(str(error)) from None
    for version in versions:
        entry.at(version)  # a version its harness cannot call: a usage error before anything runs
    if args.plan:
        print(json.dumps(versions))
        return ExitCode.OK
    if args.out is None:
        raise UsageError("trend needs --out DIR (or --plan)")
    folder: Path = args.out
    (folder / "reports").mkdir(parents=True, exist_ok=True)
    print(
        f"{entry.name}: {len(versions)} versions ({', '.join(versions)}), {args.jobs} at a time", flush=True
    )

    def one(version: str) -> tuple[trend.Measured, dict[str, float]]:
        measured, seconds = _measure(entry, version, args, folder)
        state = "measured" if measured.report is not None else f"not measured: {measured.error}"
        print(f"  {version}: {state} {seconds}", flush=True)
        return measured, seconds

    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(one, versions))
    wall = round(time.monotonic() - started, 1)
    try:
        document = trend.build(
            entry.name,
            entry.packages(),
            [m for m, _ in results],
            trend.baseline_of(ROOT / entry.baseline if entry.baseline else None),
            entry.releases.changes,
        )
    except trend.TrendError as error:
        print(f"error: {error}", file=sys.stderr)
        return ExitCode.FAILED
    document["seconds"] = {m.version: seconds for m, seconds in results}  # per version: install, run
    document["wall_seconds"] = {"jobs": args.jobs, "total": wall}
    document["options"] = _passed_on(args)
    for path in trend.write(folder, document, entry.releases.unmeasurable):
        print(f"wrote {path}")
    for step in document["steps"]:
        notes = f" — {'; '.join(step['changes'])}" if step["changes"] else ""
        counts = f"{step['fixed']} fixed, {step['broken']} broken, {step['changed']} changed"
        print(f"  {step['from']} → {step['to']}: {counts}{notes}")
    return ExitCode.OK
