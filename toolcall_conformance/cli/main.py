"""The command line: the parser, built from the command modules, and what each error exits with.

Exit codes (ExitCode): 0 every selected case passed (or the baseline matches); 1 a case failed or
errored, the baseline does not match, no selected case was executed, or the implementation did not
start; 2 a usage, corpus or baseline error; 130 / 143 interrupted by SIGINT / SIGTERM.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Callable, Sequence
from types import FrameType

from toolcall_conformance import corpus
from toolcall_conformance.adapters import environments as installed
from toolcall_conformance.adapters.registry import UnknownImplementation
from toolcall_conformance.cli.commands import (
    Command,
    baseline,
    check,
    compare,
    environments,
    fuzz,
    harness_kit,
    implementations,
    init,
    install,
    matrix,
    report,
    repro,
    run,
    scan,
    site,
    trend,
    upstream,
)
from toolcall_conformance.cli.commands import list as list_cases
from toolcall_conformance.cli.errors import Interrupted, UsageError
from toolcall_conformance.cli.options import ExitCode
from toolcall_conformance.corpus import manifest
from toolcall_conformance.model import ImplementationError
from toolcall_conformance.runner.run import suite_version

# Every command, in the order `--help` lists them: a new command is its module and a line here.
COMMANDS: tuple[Command, ...] = (
    run,
    baseline,
    compare,
    matrix,
    fuzz,
    harness_kit,
    init,
    report,
    repro,
    environments,
    trend,
    scan,
    site,
    upstream,
    list_cases,
    check,
    install,
    implementations,
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="toolcall-conformance",
        description="Conformance suite for tool-call argument preparation and batch splitting.",
        formatter_class=argparse.RawDescriptionHelpFormatter,  # --version's line unwrapped
    )
    corpus_digest = manifest.committed_digest() or "unknown"
    parser.add_argument(
        "--version",
        action="version",
        version=f"%(prog)s {suite_version()} (corpus {corpus_digest})",
        help="print the suite's version and the digest of its bundled corpus (its case manifest's), and exit",
    )
    subparsers = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        command.add_parser(subparsers)
        *_, added = subparsers.choices.values()  # the parser it just added, under each name it gave
        added.set_defaults(handler=command.run)
    return parser


def _raise_interrupted(signum: int, _frame: FrameType | None) -> None:
    raise Interrupted(signum)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    command: Callable[[argparse.Namespace], int] = args.handler
    previous = {sig: signal.signal(sig, _raise_interrupted) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        return command(args)
    except UsageError as exc:
        if exc.with_usage:
            parser.error(str(exc))  # as argparse reports a missing argument: the usage, then the error
        print(f"error: {exc}", file=sys.stderr)
        return ExitCode.USAGE
    except (corpus.CorpusError, UnknownImplementation, installed.NotInstalled) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return ExitCode.USAGE
    except ImplementationError as exc:  # it could not even start: no case can run
        print(f"error: the implementation did not start: {exc}", file=sys.stderr)
        return ExitCode.FAILED
    except Interrupted as exc:
        print(f"interrupted by {exc}", file=sys.stderr)
        return exc.exit_code
    except BrokenPipeError:  # the reader of stdout went away (`| head`): say nothing more there
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return ExitCode.FAILED
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
