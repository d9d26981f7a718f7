"""The `baseline` command: print or rewrite a baseline of a run's failures, or list its unreviewed reasons."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from toolcall_conformance import corpus
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.options import INTERRUPTED_CODES, ExitCode, add, command_help, run_options
from toolcall_conformance.cli.session import execute, interrupted_code, roots, selected
from toolcall_conformance.model import Result
from toolcall_conformance.runner import baseline


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "baseline",
        **command_help(
            "print a baseline of the failures of a run",
            "Run the selected cases and print a baseline: the failing cases grouped by cause, each "
            "reason's text the cause's own words for you to review (replace it with why), and the "
            "features the implementation does not list. With --update FILE, rewrite FILE instead, keeping "
            "the reviewed reasons that still apply and grouping the rest by cause; with --signatures-only "
            "as well, rewrite only the cause signatures each reason lists. --unreviewed FILE runs nothing: "
            "it lists FILE's reasons nobody has reviewed yet.",
            [
                "toolcall-conformance baseline --impl cmd:./my-impl > baseline.json",
                "toolcall-conformance baseline --unreviewed baseline.json",
                "toolcall-conformance baseline --impl hermes --level hermes --update baselines/hermes.json",
                "toolcall-conformance baseline --impl crewai --level hermes --update baselines/crewai.json "
                "--signatures-only",
            ],
            [
                "0  the baseline was printed or written; with --unreviewed, every reason is reviewed",
                "1  the implementation did not start; with --unreviewed, some reason is not reviewed",
                "2  a usage, corpus or baseline error",
                INTERRUPTED_CODES + " (no baseline is written)",
            ],
        ),
    )
    add(parser.add_argument, run_options(required=False))
    parser.add_argument(
        "--unreviewed",
        type=Path,
        metavar="FILE",
        help="run nothing: list the reasons of baseline FILE whose text is still the machine's",
    )
    parser.add_argument(
        "--update",
        type=Path,
        metavar="FILE",
        help="rewrite FILE from this run: keep reviewed reasons that still apply, drop stale entries, group "
        "the rest by cause",
    )
    parser.add_argument(
        "--signatures-only",
        action="store_true",
        help="with --update: rewrite only the `signatures` of FILE's reasons, computed from this run; "
        "case lists, outcomes and texts stay as they are",
    )
    parser.add_argument(
        "--keep-listed",
        action="store_true",
        help="with --signatures-only: add the signatures seen to those listed instead of replacing them "
        "(for messages that differ from run to run)",
    )
    parser.add_argument("--quiet", action="store_true", help="print only the closing line")


def run(args: argparse.Namespace) -> int:
    if not args.impl and not args.unreviewed:
        raise UsageError(
            "baseline: the following arguments are required: --impl (or --unreviewed FILE)", with_usage=True
        )
    if args.unreviewed:
        return _unreviewed(args)
    every_case = corpus.load_corpora(roots(args.corpus))
    cases = selected(args, every_case)
    levels = {case.id: case.level for case in every_case}
    if args.signatures_only and not args.update:
        raise UsageError("--signatures-only rewrites a baseline: name it with --update FILE")
    if args.keep_listed and not args.signatures_only:
        raise UsageError("--keep-listed adds to the signatures --signatures-only rewrites; name both")
    previous = baseline.load(args.update, levels) if args.update else None
    run = execute(args.impl, args, cases)
    if run.interrupted:
        print(f"interrupted by {run.interrupted}: no baseline written", file=sys.stderr)
        return interrupted_code(run)
    if args.signatures_only:
        assert previous is not None
        return _resign(args.update, previous, run.results, args.quiet, args.keep_listed)
    document = baseline.document(run.info, run.results, run.features, previous)
    text = json.dumps(document, indent=1, ensure_ascii=False) + "\n"
    if args.update:
        args.update.write_text(text, encoding="utf-8")
        written = baseline.load(args.update, levels)
        assert previous is not None
        if not args.quiet:
            for line in _unreviewed_lines(written):
                print(line, file=sys.stderr)
            for line in baseline.mixed_lines(previous.mixed(run.results)):
                print(line, file=sys.stderr)
        unreviewed = len(written.unreviewed)
        print(f"{baseline.counts(document)} (written to {args.update}; {unreviewed} reasons to review)")
    else:
        sys.stdout.write(text)
        print(baseline.counts(document), file=sys.stderr)
    return ExitCode.OK


def _unreviewed(args: argparse.Namespace) -> int:
    """List the reasons of a baseline whose text is still the machine's: key, cases, text."""
    every_case = corpus.load_corpora(roots(args.corpus))
    known = baseline.load(args.unreviewed, {case.id: case.level for case in every_case})
    for line in _unreviewed_lines(known):
        print(line)
    print(
        f"{len(known.unreviewed)} of {len(known.data)} reasons in {args.unreviewed} unreviewed",
        file=sys.stderr,
    )
    return ExitCode.FAILED if known.unreviewed else ExitCode.OK


def _unreviewed_lines(known: baseline.Baseline) -> list[str]:
    """A line per unreviewed reason: its key, how many cases it lists, its text (tab-separated)."""
    counts = Counter(known.keys.values())
    return [f"{key}\t{counts[key]} cases\t{known.texts[key]}" for key in known.unreviewed]


def _resign(path: Path, previous: baseline.Baseline, results: list[Result], quiet: bool, keep: bool) -> int:
    """Rewrite the signatures of the baseline at `path` from a run; say what the run showed besides."""
    done = baseline.resigned(path, previous, results, keep)
    path.write_text(json.dumps(done.document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    if not quiet:
        for case_id in done.new:
            print(f"NEW {case_id}: not in the baseline (left out; `--update` lists it)", file=sys.stderr)
        for case_id in done.stale:
            print(f"STALE {case_id}: passes now (left in; `--update` drops it)", file=sys.stderr)
        for key in done.unnamed:
            print(
                f"warning: reason {key!r} is text alone and its cases carry several signatures",
                file=sys.stderr,
            )
    changed = ", ".join(done.changed) or "none"
    print(
        f"signatures of {len(done.changed)} reasons rewritten in {path} ({changed});"
        f" {len(done.new)} new failures and {len(done.stale)} stale entries left as they were"
    )
    return ExitCode.OK
