"""Command line: `toolcall-conformance run|baseline|compare|matrix|fuzz|list|check|install|implementations`.

Exit codes (ExitCode): 0 every selected case passed (or the baseline matches); 1 a case failed or
errored, the baseline does not match, no selected case was executed, or the implementation did not
start; 2 a usage, corpus or baseline error; 130 / 143 interrupted by SIGINT / SIGTERM.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from types import FrameType

from suite import corpus, reporters
from suite.adapters import environments
from suite.adapters.protocol import ProtocolAdapter
from suite.adapters.registry import UnknownImplementation, create, table
from suite.cli import environments as environments_command
from suite.cli import fuzz as fuzz_command
from suite.cli import harness_kit as harness_kit_command
from suite.cli import init as init_command
from suite.cli import matrix as matrix_command
from suite.cli import report as report_command
from suite.cli import scan as scan_command
from suite.cli import trend as trend_command
from suite.cli.options import (
    INTERRUPTED_CODES,
    ExitCode,
    adapter_options,
    add,
    baseline_option,
    changed_cause_option,
    command_help,
    implementation_options,
    limits,
    selection_options,
    shaping,
    shard_option,
    words,
)
from suite.cli.progress import Progress
from suite.corpus import manifest
from suite.corpus.lint import summary as provenance_summary
from suite.model import (
    Case,
    Feature,
    Implementation,
    ImplementationError,
    ImplementationInfo,
    Level,
    Outcome,
    Result,
)
from suite.reporters import comparison, terminal
from suite.runner import baseline, expectations
from suite.runner.engine import Engine, in_order
from suite.runner.run import Run, Slice, corpus_hash, nothing_tested, suite_version
from suite.runner.signatures import not_run


class UsageError(Exception):
    """The command line asks for something that cannot be done; exit 2."""


class Interrupted(Exception):
    """SIGINT or SIGTERM arrived: stop, clean up, report what ran."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum

    @property
    def exit_code(self) -> ExitCode:
        return ExitCode.INTERRUPTED if self.signum == signal.SIGINT else ExitCode.TERMINATED


def _raise_interrupted(signum: int, _frame: FrameType | None) -> None:
    raise Interrupted(signum)


