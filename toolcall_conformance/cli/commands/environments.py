"""`toolcall-conformance environments list|prune`: the installed environments in the user's cache folder."""

from __future__ import annotations

import argparse
import re
import time

from toolcall_conformance.adapters import environments
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.options import ExitCode, command_help

UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}


def size(text: str) -> int:
    """`500M`, `2G`, `1024` (bytes): an argparse type."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([KMGT]?)i?B?\s*", text, flags=re.IGNORECASE)
    if not match:
        raise argparse.ArgumentTypeError(f"a size is a number with K, M, G or T (say 2G), got {text!r}")
    return int(float(match[1]) * UNITS[match[2].upper()])


def days(text: str) -> float:
    value = float(text)
    if not value >= 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more days, got {text}")
    return value


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "environments",
        **command_help(
            "list or prune the installed environments",
            "The environments the suite installs (each bundled implementation's, and each release a "
            "`--impl NAME@VERSION` or a trend asks for) live in the user's cache folder "
            "($XDG_CACHE_HOME/toolcall-conformance/environments, else ~/.cache/toolcall-conformance/"
            "environments, or $TOOLCALL_CONFORMANCE_VENVS). list: each with its size and when a run "
            "last took it. prune: remove those unused for --older-than days, then the least recently "
            "used until the rest fit in --max-size; a run installs again what it needs.",
            [
                "toolcall-conformance environments list",
                "toolcall-conformance environments prune --older-than 30",
                "toolcall-conformance environments prune --max-size 5G --dry-run",
            ],
            ["0  listed, or pruned", "2  prune without --older-than or --max-size"],
        ),
    )
    operations = parser.add_subparsers(dest="operation", required=True)
    operations.add_parser("list", help="each installed environment: size, last used, folder")
    prune = operations.add_parser("prune", help="remove environments by age or total size")
    prune.add_argument("--older-than", type=days, metavar="DAYS", help="remove those unused for DAYS days")
    prune.add_argument(
        "--max-size", type=size, metavar="SIZE", help="keep at most SIZE (say 5G), newest kept"
    )
    prune.add_argument("--dry-run", action="store_true", help="print what would be removed, remove nothing")


def _line(each: environments.Installed) -> str:
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(each.used))
    return f"{each.size / (1 << 20):9.1f} MB\t{when}\t{each.path.name}"


def run(args: argparse.Namespace) -> int:
    if args.operation == "list":
        found = environments.installed()
        for each in found:
            print(_line(each))
        total = sum(each.size for each in found) / (1 << 20)
        print(f"{len(found)} environments, {total:.1f} MB in {environments.home()}")
        return ExitCode.OK
    if args.older_than is None and args.max_size is None:
        raise UsageError("environments prune needs --older-than DAYS or --max-size SIZE")
    older = None if args.older_than is None else args.older_than * 86400
    removed = environments.prune(older, args.max_size, args.dry_run)
    for each in removed:
        print(("would remove " if args.dry_run else "removed ") + _line(each))
    freed = sum(each.size for each in removed) / (1 << 20)
    verb = "would free" if args.dry_run else "freed"
    print(f"{len(removed)} environments pruned, {verb} {freed:.1f} MB")
    return ExitCode.OK
