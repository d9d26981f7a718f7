"""The `fuzz` subcommand: fuzz ref transparency, idempotence and passthrough against an implementation.

Exit codes: 0 every property held, 1 a property failed (or the implementation could not start),
2 a usage error.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import TYPE_CHECKING

from toolcall_conformance.adapters.registry import create
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.options import (
    ExitCode,
    adapter_options,
    add,
    command_help,
    implementation_options,
    positive_int,
)
from toolcall_conformance.fuzz import ORIGIN_FEATURES, PROFILES, PROPERTIES, supported_origins
from toolcall_conformance.model import Implementation

if TYPE_CHECKING:
    from toolcall_conformance.fuzz.runner import PropertyRun

# Hypothesis and the fuzz modules are imported when the command runs: every other command starts
# without them (a third of a second sooner each time).


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "fuzz",
        **command_help(
            "fuzz ref transparency, idempotence and passthrough on generated schemas",
            "Generate tool schemas with local refs and model-style arguments; check that the ref form "
            "and its inlined form give the same result (SPEC 2), that preparing twice changes nothing, "
            "and that typed arguments pass unchanged. A failure is shrunk to a minimal example.",
            [
                "toolcall-conformance fuzz --impl reference",
                "toolcall-conformance fuzz --impl hermes --profile dev --seed 7 --save-case found/",
            ],
            [
                "0  no property failed",
                "1  a property failed, or the implementation did not start",
                "2  a usage error",
            ],
        ),
    )
    add(parser.add_argument, implementation_options())
    parser.add_argument(
        "--profile",
        choices=sorted(PROFILES),
        default="ci",
        help="ci: derandomized, 200 examples per property (default); dev: random, 500; nightly: random, 5000",
    )
    parser.add_argument(
        "--examples", type=positive_int, metavar="N", help="examples per property (overrides)"
    )
    parser.add_argument("--seed", type=int, metavar="S", help="make a random run reproducible")
    parser.add_argument(
        "--property",
        action="append",
        choices=PROPERTIES,
        dest="properties",
        help="property to fuzz (repeatable; default all)",
    )
    parser.add_argument(
        "--origin",
        action="append",
        choices=sorted(ORIGIN_FEATURES),
        dest="origins",
        help="tool origin to fuzz (repeatable; default every origin the implementation supports)",
    )
    parser.add_argument(
        "--save-case", type=Path, metavar="DIR", help="write each shrunk failure into DIR as a corpus file"
    )


def _origins(impl: Implementation, wanted: list[str] | None) -> tuple[str, ...]:
    available = supported_origins(impl)
    if not wanted:
        return available
    missing = [o for o in wanted if o not in available]
    if missing:
        raise UsageError(
            f"{impl.info.name} does not list the feature for origin {', '.join(missing)} "
            f"(it lists {', '.join(sorted(impl.features)) or 'nothing'})"
        )
    return tuple(dict.fromkeys(wanted))


def _save(run: PropertyRun, impl: Implementation, directory: Path) -> None:
    from toolcall_conformance.fuzz.savecase import CannotSave, save_case

    if run.finding is None:
        return
    try:
        path = save_case(run.finding, impl.info, directory)
    except CannotSave as exc:
        print(f"  not saved: {exc}")
        return
    print(f"  saved as {path}")


def run(args: argparse.Namespace) -> int:
    """Fuzz the chosen properties against `args.impl`; print each shrunk failure and a summary."""
    if args.save_case is not None and args.save_case.exists() and not args.save_case.is_dir():
        raise UsageError(f"--save-case {args.save_case}: not a directory")
    impl = create(args.impl, adapter_options(vars(args).get))
    try:
        return _fuzz(impl, args)
    finally:
        impl.close()


def _fuzz(impl: Implementation, args: argparse.Namespace) -> int:
    from toolcall_conformance.fuzz.runner import run_property
    from toolcall_conformance.reporters.fuzz import describe_run, summary_line

    origins = _origins(impl, args.origins)
    if not origins:
        raise UsageError(f"{impl.info.name} lists neither 'coerce' nor 'mcp': nothing to fuzz")
    seed = args.seed
    if seed is None and not PROFILES[args.profile]["derandomize"]:
        seed = random.randrange(2**32)
    examples = args.examples or PROFILES[args.profile]["max_examples"]
    print(
        f"fuzzing {impl.info.name} {impl.info.version}: profile {args.profile}, {examples} examples per "
        f"property, origins {', '.join(origins)}, "
        + (f"seed {seed} (rerun with --seed {seed})" if seed is not None else "derandomized")
    )
    runs = []
    for name in args.properties or PROPERTIES:
        run = run_property(impl, name, args.profile, args.examples, seed, origins)
        runs.append(run)
        if run.failures:
            print(describe_run(run))
            if args.save_case is not None:
                _save(run, impl, args.save_case)
    for run in runs:
        print(summary_line(f"fuzz {run.property}", run.examples, run.failures))
    print(summary_line("fuzz", sum(r.examples for r in runs), sum(r.failures for r in runs)))
    return ExitCode.FAILED if any(r.failures for r in runs) else ExitCode.OK
