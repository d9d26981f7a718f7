"""The `install` command: the pinned environments of bundled implementations, ahead of a run."""

from __future__ import annotations

import argparse

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.registry import AGENT_KIT, table
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.options import ExitCode, command_help


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "install",
        **command_help(
            "install the environments of bundled implementations",
            "Install the pinned environment (a Python virtual environment or Node packages) of each named "
            "bundled implementation into the user's cache folder, unless it is current already. A run "
            "installs what it needs on first use; this does it ahead of time.",
            ["toolcall-conformance install pi-ai json-repair", "toolcall-conformance install --all"],
            [
                "0  every named environment is installed and current",
                "1  an installer command failed",
                "2  an unknown name, no name, or an environment that does not import once installed",
            ],
        ),
    )
    parser.add_argument("names", nargs="*", metavar="NAME", help="implementations (or environments)")
    parser.add_argument("--all", action="store_true", help="every bundled implementation")


def run(args: argparse.Namespace) -> int:
    entries = table()
    names = list(entries) if args.all else args.names
    if not names:
        raise UsageError("name implementations to install, or --all")
    wanted: dict[str, None] = {}
    for name in names:
        if name in entries:
            environment = entries[name].environment
            if environment:
                wanted[environment] = None
            if entries[name].agent is not None:  # its scripted model and recording server's
                wanted[AGENT_KIT] = None
        elif name in environments.declared():
            wanted[name] = None
        else:
            raise UsageError(
                f"no implementation or environment {name!r}; see `toolcall-conformance implementations`"
            )
    for environment in wanted:
        print(f"{environment}: {environments.install(environment)}")
    return ExitCode.OK
