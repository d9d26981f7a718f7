"""The `run` command: the selected cases against one implementation, judged, with its reports."""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from pathlib import Path

from toolcall_conformance import corpus, reporters
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.options import (
    INTERRUPTED_CODES,
    ExitCode,
    add,
    baseline_option,
    changed_cause_option,
    command_help,
    implementation_options,
    selection_options,
    shaping,
    shard_option,
)
from toolcall_conformance.cli.session import execute, interrupted_code, roots, selected
from toolcall_conformance.model import Case, Level, Outcome, Result
from toolcall_conformance.reporters import terminal
from toolcall_conformance.runner import baseline
from toolcall_conformance.runner.run import Run, Slice, corpus_hash, nothing_tested
from toolcall_conformance.runner.signatures import not_run


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "run",
        **command_help(
            "run the suite against an implementation",
            "Run the selected corpus cases (core level by default) against one implementation and judge "
            "every answer against SPEC.md. The failures print grouped by cause, one example case each "
            "(--verbose: every failing case as it is judged), then the counts per area, the verdict and "
            "the closing line; --quiet prints the verdict and the closing line, in 10 lines at most. A "
            "case that got no answer in time is retried after the others (--retries). With --baseline "
            "the run passes when its failures are exactly the listed ones; the verdict names the first "
            f"{terminal.VERDICT_SHOWN} cases it speaks of (NEW, CHANGED, STALE) and says where the rest "
            "are.\n\nReports: --report (JSON, every case), --junit (JUnit XML), --markdown (a CI step "
            "summary).",
            [
                "toolcall-conformance run --impl reference --level hermes --report r.json",
                'toolcall-conformance run --impl "cmd:./my-impl --serve" --baseline known.json --junit j.xml',
            ],
            [
                "0  every selected case passed (skips aside), or the run matches its --baseline",
                "1  a case failed or errored, the run does not match its baseline, no case was executed "
                "or answered, or the implementation did not start",
                "2  a usage, corpus or baseline error",
                INTERRUPTED_CODES + " (the reports hold the cases that ran)",
            ],
        ),
    )
    add(parser.add_argument, [*implementation_options(), *selection_options(), shard_option()])
    add(parser.add_argument, [baseline_option(), changed_cause_option()])
    parser.add_argument("--report", type=Path, metavar="FILE.json", help="write the JSON report")
    parser.add_argument("--junit", type=Path, metavar="FILE.xml", help="write a JUnit XML report")
    parser.add_argument("--markdown", type=Path, metavar="FILE.md", help="write a Markdown summary")
    parser.add_argument("--badge", type=Path, metavar="FILE.svg", help="write an SVG badge for a README")
    parser.add_argument(
        "--quiet",
        action="store_true",
        help=f"print only the verdict (its counts, its first {terminal.QUIET_SHOWN} cases) and the closing "
        "line: 10 lines at most",
    )
    parser.add_argument(
        "--verbose", action="store_true", help="print each failing case as it is judged, not grouped by cause"
    )
    parser.add_argument(
        "--fail-on-skip", action="store_true", help="a skipped (unsupported) case fails the run"
    )
    parser.add_argument(
        "--first-baseline",
        action="store_true",
        help="with --baseline FILE: when FILE does not exist, or is init's placeholder baseline and this run "
        "differs from it, write FILE from this run (grouped by cause, each reason unreviewed) and judge "
        "the run against it",
    )


def _write_reports(args: argparse.Namespace, run: Run) -> None:
    for option, write in reporters.FILES.items():
        path = getattr(args, option)
        if path:
            write(path, run)


def _print(text: str) -> None:
    print(text, flush=True)


