"""The commands of the command line, one module each.

A command module has `add_parser(subparsers)`, which adds its parser (`command_help` gives its
`--help` a description, examples and exit codes), and `run(args)`, which does the work and returns an
ExitCode. It raises `UsageError` (toolcall_conformance/cli/errors.py) for a usage error, and runs cases
through
toolcall_conformance/cli/session.py. toolcall_conformance/cli/main.py lists the modules, in the order
`--help` shows them.
"""

from __future__ import annotations

import argparse
from typing import Protocol, TypeAlias

Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


class Command(Protocol):
    """What main.py asks of a command module."""

    def add_parser(self, subparsers: Subparsers) -> None: ...

    def run(self, args: argparse.Namespace) -> int: ...
