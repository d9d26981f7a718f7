"""The options every front end shares, declared once: `run`, `baseline`, `compare`, `matrix`, `fuzz`, pytest.

Each option is data (flags and argparse keywords), so the command line and the pytest plugin add the
same options with the same names and read them back the same way.
"""

from __future__ import annotations

import argparse
import math
import textwrap
from collections.abc import Callable, Iterable
from enum import IntEnum
from pathlib import Path
from typing import Any

from toolcall_conformance.adapters.registry import AdapterOptions, names
from toolcall_conformance.corpus import shard
from toolcall_conformance.model import Level
from toolcall_conformance.runner.engine import RETRIES, Limits


class ExitCode(IntEnum):
    OK = 0  # every selected case passed, or the baseline matches
    FAILED = 1  # a case failed or errored, the baseline does not match, nothing ran, or no start
    USAGE = 2  # a usage, corpus or baseline error
    INCOMPARABLE = 3  # `report diff`: the two reports cannot be compared honestly
    INTERRUPTED = 130  # SIGINT (Ctrl-C)
    TERMINATED = 143  # SIGTERM


INTERRUPTED_CODES = "130 / 143  interrupted by SIGINT / SIGTERM"


def command_help(
    summary: str, what: str, examples: Iterable[str], exit_codes: Iterable[str]
) -> dict[str, Any]:
    """The keywords of `add_parser` that make a subcommand's `--help` useful: a one-line `help` for the
    command list; for its own page, what it does, examples and its exit codes, laid out as written."""
    epilog = ["examples:", *(f"  {example}" for example in examples), "", "exit codes:"]
    for line in exit_codes:  # "1  what 1 means", wrapped under its meaning
        hang = " " * (2 + len(line.partition("  ")[0]) + 2)
        epilog.append(textwrap.fill(line, 92, initial_indent="  ", subsequent_indent=hang))
    return {
        "help": summary,
        "description": "\n\n".join(textwrap.fill(paragraph, 90) for paragraph in what.split("\n\n")),
        "epilog": "\n".join(epilog),
        "formatter_class": argparse.RawDescriptionHelpFormatter,
    }


Option = tuple[tuple[str, ...], dict[str, Any]]
AddOption = Callable[..., Any]


def positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def count(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, got {value}")
    return value


def positive_float(text: str) -> float:
    value = float(text)
    if not 0 < value < math.inf:
        raise argparse.ArgumentTypeError(f"must be a finite number more than 0, got {text}")
    return value


def impl_help() -> str:
    return (
        "implementation: " + ", ".join(names()) + " (see `toolcall-conformance implementations`); a library "
        "row at another release, NAME@VERSION, or on an unreleased build, NAME@path:DIR (a Python source "
        "tree, an npm package folder) or NAME@file:ARCHIVE (a wheel or sdist, an `npm pack` tarball)"
    )


THROUGH_ONE: dict[str, Any] = {
    "metavar": "SERVER",
    "help": "end to end: each answer then goes through this server's tools/call "
    "(e.g. server-mcp-typescript); a rejection by either side is a rejection",
}
THROUGH_GRID: dict[str, Any] = {
    "metavar": "SERVER",
    "action": "append",
    "default": None,
    "help": "end to end (repeatable): add a column per SERVER to an agents-by-servers grid, each agent's "
    "answers sent through the server's tools/call over the cases it builds (information, not judged "
    "against baselines)",
}


def implementation_options(many: bool = False, required: bool = True, grid: bool = False) -> list[Option]:
    """`--impl` and what shapes how it runs; `many`: `--impl` is repeatable; `grid`: `--through` is
    repeatable and adds end-to-end columns (the matrix) instead of wrapping the one implementation."""
    impl: dict[str, Any] = {"metavar": "NAME", "help": impl_help()}
    if many:
        impl |= {"action": "append", "default": None}
    if required:
        impl["required"] = True
    return [
        (("--impl",), impl),
        (
            ("--hermes-python",),
            {"metavar": "PATH", "help": "the Python of an environment Hermes is installed in"},
        ),
        (("--hermes-path",), {"metavar": "DIR", "help": "a Hermes source checkout to import"}),
        (("--through",), THROUGH_GRID if grid else THROUGH_ONE),
        (
            ("--timeout",),
            {
                "type": positive_float,
                "help": "seconds per request (default 5, or the bundled implementation's declared timeout)",
            },
        ),
        (
            ("--validate-protocol",),
            {"action": "store_true", "help": "validate every protocol answer against the protocol's schemas"},
        ),
        (
            ("--max-consecutive-errors",),
            {
                "type": positive_int,
                "default": 10,
                "metavar": "N",
                "help": "after N cases in a row got no answer, error the rest at once (10)",
            },
        ),
        (
            ("--retries",),
            {
                "type": count,
                "default": RETRIES,
                "metavar": "N",
                "help": "retry a case that got no answer in time up to N times, alone, after the rest of "
                f"the run, doubling the limit each time; 0: a timeout errors it at once ({RETRIES})",
            },
        ),
        (
            ("--time-limit",),
            {"type": positive_float, "metavar": "S", "help": "error the remaining cases after S seconds"},
        ),
    ]


def selection_options() -> list[Option]:
    return [
        (
            ("--level",),
            {
                "choices": [str(level) for level in Level],
                "default": "core",
                "help": "core: required of everyone (default); hermes: core plus Hermes compatibility",
            },
        ),
        (
            ("--corpus",),
            {
                "action": "append",
                "type": Path,
                "default": [],
                "metavar": "DIR",
                "help": "add a corpus folder (repeatable); the bundled corpora are always included",
            },
        ),
        (("--tags",), {"nargs": "+", "metavar": "TAG", "help": "only cases carrying any of these tags"}),
        (
            ("--exclude-tags",),
            {"nargs": "+", "metavar": "TAG", "help": "leave out cases carrying any of these"},
        ),
        (
            ("--id",),
            {"action": "append", "default": [], "metavar": "PREFIX", "help": "only ids with this prefix"},
        ),
    ]


def run_options(many: bool = False, required: bool = True) -> list[Option]:
    """The options of a command that runs selected cases: the implementation's, then the selection's."""
    return [*implementation_options(many=many, required=required), *selection_options()]


def shard_option() -> Option:
    return (
        ("--shard",),
        {
            "type": shard.parse,
            "metavar": "K/N",
            "help": "run only shard K of N of the selected cases (by a hash of each case id, so a case's "
            "shard never changes as cases are added); `report merge` joins the N reports into one",
        },
    )


# The options whose values shape a run's answers: a shard's report records them, and `report merge`
# joins only shards run with the same.
RUN_SHAPING = (
    "impl", "level", "tags", "exclude_tags", "id", "corpus", "baseline", "through", "hermes_python",
    "hermes_path", "timeout", "validate_protocol", "max_consecutive_errors", "retries", "time_limit",
    "fail_on_skip", "changed_cause",
)  # fmt: skip


def shaping(get: Callable[[str], Any]) -> dict[str, Any]:
    """The RUN_SHAPING options as JSON values (paths as text)."""

    def plain(value: Any) -> Any:
        if isinstance(value, list | tuple):
            return [plain(item) for item in value]
        return str(value) if isinstance(value, Path) else value

    return {name: plain(get(name)) for name in RUN_SHAPING}


def baseline_option() -> Option:
    return (
        ("--baseline",),
        {
            "type": Path,
            "metavar": "FILE",
            "help": "known failures with reasons: pass only when the failures are exactly these",
        },
    )


def changed_cause_option() -> Option:
    return (
        ("--changed-cause",),
        {
            "choices": ["warn", "fail"],
            "default": "warn",
            "help": "with --baseline, a listed case failing by a cause its reason's `signatures` do not "
            "name (CHANGED, with the old and new cause): warn (default) or fail the run; a listed case "
            "failing another way than its `outcomes` says always fails it",
        },
    )


def add(adder: AddOption, options: Iterable[Option]) -> None:
    """Add options through `adder`: argparse's `add_argument` or pytest's `addoption`."""
    for flags, keywords in options:
        adder(*flags, **keywords)


def words(values: Iterable[str] | None) -> list[str]:
    """Tag values split on commas and spaces: `--tags a,b c` is three tags."""
    return [w for value in values or () for w in value.replace(",", " ").split()]


def adapter_options(get: Callable[[str], Any]) -> AdapterOptions:
    """Read the implementation options back; `get` is `vars(args).get` or pytest's `getoption`."""
    return AdapterOptions(
        timeout=get("timeout"),
        validate_protocol=get("validate_protocol"),
        hermes_python=get("hermes_python"),
        hermes_path=get("hermes_path"),
        through=get("through"),
    )


def limits(get: Callable[[str], Any]) -> Limits:
    return Limits(
        max_consecutive_errors=get("max_consecutive_errors"),
        time_limit=get("time_limit"),
        retries=get("retries"),
    )
