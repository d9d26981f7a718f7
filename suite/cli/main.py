"""Command line: `toolcall-conformance run|baseline|compare|matrix|fuzz|list|check|install|implementations`.

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

from suite import corpus
from suite.adapters import environments
from suite.adapters.registry import UnknownImplementation
from suite.cli.commands import baseline as baseline_command
from suite.cli.commands import check as check_command
from suite.cli.commands import compare as compare_command
from suite.cli.commands import environments as environments_command
from suite.cli.commands import fuzz as fuzz_command
from suite.cli.commands import harness_kit as harness_kit_command
from suite.cli.commands import implementations as implementations_command
from suite.cli.commands import init as init_command
from suite.cli.commands import install as install_command
from suite.cli.commands import list as list_command
from suite.cli.commands import matrix as matrix_command
from suite.cli.commands import report as report_command
from suite.cli.commands import run as run_command
from suite.cli.commands import scan as scan_command
from suite.cli.commands import trend as trend_command
from suite.cli.errors import Interrupted, UsageError
from suite.cli.options import ExitCode
from suite.corpus import manifest
from suite.model import ImplementationError
from suite.runner.run import suite_version


def _raise_interrupted(signum: int, _frame: FrameType | None) -> None:
    raise Interrupted(signum)


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
    commands = parser.add_subparsers(dest="command", required=True)

    run_command.add_parser(commands)
    baseline_command.add_parser(commands)
    compare_command.add_parser(commands)
    matrix_command.add_parser(commands)
    fuzz_command.add_parser(commands)
    harness_kit_command.add_parser(commands)
    init_command.add_parser(commands)
    report_command.add_parser(commands)
    environments_command.add_parser(commands)
    trend_command.add_parser(commands)
    scan_command.add_parser(commands)
    list_command.add_parser(commands)
    check_command.add_parser(commands)
    install_command.add_parser(commands)
    implementations_command.add_parser(commands)

    return parser


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "run": run_command.cmd_run,
    "list": list_command.cmd_list,
    "check": check_command.cmd_check,
    "baseline": baseline_command.cmd_baseline,
    "compare": compare_command.cmd_compare,
    "matrix": matrix_command.run_matrix,
    "fuzz": fuzz_command.run_fuzz,
    "harness-kit": harness_kit_command.run_harness_kit,
    "init": init_command.run_init,
    "report": report_command.run_report,
    "environments": environments_command.run_environments,
    "trend": trend_command.run_trend,
    "scan": scan_command.run_scan,
    "install": install_command.cmd_install,
    "implementations": implementations_command.cmd_implementations,
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "baseline" and not args.impl and not args.unreviewed:
        parser.error("baseline: the following arguments are required: --impl (or --unreviewed FILE)")
    previous = {sig: signal.signal(sig, _raise_interrupted) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        return COMMANDS[args.command](args)
    except (corpus.CorpusError, UnknownImplementation, UsageError, environments.NotInstalled) as exc:
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