def run(args: argparse.Namespace) -> int:
    every_case = corpus.load_corpora(roots(args.corpus))
    cases = selected(args, every_case)
    levels = {case.id: case.level for case in every_case}
    if args.first_baseline and not args.baseline:
        raise UsageError("--first-baseline writes the --baseline FILE: name it")
    first = args.first_baseline and not args.baseline.exists()
    known = baseline.load(args.baseline, levels) if args.baseline and not first else None
    if known is not None and args.first_baseline and known.placeholder:
        first = True  # judged against it below, and replaced where the run differs

    def stream(result: Result) -> None:
        if args.quiet or not args.verbose or not result.not_passing or not_run(result):
            return
        if known is None or result.case.id not in known.reasons:
            _print(terminal.failure(result))

    part = _slice(args, cases)
    if part is not None and args.first_baseline:
        raise UsageError("--first-baseline writes a baseline of the whole selection: not with --shard")
    if part is not None:
        fingerprint = corpus_hash(cases)  # the whole selection's: every shard's report names the same
        cases = [cases[position] for position in part.positions]
        run = replace(execute(args.impl, args, cases, stream, known, fingerprint), slice=part)
    else:
        run = execute(args.impl, args, cases, stream, known)
    run = replace(run, options=shaping(vars(args).get))  # recorded in the report: `report diff` reads them
    wrote = first and not run.interrupted and nothing_tested(run.results, run.features) is None
    if wrote:
        wrote, run = _first_baseline(args.baseline, run, levels, args.changed_cause or "warn")
    _write_reports(args, run)
    if part is not None and not cases:
        _print(f"shard {part.shard} holds none of the {part.selected} selected cases (its report is empty)")
        return ExitCode.OK
    shown = run.verdict.new_failures if run.verdict is not None and not wrote else run.results
    lines = [] if args.quiet or args.verbose else terminal.causes(shown)
    if run.interrupted:
        for line in [*lines, *_closing(args, run)]:
            _print(line)
        return interrupted_code(run)
    if not args.quiet:
        lines += filter(None, [terminal.not_run_line(run.results)])
        lines += ["", terminal.header(f"{run.info.name} {run.info.version} ({run.info.language})")]
        lines += filter(None, [terminal.undeclared_line(run)])
        for line in [*lines, terminal.table(run)]:
            _print(line)
    return _verdict(args, run)


def _slice(args: argparse.Namespace, cases: list[Case]) -> Slice | None:
    """With --shard K/N, which of the selected `cases` this run takes, and what its report records."""
    if args.shard is None:
        return None
    positions = tuple(position for position, _ in args.shard.pick(cases))
    return Slice(args.shard, positions, len(cases), shaping(vars(args).get))


def _closing(args: argparse.Namespace, run: Run) -> list[str]:
    """The verdict and the closing line: a few cases named with --quiet, every one with --verbose."""
    if args.verbose and not args.quiet:
        return terminal.closing(run)
    limit = terminal.QUIET_SHOWN if args.quiet else terminal.VERDICT_SHOWN
    rest = f"{args.report} lists them all" if args.report else "--report FILE.json lists them all"
    return terminal.closing(run, limit, rest)


def _first_baseline(path: Path, run: Run, levels: dict[str, Level], changed_cause: str) -> tuple[bool, Run]:
    """Write `path` from this run, unless it is a placeholder baseline the run still matches: whether it
    was written, and the run judged against the file as it is then."""
    if run.verdict is not None and run.verdict.ok:
        return False, run
    replaced = run.verdict is not None
    document = baseline.document(run.info, run.results, run.features)
    path.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    written = baseline.load(path, levels)
    what = "replaced init's placeholder baseline with" if replaced else "wrote"
    _print(f"{what} a first baseline: {path}, {baseline.counts(document).removeprefix('baseline: ')}")
    return True, replace(run, verdict=baseline.compare(written, run.results, run.features, changed_cause))


def _verdict(args: argparse.Namespace, run: Run) -> int:
    ran = [r for r in run.results if r.outcome != Outcome.SKIPPED]
    lines = _closing(args, run)
    code = ExitCode.OK
    nothing = nothing_tested(run.results, run.features)
    if nothing is not None:
        lines.insert(-1, f"error: {nothing}")
        code = ExitCode.FAILED
    elif args.fail_on_skip and len(ran) < len(run.results):
        skipped = len(run.results) - len(ran)
        lines.insert(-1, f"error: {skipped} cases were skipped as unsupported (--fail-on-skip)")
        code = ExitCode.FAILED
    elif run.verdict is not None:
        code = ExitCode.OK if run.verdict.ok else ExitCode.FAILED
    elif any(r.not_passing for r in run.results):
        code = ExitCode.FAILED
    for line in lines:
        _print(line)
    return code
