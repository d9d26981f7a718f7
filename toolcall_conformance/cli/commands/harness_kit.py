"""The `harness-kit` command: write a harness kit, the TypeScript/JavaScript one (an npm tarball) or the
Python one (`toolcall_conformance.harness_kit` and the protocol module it runs on, standard library only)."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.options import ExitCode, command_help
from toolcall_conformance.harnesses.node import pack

SUITE = Path(__file__).resolve().parents[2]
# The Python kit: these files of the suite, as they sit in it; the rest of `suite` is not needed.
PYTHON_KIT = ("__init__.py", "harness_kit.py", "harnesses/__init__.py", "harnesses/python/protocol.py")


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "harness-kit",
        **command_help(
            "write the harness kit for TypeScript/JavaScript (an npm tarball) or Python",
            f"Write {pack.NAME}-<version>.tgz into DIR and print its path. Install it in the project "
            f"that holds your harness with `npm install ./{pack.NAME}-<version>.tgz`, then import "
            "serve and reject from it (compiled JavaScript with types; Node 20 or later). With "
            "--language python, write DIR/toolcall_conformance/ holding `toolcall_conformance.harness_kit` "
            "alone (standard library only) and print DIR, the folder to put on a harness's sys.path "
            "(PYTHONPATH, a .pth file).",
            [
                "toolcall-conformance harness-kit --out vendor/",
                "toolcall-conformance harness-kit --language python --out .venv/kit > "
                '"$(.venv/bin/python -c \'import sysconfig; print(sysconfig.get_path("purelib"))\')/kit.pth"',
            ],
            ["0  the kit was written", "2  a usage error"],
        ),
    )
    parser.add_argument("--out", type=Path, default=Path("."), metavar="DIR", help="folder (default: .)")
    parser.add_argument(
        "--language", choices=("typescript", "python"), default="typescript", help="(default: %(default)s)"
    )


def python_kit(out: Path) -> Path:
    """Write the Python kit into `out`/suite (replacing an older one there) and return `out`, absolute."""
    target = out.resolve() / "toolcall_conformance"
    shutil.rmtree(target, ignore_errors=True)
    for name in PYTHON_KIT:
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(SUITE / name, target / name)
    return out.resolve()


def run(args: argparse.Namespace) -> int:
    print(python_kit(args.out) if args.language == "python" else pack.tarball(args.out))
    return ExitCode.OK
