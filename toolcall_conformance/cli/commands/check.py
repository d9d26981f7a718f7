"""The `check` command: load, validate and lint the corpora."""

from __future__ import annotations

import argparse
import sys

from toolcall_conformance import corpus
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.options import ExitCode, add, command_help, selection_options
from toolcall_conformance.cli.session import roots
from toolcall_conformance.runner import expectations


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "check",
        **command_help(
            "lint the corpora",
            "Load every corpus file (the bundled ones and each --corpus folder), validate it against the "
            "corpus schema and lint its content: every case's `spec` must name a section SPEC.md has, its "
            "provenance (its own, its group's or its file's) must give a kind and a URL or file, and "
            "a key-order check must not sit on keys already sorted. Each problem is one line naming the "
            "file, the case and the field.",
            ["toolcall-conformance check", "toolcall-conformance check --corpus my-corpora/"],
            ["0  the corpora are fine", "2  a corpus file has a problem (each printed on stderr)"],
        ),
    )
    add(parser.add_argument, [option for option in selection_options() if option[0] == ("--corpus",)])


def run(args: argparse.Namespace) -> int:
    cases = corpus.load_corpora(roots(args.corpus))
    problems = corpus.lint(cases) + expectations.alternatives_problems(cases)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        return ExitCode.USAGE
    files = len({case.source for case in cases})
    print(f"corpora ok: {len(cases)} cases in {files} files")
    return ExitCode.OK
