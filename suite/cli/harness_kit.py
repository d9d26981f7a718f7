"""The `harness-kit` command: write the TypeScript/JavaScript harness kit's npm tarball."""

from __future__ import annotations

import argparse
from pathlib import Path

from suite.cli.options import ExitCode, command_help
from suite.harnesses.node import pack


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "harness-kit",
        **command_help(
            "write the harness kit for TypeScript/JavaScript, an npm tarball",
            f"Write {pack.NAME}-<version>.tgz into DIR and print its path. Install it in the project "
            f"that holds your harness with `npm install ./{pack.NAME}-<version>.tgz`, then import "
            "serve and reject from it (compiled JavaScript with types; Node 20 or later).",
            ["toolcall-conformance harness-kit --out vendor/"],
            ["0  the tarball was written", "2  a usage error"],
        ),
    )
    parser.add_argument("--out", type=Path, default=Path("."), metavar="DIR", help="folder (default: .)")


def run_harness_kit(args: argparse.Namespace) -> int:
    print(pack.tarball(args.out))
    return ExitCode.OK
