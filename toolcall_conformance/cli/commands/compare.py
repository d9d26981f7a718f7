"""The `compare` command: where two implementations prepare arguments differently."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.commands.report import diff_runs
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.options import INTERRUPTED_CODES, ExitCode, add, command_help, run_options
from toolcall_conformance.cli.session import execute, interrupted_code, selected
from toolcall_conformance.reporters import comparison, json_report


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "compare",
        **command_help(
            "show where two implementations differ",
            "Run the selected cases against two implementations and print every argument they prepare "
            "differently: what the model sent, the schema's type, and each one's result. Differences "
            "are information, not a failure.",
            ["toolcall-conformance compare --impl reference --impl hermes --tags ref --markdown diff.md"],
            [
                "0  the comparison was printed (whether or not they differ); with --diff, no case broke",
                "1  an implementation did not start; with --diff, a case the first passes and the second not",
                "2  a usage or corpus error (say, not exactly two --impl)",
                INTERRUPTED_CODES,
            ],
        ),
    )
    add(parser.add_argument, run_options(many=True))
    parser.add_argument("--markdown", type=Path, metavar="FILE.md", help="also write the table as Markdown")
    parser.add_argument(
        "--diff",
        action="store_true",
        help="print instead what `report diff` prints of the two runs (the first --impl OLD, the second NEW) "
        "and exit as it does: 1 when a case the first passes the second does not",
    )


def run(args: argparse.Namespace) -> int:
    if len(args.impl) != 2:
        raise UsageError("compare needs exactly two --impl")
    cases = selected(args)
    first = execute(args.impl[0], args, cases)
    second = execute(args.impl[1], args, cases) if not first.interrupted else first
    if second.interrupted:
        print(f"interrupted by {second.interrupted}", file=sys.stderr)
        return interrupted_code(second)
    if args.diff:
        return diff_runs(json_report.report(first), json_report.report(second))
    a_name, b_name = (f"{r.info.name} {r.info.version}" for r in (first, second))
    rows = comparison.rows(first.results, second.results)
    print(comparison.as_text(rows, a_name, b_name) if rows else "no differences")
    if args.markdown:
        args.markdown.write_text(comparison.as_markdown(rows, a_name, b_name), encoding="utf-8")
    print(f"{len({r.case_id for r in rows})} cases differ out of {len(cases)}")
    return ExitCode.OK
