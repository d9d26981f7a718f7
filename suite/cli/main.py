"""Command line: `toolcall-conformance run|list|check ...`.

Exit codes: 0 every selected case passed (or was skipped as unsupported), 1 a case failed or errored,
2 a usage or corpus error.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from suite import corpus
from suite.adapters.registry import AdapterOptions, UnknownImplementation, create
from suite.cli.progress import Progress
from suite.fuzz import command as fuzz_command
from suite.model import ImplementationError, ImplementationInfo
from suite.reporters import comparison as contrast
from suite.reporters import json_report, junit, markdown, tally, terminal
from suite.runner import baseline, engine

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


IMPL_HELP = (
    'implementation: "reference", "reference-served", "cmd:<command line>", "hermes" (with '
    "--hermes-python or --hermes-path), or hermes-before / hermes-after / hermes-0.19.0 (from .venvs)"
)


def _add_implementation(parser: argparse.ArgumentParser, many: bool = False) -> None:
    if many:
        parser.add_argument("--impl", action="append", required=True, metavar="NAME", help=IMPL_HELP)
    else:
        parser.add_argument("--impl", default="reference", metavar="NAME", help=IMPL_HELP)
    parser.add_argument(
        "--hermes-python", metavar="PATH", help="the Python of an environment Hermes is installed in"
    )
    parser.add_argument("--hermes-path", metavar="DIR", help="a Hermes source checkout to import")
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
    run.add_argument(
        "--baseline",
        type=Path,
        metavar="FILE",
        help="known failures with reasons: pass only when the failures are exactly these",
    )

    baseline = commands.add_parser("baseline", help="print a baseline of the failures of a run")
    _add_implementation(baseline)
    _add_selection(baseline)

    contrast = commands.add_parser("compare", help="show where two implementations differ")
    _add_implementation(contrast, many=True)
    _add_selection(contrast)
    fuzz_command.add_parser(commands)
    contrast.add_argument("--markdown", type=Path, metavar="FILE.md", help="also write the table as Markdown")

    listing = commands.add_parser("list", help="print the selected cases")
    _add_selection(listing)

    check = commands.add_parser("check", help="lint the corpora")
    check.add_argument("--corpus", action="append", type=Path, default=[], metavar="DIR")
    return parser


def _roots(extra: Sequence[Path]) -> list[Path]:
    return [corpus.DEFAULT_CORPUS_ROOT, *extra]


def _selected(args: argparse.Namespace, cases: list[corpus.Case] | None = None) -> list[corpus.Case]:
    if cases is None:
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


def _options(args: argparse.Namespace) -> AdapterOptions:
    return AdapterOptions(
        timeout=args.timeout,
        validate_protocol=args.validate_protocol,
        hermes_python=args.hermes_python,
        hermes_path=args.hermes_path,
    )


def execute(spec: str, args: argparse.Namespace, cases: list[corpus.Case]) -> tuple[ImplementationInfo, list]:
    """Run `cases` against the implementation `spec`; always closes it."""
    impl = create(spec, _options(args))
    try:
        with Progress(len(cases)) as progress:
            results = engine.run(impl, cases, on_result=progress.advance)
        return impl.info, results
    finally:
        impl.close()


def _cases_or_usage_error(
    args: argparse.Namespace, cases: list[corpus.Case] | None = None
) -> list[corpus.Case]:
    cases = _selected(args, cases)
    if not cases:
        raise UsageError("no case matches the selection")
    return cases


def cmd_run(args: argparse.Namespace) -> int:
    every_case = corpus.load_corpora(_roots(args.corpus))
    cases = _cases_or_usage_error(args, every_case)
    known = baseline.load(args.baseline, (c.id for c in every_case)) if args.baseline else None
    info, results = execute(args.impl, args, cases)
    if args.report:
        json_report.write_json(args.report, info, results)
    if args.junit:
        junit.write_junit(args.junit, info, results)
    if args.markdown:
        args.markdown.write_text(markdown.markdown_summary(info, results), encoding="utf-8")
    verdict = baseline.compare(known, results) if known is not None else None
    explained = {r.case.id for r in verdict.known} if verdict is not None else set()
    if not args.quiet:
        print(terminal.terminal_summary(info, results, explained=explained))
    if verdict is not None:
        print("\n".join(verdict.lines(known)))
    print(tally.closing_line(results))
    if verdict is not None:
        return EXIT_OK if verdict.ok else EXIT_FAILED
    failing = any(r.outcome in ("failed", "errored") for r in results)
    return EXIT_FAILED if failing else EXIT_OK


def cmd_baseline(args: argparse.Namespace) -> int:
    info, results = execute(args.impl, args, _cases_or_usage_error(args))
    print(json.dumps(baseline.from_results(info, results), indent=2, ensure_ascii=False))
    return EXIT_OK


def cmd_compare(args: argparse.Namespace) -> int:
    if len(args.impl) != 2:
        raise UsageError("compare needs exactly two --impl")
    cases = _cases_or_usage_error(args)
    (a_info, a), (b_info, b) = (execute(spec, args, cases) for spec in args.impl)
    a_name, b_name = (f"{i.name} {i.version}" for i in (a_info, b_info))
    table = contrast.rows(a, b)
    print(contrast.as_text(table, a_name, b_name) if table else "no differences")
    if args.markdown:
        args.markdown.write_text(contrast.as_markdown(table, a_name, b_name), encoding="utf-8")
    print(f"{len({r.case_id for r in table})} cases differ out of {len(cases)}")
    return EXIT_OK


def cmd_list(args: argparse.Namespace) -> int:
    for case in _selected(args):
        print(f"{case.id}\t{case.level}\t{','.join(case.tags)}\t{case.description}")
    return EXIT_OK


def cmd_check(args: argparse.Namespace) -> int:
    cases = corpus.load_corpora(_roots(args.corpus))
    files = len({case.source for case in cases})
    print(f"corpora ok: {len(cases)} cases in {files} files")
    return EXIT_OK


COMMANDS = {
    "run": cmd_run,
    "list": cmd_list,
    "check": cmd_check,
    "baseline": cmd_baseline,
    "compare": cmd_compare,
    "fuzz": fuzz_command.run_fuzz,
}


class UsageError(Exception):
    pass


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except (corpus.CorpusError, UnknownImplementation, UsageError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except ImplementationError as exc:  # it could not even start: no case can run
        print(f"error: the implementation did not start: {exc}", file=sys.stderr)
        return EXIT_FAILED


if __name__ == "__main__":
    sys.exit(main())