class Stop:
    """How a signal reaches runs in other threads (the matrix's rows): the main thread, which Python
    hands every signal, calls `signal`; each run raises Interrupted after its current case, and an
    implementation in a process is killed at once, so that case does not wait out its timeout."""

    def __init__(self) -> None:
        self.signum: int | None = None
        self._lock = threading.Lock()
        self._processes: list[ProtocolAdapter] = []

    def watch(self, impl: Implementation) -> None:
        if isinstance(impl, ProtocolAdapter):
            with self._lock:
                self._processes.append(impl)
                stopped = self.signum is not None
            if stopped:
                impl.abort()

    def signal(self, signum: int) -> None:
        with self._lock:
            self.signum = self.signum or signum
            processes = list(self._processes)
        for impl in processes:
            impl.abort()

    def check(self) -> None:
        if self.signum is not None:
            raise Interrupted(self.signum)


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

    run = commands.add_parser(
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
    add(run.add_argument, [*implementation_options(), *selection_options(), shard_option()])
    add(run.add_argument, [baseline_option(), changed_cause_option()])
    run.add_argument("--report", type=Path, metavar="FILE.json", help="write the JSON report")
    run.add_argument("--junit", type=Path, metavar="FILE.xml", help="write a JUnit XML report")
    run.add_argument("--markdown", type=Path, metavar="FILE.md", help="write a Markdown summary")
    run.add_argument("--badge", type=Path, metavar="FILE.svg", help="write an SVG badge for a README")
    run.add_argument(
        "--quiet",
        action="store_true",
        help=f"print only the verdict (its counts, its first {terminal.QUIET_SHOWN} cases) and the closing "
        "line: 10 lines at most",
    )
    run.add_argument(
        "--verbose", action="store_true", help="print each failing case as it is judged, not grouped by cause"
    )
    run.add_argument("--fail-on-skip", action="store_true", help="a skipped (unsupported) case fails the run")
    run.add_argument(
        "--first-baseline",
        action="store_true",
        help="with --baseline FILE: when FILE does not exist, or is init's placeholder baseline and this run "
        "differs from it, write FILE from this run (grouped by cause, each reason unreviewed) and judge "
        "the run against it",
    )

    base = commands.add_parser(
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
    add(base.add_argument, [*implementation_options(required=False), *selection_options()])
    base.add_argument(
        "--unreviewed",
        type=Path,
        metavar="FILE",
        help="run nothing: list the reasons of baseline FILE whose text is still the machine's",
    )
    base.add_argument(
        "--update",
        type=Path,
        metavar="FILE",
        help="rewrite FILE from this run: keep reviewed reasons that still apply, drop stale entries, group "
        "the rest by cause",
    )
    base.add_argument(
        "--signatures-only",
        action="store_true",
        help="with --update: rewrite only the `signatures` of FILE's reasons, computed from this run; "
        "case lists, outcomes and texts stay as they are",
    )
    base.add_argument(
        "--keep-listed",
        action="store_true",
        help="with --signatures-only: add the signatures seen to those listed instead of replacing them "
        "(for messages that differ from run to run)",
    )
    base.add_argument("--quiet", action="store_true", help="print only the closing line")

    contrast = commands.add_parser(
        "compare",
        **command_help(
            "show where two implementations differ",
            "Run the selected cases against two implementations and print every argument they prepare "
            "differently: what the model sent, the schema's type, and each one's result. Differences "
            "are information, not a failure.",
            ["toolcall-conformance compare --impl reference --impl hermes --tags ref --markdown diff.md"],
            [
                "0  the comparison was printed (whether or not they differ)",
                "1  an implementation did not start",
                "2  a usage or corpus error (say, not exactly two --impl)",
                INTERRUPTED_CODES,
            ],
        ),
    )
    add(contrast.add_argument, [*implementation_options(many=True), *selection_options()])
    contrast.add_argument("--markdown", type=Path, metavar="FILE.md", help="also write the table as Markdown")

    matrix_command.add_parser(commands)
    fuzz_command.add_parser(commands)
    harness_kit_command.add_parser(commands)
    init_command.add_parser(commands)
    report_command.add_parser(commands)
    environments_command.add_parser(commands)
    trend_command.add_parser(commands)
    scan_command.add_parser(commands)

    listing = commands.add_parser(
        "list",
        **command_help(
            "print the selected cases",
            "Print the cases the selection options pick, one per line: id, level, tags, description and "
            "provenance (its kind and where to read it), separated by tabs. Nothing runs.",
            [
                "toolcall-conformance list --tags ref pointer",
                "toolcall-conformance list --id seed/ --level hermes",
            ],
            ["0  the cases were printed", "2  a usage or corpus error (a selection that matches nothing)"],
        ),
    )
    add(listing.add_argument, selection_options())

    check = commands.add_parser(
        "check",
        **command_help(
            "lint the corpora",
            "Load every corpus file (the bundled ones and each --corpus folder), validate it against the "
            "corpus schema and lint its content: every case's `spec` must name a section SPEC.md has, its "
            "provenance (its own, its group's or its file's) must give a kind and a URL or file, and "
            "a key-order check must not sit on keys already sorted. Each problem is one line naming the "
            "file, the case and the field.",
            ["toolcall-conformance check", "toolcall-conformance check --corpus my-corpora/"],
            ["0  the corpora are fine", "2  a corpus file has a problem (each printed on stderr)"],
        ),
    )
    add(check.add_argument, [option for option in selection_options() if option[0] == ("--corpus",)])

    install = commands.add_parser(
        "install",
        **command_help(
            "install the environments of bundled implementations",
            "Install the pinned environment (a Python virtual environment or Node packages) of each named "
            "bundled implementation into the user's cache folder, unless it is current already. A run "
            "installs what it needs on first use; this does it ahead of time.",
            ["toolcall-conformance install pi-ai json-repair", "toolcall-conformance install --all"],
            [
                "0  every named environment is installed and current",
                "1  an installer command failed",
                "2  an unknown name, no name, or an environment that does not import once installed",
            ],
        ),
    )
    install.add_argument("names", nargs="*", metavar="NAME", help="implementations (or environments)")
    install.add_argument("--all", action="store_true", help="every bundled implementation")

    listed = commands.add_parser(
        "implementations",
        **command_help(
            "list the bundled implementations",
            "Print the bundled implementations, one per line: name, language, package, baseline file and "
            "a summary, separated by tabs. Any other implementation runs as --impl cmd:COMMAND.",
            [
                "toolcall-conformance implementations --family hermes",
                "toolcall-conformance implementations --names",
            ],
            ["0  the list was printed"],
        ),
    )
    listed.add_argument("--names", action="store_true", help="names only, one per line")
    listed.add_argument("--family", help="only this family (reference, hermes, field)")
    listed.add_argument("--with-baseline", action="store_true", help="only those with a baseline file")
    return parser


def roots(extra: Sequence[Path]) -> list[Path]:
    return corpus.corpus_roots(extra)


def selected(args: argparse.Namespace, cases: list[Case] | None = None) -> list[Case]:
    """The cases the selection options pick; an empty selection is a usage error."""
    if cases is None:
        cases = corpus.load_corpora(roots(args.corpus))
    typo = corpus.unmatched(cases, tags=words(args.tags), exclude_tags=words(args.exclude_tags), ids=args.id)
    if typo is not None:
        raise UsageError(typo)
    chosen = list(
        corpus.select(
            cases,
            level=args.level,
            tags=words(args.tags),
            exclude_tags=words(args.exclude_tags),
            ids=args.id,
        )
    )
    if not chosen:
        raise UsageError(
            "no case matches the selection (check --level, --tags, --exclude-tags, --id, --corpus)"
        )
    return chosen


def execute(
    spec: str,
    args: argparse.Namespace,
    cases: list[Case],
    on_result: Callable[[Result], None] | None = None,
    known: baseline.Baseline | None = None,
    fingerprint: str | None = None,
    stop: Stop | None = None,
) -> Run:
    """Run `cases` against `spec`; always stops it. A run cut short by a signal says so in `.interrupted`.

    `fingerprint` is `corpus_hash(cases)` when the caller has it already; `stop` carries a signal to a
    run outside the main thread. An implementation that does not start raises ImplementationError.
    """
    impl = create(spec, adapter_options(vars(args).get))
    if stop is not None:
        stop.watch(impl)
    results: list[Result] = []
    interrupted: Interrupted | None = None
    started: tuple[ImplementationInfo, frozenset[Feature]] | None = None
    engine = Engine(impl, limits(vars(args).get), level=Level(vars(args).get("level") or Level.CORE))
    try:
        if stop is not None:
            stop.check()
        started = impl.info, impl.features  # the handshake, before the first case
        with Progress(len(cases)) as progress, engine:
            for result in engine.results(cases):
                results.append(result)
                progress.advance(result)
                if on_result is not None:
                    on_result(result)
                if stop is not None:
                    stop.check()
    except Interrupted as error:
        interrupted = error
        results += engine.awaiting_retry  # they ran: stopped before their retry, they count as they came
    except ImplementationError:
        if stop is None or stop.signum is None:
            raise
        interrupted = Interrupted(stop.signum)  # killed mid-handshake by the signal
    finally:
        impl.close()
    if interrupted is None:
        info, features = impl.info, impl.features  # the last process's, after any restart
    elif started is not None:
        info, features = started
    else:  # stopped before it answered the handshake: nothing is known of it
        info, features = ImplementationInfo.unknown(spec), frozenset()
    results = in_order(cases, results)  # a retried case was judged after the others
    changed_cause = vars(args).get("changed_cause") or "warn"
    verdict = baseline.compare(known, results, features, changed_cause) if known is not None else None
    return Run(
        info,
        features,
        results,
        len(cases),
        fingerprint or corpus_hash(cases),
        verdict,
        str(interrupted or "") or None,
    )


def interrupted_code(run: Run) -> ExitCode:
    return ExitCode.INTERRUPTED if run.interrupted == signal.SIGINT.name else ExitCode.TERMINATED


def _write_reports(args: argparse.Namespace, run: Run) -> None:
    for option, write in reporters.FILES.items():
        path = getattr(args, option)
        if path:
            write(path, run)


def _print(text: str) -> None:
    print(text, flush=True)


def cmd_run(args: argparse.Namespace) -> int:
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


def cmd_baseline(args: argparse.Namespace) -> int:
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


def cmd_compare(args: argparse.Namespace) -> int:
    if len(args.impl) != 2:
        raise UsageError("compare needs exactly two --impl")
    cases = selected(args)
    first = execute(args.impl[0], args, cases)
    second = execute(args.impl[1], args, cases) if not first.interrupted else first
    if second.interrupted:
        print(f"interrupted by {second.interrupted}", file=sys.stderr)
        return interrupted_code(second)
    a_name, b_name = (f"{r.info.name} {r.info.version}" for r in (first, second))
    rows = comparison.rows(first.results, second.results)
    print(comparison.as_text(rows, a_name, b_name) if rows else "no differences")
    if args.markdown:
        args.markdown.write_text(comparison.as_markdown(rows, a_name, b_name), encoding="utf-8")
    print(f"{len({r.case_id for r in rows})} cases differ out of {len(cases)}")
    return ExitCode.OK


def cmd_list(args: argparse.Namespace) -> int:
    for case in selected(args):
        fields = (
            case.id,
            case.level,
            ",".join(case.tags),
            case.description,
            provenance_summary(case.provenance),
        )
        print("\t".join(fields))
    return ExitCode.OK


def cmd_check(args: argparse.Namespace) -> int:
    cases = corpus.load_corpora(roots(args.corpus))
    problems = corpus.lint(cases) + expectations.alternatives_problems(cases)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        return ExitCode.USAGE
    files = len({case.source for case in cases})
    print(f"corpora ok: {len(cases)} cases in {files} files")
    return ExitCode.OK


def cmd_install(args: argparse.Namespace) -> int:
    entries = table()
    names = list(entries) if args.all else args.names
    if not names:
        raise UsageError("name implementations to install, or --all")
    wanted: dict[str, None] = {}
    for name in names:
        if name in entries:
            environment = entries[name].environment
            if environment:
                wanted[environment] = None
        elif name in environments.declared():
            wanted[name] = None
        else:
            raise UsageError(
                f"no implementation or environment {name!r}; see `toolcall-conformance implementations`"
            )
    for environment in wanted:
        print(f"{environment}: {environments.install(environment)}")
    return ExitCode.OK


def cmd_implementations(args: argparse.Namespace) -> int:
    for entry in table().values():
        if args.family and entry.family != args.family:
            continue
        if args.with_baseline and not entry.baseline:
            continue
        if args.names:
            print(entry.name)
        else:
            fields = (entry.name, entry.language, entry.package or "-", entry.baseline or "-", entry.summary)
            print("\t".join(fields))
    return ExitCode.OK


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "run": cmd_run,
    "list": cmd_list,
    "check": cmd_check,
    "baseline": cmd_baseline,
    "compare": cmd_compare,
    "matrix": matrix_command.run_matrix,
    "fuzz": fuzz_command.run_fuzz,
    "harness-kit": harness_kit_command.run_harness_kit,
    "init": init_command.run_init,
    "report": report_command.run_report,
    "environments": environments_command.run_environments,
    "trend": trend_command.run_trend,
    "scan": scan_command.run_scan,
    "install": cmd_install,
    "implementations": cmd_implementations,
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
