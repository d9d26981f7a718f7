"""`toolcall-conformance repro`: a baseline reason's standalone program, printed, written, run or verified."""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from toolcall_conformance.adapters import environments
from toolcall_conformance.cli.options import ExitCode, command_help, positive_int
from toolcall_conformance.repros import run as running
from toolcall_conformance.repros import write as writing


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "repro",
        **command_help(
            "a baseline reason's standalone program calling the library",
            "Every reason of a field or server row's baseline has a repro: a short program in the "
            "library's own language that calls the library directly (not through a harness or the "
            "protocol), the way the row's harness calls it, on one case of that reason, and prints "
            "`returned: <value>`, `rejected: <refusal>` or `threw: <error>`; its header names the "
            "case, the reason, the expected arguments and how to install and run it. With IMPL and "
            "REASON it is printed (on --case, one the reason lists; else the case the baseline names "
            "for it, else its smallest). --run also runs it in the row's installed environment and "
            "says whether it still shows the finding the baseline records (a wrong value, a "
            "rejection or an error). --out DIR writes the repros of every reason (of IMPL, or of "
            "REASON alone) as DIR/<implementation>/<reason>.<ext>. --verify runs them and the suite "
            "on each one's case and names any whose answers differ; with --sample N, on N listed "
            "cases of each row drawn at random (--seed).",
            [
                "toolcall-conformance repro ajv no-json-text",
                "toolcall-conformance repro ajv no-json-text --run",
                "toolcall-conformance repro json-repair bigint --case coerce/number/beyond-2-pow-53-exact",
                "toolcall-conformance repro --out repros/",
                "toolcall-conformance repro typia --verify --sample 8 --seed 4",
            ],
            [
                "0  printed or written; with --run, the finding still shows; with --verify, every "
                "repro agrees with the suite",
                "1  with --run, the finding no longer shows (or the repro printed no result); with "
                "--verify, a repro and the suite differ",
                "2  usage error: an unknown row or reason, a case the reason does not list, the "
                "row's environment not installed",
            ],
        ),
    )
    parser.add_argument("impl", nargs="?", metavar="IMPL", help="a field or server row with a baseline")
    parser.add_argument("reason", nargs="?", metavar="REASON", help="a reason of its baseline")
    parser.add_argument("--case", metavar="ID", help="the listed case to write the repro on")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--out", type=Path, metavar="DIR", help="write the repros into DIR")
    mode.add_argument("--run", action="store_true", help="also run it and say whether the finding shows")
    mode.add_argument("--verify", action="store_true", help="run the repros and the suite, and compare")
    parser.add_argument(
        "--sample", type=positive_int, metavar="N", help="with --verify: N random cases per row"
    )
    parser.add_argument("--seed", type=int, default=0, help="the draw of --sample (0)")


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except (writing.ReproError, environments.NotInstalled) as error:
        print(f"repro: {error}", file=sys.stderr)
        return ExitCode.USAGE


def _run(args: argparse.Namespace) -> int:
    one_reason = not (args.out or args.verify)
    if args.sample is not None and (not args.verify or args.reason or args.case):
        raise writing.ReproError(
            "--sample draws cases of whole rows: it needs --verify, and no REASON or --case"
        )
    if args.case and not args.reason:
        raise writing.ReproError("--case names a case of one reason: name IMPL and REASON too")
    if one_reason and not (args.impl and args.reason):
        raise writing.ReproError(
            "name the row and the reason (IMPL REASON), or write them all with --out DIR"
        )
    if one_reason:
        return _one(args.impl, args.reason, args.case, args.run)
    entry = writing.row(args.impl) if args.impl else None
    if args.sample is not None:
        wanted = running.sampled(args.sample, args.seed, [args.impl] if args.impl else [])
    elif args.reason:
        wanted = [writing.one(args.impl, args.reason, args.case)]
    else:
        wanted = writing.repros(names=[entry.name] if entry else [])
    if args.out:
        writing.write(wanted, args.out)
        print(f"repro: {len(wanted)} repros written to {args.out}", file=sys.stderr)
        return ExitCode.OK
    return _verify(wanted, sampled=args.sample is not None)


def _one(impl: str, reason: str, case: str | None, execute: bool) -> int:
    """Print one repro; with `execute`, run it and say whether its finding still shows."""
    repro = writing.one(impl, reason, case)
    print(repro.text, end="")
    if not execute:
        return ExitCode.OK
    entry = writing.row(impl)
    with tempfile.TemporaryDirectory(prefix="repro-") as folder:
        [written] = writing.write([repro], Path(folder))
        found = running.finding(entry, written)
    print(
        f"\nrepro: ran {repro.path} in {entry.environment}: {found.output.kind}: {found.output.text}",
        file=sys.stderr,
    )
    print(f"repro: {impl} {reason} on {repro.case.id}: {found.why}", file=sys.stderr)
    return ExitCode.OK if found.shows else ExitCode.FAILED


def _verify(wanted: list[writing.Repro], sampled: bool) -> int:
    checks = running.verify(wanted)
    for check in checks:
        repro = check.repro
        where = f"{repro.implementation}/{repro.reason} on {repro.case.id}" if sampled else repro.path.name
        where = where if sampled else f"{repro.implementation}/{where}"
        print(f"DIFFERS {where}: {check.problem}" if check.problem else f"agrees  {where}")
    agreed = sum(check.problem is None for check in checks)
    print(f"{agreed} of {len(checks)} repros agree with the suite")
    return ExitCode.FAILED if agreed < len(checks) else ExitCode.OK
