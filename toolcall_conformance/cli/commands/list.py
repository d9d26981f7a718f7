"""The `list` command: the cases the selection options pick, one per line."""

from __future__ import annotations

import argparse

from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.options import ExitCode, add, command_help, selection_options
from toolcall_conformance.cli.session import selected
from toolcall_conformance.corpus.lint import summary as provenance_summary


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "list",
        **command_help(
            "print the selected cases",
            "Print the cases the selection options pick, one per line: id, level, tags, description and "
            "provenance (its kind and where to read it), separated by tabs. Nothing runs.",
            [
                "toolcall-conformance list --tags ref pointer",
                "toolcall-conformance list --id seed/ --level hermes",
            ],
            ["0  the cases were printed", "2  a usage or corpus error (a selection that matches nothing)"],
        ),
    )
    add(parser.add_argument, selection_options())


def run(args: argparse.Namespace) -> int:
    for case in selected(args):
        fields = (
            case.id,
            case.level,
            ",".join(case.tags),
            case.description,
            provenance_summary(case.provenance),
        )
        print("\t".join(fields))
    return ExitCode.OK
