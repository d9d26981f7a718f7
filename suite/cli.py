"""Command line: `toolcall-conformance run|list|check ...`.

Exit codes: 0 every selected case passed (or was skipped as unsupported), 1 a case failed or errored,
2 a usage or corpus error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from suite import corpus, engine, reports
from suite.adapters.registry import AdapterOptions, UnknownImplementation, create
from suite.progress import Progress

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


def _split_words(values: Sequence[str] | None) -> list[str]:
    return [w for value in values or () for w in value.replace(",", " ").split()]


def _add_selection(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--level",
        choices=corpus.LEVELS,
        default="core",
        help="core: required of everyone (default); hermes: core plus Hermes compatibility",
    )
    parser.add_argument(
        "--corpus",
        action="append",
        type=Path,
        default=[],
        metavar="DIR",
        help="add an external corpus folder (repeatable); the bundled corpora are always included",
    )
    parser.add_argument("--tags", nargs="+", metavar="TAG", help="only cases carrying any of these tags")
    parser.add_argument(
        "--exclude-tags", nargs="+", metavar="TAG", help="leave out cases carrying any of these"
    )
    parser.add_argument(
        "--id", action="append", default=[], metavar="PREFIX", help="only case ids with this prefix"
    )


def _add_implementation(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--impl",
        default="reference",
        metavar="NAME",
        help='implementation: "reference", "reference-served", or "cmd:<command line>"',
    )
    parser.add_argument(
        "--timeout", type=float, default=5.0, help="seconds per request over the protocol (5)"
    )
    parser.add_argument(
        "--validate-protocol",
        action="store_true",
        help="validate every protocol response against the protocol's JSON Schemas",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="toolcall-conformance",
        description="Conformance suite for tool-call argument preparation and batch splitting.",
    )
    commands = parser.add_subparsers(dest="command", required=True)

    run = commands.add_parser("run", help="run the suite against an implementation")
    _add_implementation(run)
    _add_selection(run)
    run.add_argument("--report", type=Path, metavar="FILE.json", help="write the JSON report")
    run.add_argument("--junit", type=Path, metavar="FILE.xml", help="write a JUnit XML report")
    run.add_argument("--markdown", type=Path, metavar="FILE.md", help="write a Markdown summary")
    run.add_argument("--quiet", action="store_true", help="print only the closing line")

    listing = commands.add_parser("list", help="print the selected cases")
    _add_selection(listing)

    check = commands.add_parser("check", help="lint the corpora")
    check.add_argument("--corpus", action="append", type=Path, default=[], metavar="DIR")
    return parser


def _roots(extra: Sequence[Path]) -> list[Path]:
    return [corpus.DEFAULT_CORPUS_ROOT, *extra]


def _selected(args: argparse.Namespace) -> list[corpus.Case]:
    cases = corpus.load_corpora(_roots(args.corpus))
    return list(
        corpus.select(
            cases,
            level=args.level,
            tags=_split_words(args.tags),
            exclude_tags=_split_words(args.exclude_tags),
            ids=args.id,
        )
    )


def cmd_run(args: argparse.Namespace) -> int:
    cases = _selected(args)
    if not cases:
        print("no case matches the selection", file=sys.stderr)
        return EXIT_USAGE
    options = AdapterOptions(timeout=args.timeout, validate_protocol=args.validate_protocol)
    impl = create(args.impl, options)
    try:
        with Progress(len(cases)) as progress:
            results = engine.run(impl, cases, on_result=progress.advance)
        info = impl.info
    finally:
        impl.close()
    if args.report:
        reports.write_json(args.report, info, results)
    if args.junit:
        reports.write_junit(args.junit, info, results)
    if args.markdown:
        args.markdown.write_text(reports.markdown_summary(info, results), encoding="utf-8")
    print(reports.closing_line(results) if args.quiet else reports.terminal_summary(info, results))
    failing = any(r.outcome in ("failed", "errored") for r in results)
    return EXIT_FAILED if failing else EXIT_OK


def cmd_list(args: argparse.Namespace) -> int:
    for case in _selected(args):
        print(f"{case.id}\t{case.level}\t{','.join(case.tags)}\t{case.description}")
    return EXIT_OK


def cmd_check(args: argparse.Namespace) -> int:
    cases = corpus.load_corpora(_roots(args.corpus))
    files = len({case.source for case in cases})
    print(f"corpora ok: {len(cases)} cases in {files} files")
    return EXIT_OK


COMMANDS = {"run": cmd_run, "list": cmd_list, "check": cmd_check}


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except (corpus.CorpusError, UnknownImplementation) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
