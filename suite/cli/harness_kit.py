"""The `harness-kit` command: write the TypeScript/JavaScript harness kit's npm tarball."""

from __future__ import annotations

import argparse
from pathlib import Path

from suite.cli.options import ExitCode
from suite.harnesses.node import pack


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "harness-kit",
        help="write the harness kit for TypeScript/JavaScript, an npm tarball",
        description=f"Write {pack.NAME}-<version>.tgz, for `npm install ./{pack.NAME}-<version>.tgz`.",
    )
    parser.add_argument("--out", type=Path, default=Path("."), metavar="DIR", help="folder (default: .)")


def run_harness_kit(args: argparse.Namespace) -> int:
    print(pack.tarball(args.out))
    return ExitCode.OK
