"""The `implementations` command: the bundled implementations, one per line."""

from __future__ import annotations

import argparse

from toolcall_conformance.adapters.registry import builds_sources, table
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.options import ExitCode, command_help


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "implementations",
        **command_help(
            "list the bundled implementations",
            "Print the bundled implementations, one per line: name, language, package, baseline file and "
            "a summary, separated by tabs. Any other implementation runs as --impl cmd:COMMAND.",
            [
                "toolcall-conformance implementations --family hermes",
                "toolcall-conformance implementations --names",
            ],
            ["0  the list was printed"],
        ),
    )
    parser.add_argument("--names", action="store_true", help="names only, one per line")
    parser.add_argument("--family", help="only this family (reference, hermes, field)")
    parser.add_argument("--with-baseline", action="store_true", help="only those with a baseline file")
    parser.add_argument(
        "--through-servers",
        action="store_true",
        help="only the servers --through takes: those that build tools from pydantic or zod sources",
    )


def run(args: argparse.Namespace) -> int:
    for entry in table().values():
        if args.family and entry.family != args.family:
            continue
        if args.with_baseline and not entry.baseline:
            continue
        if args.through_servers and not builds_sources(entry):
            continue
        if args.names:
            print(entry.name)
        else:
            fields = (entry.name, entry.language, entry.package or "-", entry.baseline or "-", entry.summary)
            print("\t".join(fields))
    return ExitCode.OK
