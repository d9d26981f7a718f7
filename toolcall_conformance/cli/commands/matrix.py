"""The `matrix` command: several implementations over the same cases, one table (Markdown, HTML, JSON)."""

from __future__ import annotations

import argparse
import contextlib
import json
import signal
import sys
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from toolcall_conformance import cachedir, corpus
from toolcall_conformance.adapters.grid import Column, run_column
from toolcall_conformance.adapters.registry import ROOT, agent_selection, create, is_agent, table
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.errors import Interrupted, Stop, UsageError
from toolcall_conformance.cli.options import (
    INTERRUPTED_CODES,
    ExitCode,
    adapter_options,
    add,
    command_help,
    implementation_options,
    limits,
    selection_options,
    words,
)
from toolcall_conformance.cli.session import execute, roots, selected
from toolcall_conformance.model import (
    CASE_FEATURES,
    SOURCE_FEATURES,
    Case,
    ImplementationError,
    ImplementationInfo,
    Outcome,
    Result,
)
from toolcall_conformance.reporters import badge, html, matrix_markdown
from toolcall_conformance.reporters.matrix import build
from toolcall_conformance.reporters.tally import closing_line
from toolcall_conformance.runner import baseline
from toolcall_conformance.runner.run import Run, corpus_hash, nothing_tested

WORKERS = 2  # two implementations (or grid columns) at a time, one per core
GRID_KEY = "grid:"  # a grid column's time is remembered under this prefix and the server's name
T = TypeVar("T")


def _timings_file() -> Path:
    return cachedir.folder() / "matrix-seconds.json"


def _remembered_seconds() -> dict[str, float]:
    with contextlib.suppress(OSError, ValueError):
        seconds = json.loads(_timings_file().read_text("utf-8"))
        if isinstance(seconds, dict):
            return {str(k): float(v) for k, v in seconds.items() if isinstance(v, (int, float))}
    return {}


def _remember_seconds(taken: dict[str, float], remembered: dict[str, float]) -> None:
    """Write the times just taken over those remembered, keeping the others'."""
    with contextlib.suppress(OSError):
        path = _timings_file()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({**remembered, **taken}, indent=1) + "\n", encoding="utf-8")


def start_order(specs: list[str], seconds: dict[str, float]) -> list[str]:
    """Slowest first, as the last runs measured them (unknown ones first, in the given order): two
    lanes then finish together instead of one slow implementation running alone at the end."""
    return sorted(specs, key=lambda spec: -seconds.get(spec, float("inf")))


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "matrix",
        **command_help(
            "run several implementations and tabulate them side by side",
            "Run the selected cases against every --impl (two at a time) and print one table of their "
            "results per area, as Markdown; --report, --markdown and --html write it to files (the page "
            "is self-contained). With --baselines each bundled implementation is judged against its "
            "declared baseline. A case that got no answer in time is retried after the others (--retries)."
            "\n\nEnd to end: each --through SERVER (repeatable) adds a column to a grid of agents (the "
            "--impl rows that build no tools from sources) by servers, over the selected cases the server "
            "builds (the seed's rows and the generated cases): each agent's answers, as its row got them, "
            "sent through the server's tools/call; a rejection by either side is a rejection and says "
            "whose. The grid is information, not judged against baselines."
            "\n\nWith --from FILE.json (a report written by --report), nothing runs: the saved matrix is "
            "rendered again, to --markdown, --html and the table on stdout.",
            [
                "toolcall-conformance matrix --impl reference --impl hermes --html matrix.html",
                "toolcall-conformance matrix --impl hermes --impl hermes-before --baselines --report m.json",
                "toolcall-conformance matrix --impl hermes-before --impl hermes-after "
                "--through server-fastmcp --through server-mcp-typescript --tags seed",
                "toolcall-conformance matrix --from matrix.json --html matrix.html",
            ],
            [
                "0  every implementation executed and answered a case (with --baselines: and matches its "
                "baseline)",
                "1  an implementation executed or answered no case, or does not match its baseline",
                "2  a usage, corpus or baseline error (or a --from file that is not a matrix report)",
                INTERRUPTED_CODES + " (no matrix is written)",
            ],
        ),
    )
    add(
        parser.add_argument,
        [*implementation_options(many=True, required=False, grid=True), *selection_options()],
    )
    parser.add_argument(
        "--from",
        dest="saved",
        type=Path,
        metavar="FILE.json",
        help="render a report saved by --report again (--markdown, --html, stdout) without running anything",
    )
    parser.add_argument("--report", type=Path, metavar="FILE.json", help="write the matrix as JSON")
    parser.add_argument("--markdown", type=Path, metavar="FILE.md", help="write the matrix as Markdown")
    parser.add_argument("--html", type=Path, metavar="FILE.html", help="write a self-contained page")
    parser.add_argument("--badges", type=Path, metavar="DIR", help="write an SVG badge per implementation")
    parser.add_argument(
        "--baselines",
        nargs="*",
        default=None,
        metavar="NAME=FILE",
        help="judge each bundled implementation against its declared baseline, and each NAME given (as "
        "passed to --impl, `cmd:` ones too) against FILE; exit 1 on any mismatch",
    )


def _bundled_baseline(name: str) -> Path | None:
    entry = table().get(name)
    if entry is None or not entry.baseline:
        return None
    path = Path(entry.baseline)
    return path if path.is_absolute() else ROOT / path


def baseline_files(specs: list[str], given: list[str]) -> dict[str, Path | None]:
    """Each implementation's baseline file: the bundled one, or FILE where `NAME=FILE` names it (the
    longest NAME that is one of `specs` wins, since a `cmd:` spec may hold `=` itself)."""
    files = {spec: _bundled_baseline(spec) for spec in specs}
    for pair in given:
        names = [spec for spec in specs if pair.startswith(spec + "=")]
        if not names:
            raise UsageError(f"--baselines {pair}: expected NAME=FILE with NAME one of the --impl given")
        name = max(names, key=len)
        files[name] = Path(pair[len(name) + 1 :])
    return files


def _not_started(spec: str, cases: list[Case], error: ImplementationError, fingerprint: str) -> Run:
    """The row of an implementation that did not start: every case errored, for that reason."""
    message = f"not run: the implementation did not start: {error.message}"
    results = [Result(case, Outcome.ERRORED, message=message) for case in cases]
    return Run(ImplementationInfo.unknown(spec), frozenset(CASE_FEATURES), results, len(cases), fingerprint)


def _in_lanes(jobs: Mapping[str, Callable[[], T]], order: list[str], stop: Stop) -> dict[str, T] | None:
    """Each job's result, WORKERS at a time, started in `order`; None when a signal stopped them
    (the signal is passed on to the jobs through `stop`, again if another comes)."""
    pool = ThreadPoolExecutor(max_workers=WORKERS)
    futures = {name: pool.submit(jobs[name]) for name in order}
    signalled: int | None = None
    while True:  # a signal reaches only this thread
        try:
            if signalled is not None:
                stop.signal(signalled)
                for future in futures.values():
                    future.cancel()
            wait(futures.values())
            break
        except Interrupted as interruption:
            signalled = interruption.signum
    pool.shutdown()
    if stop.signum is not None:
        return None
    return {name: futures[name].result() for name in jobs}


def agent_cases(cases: list[Case]) -> list[Case]:
    """The cases an agent row runs in a matrix: those of the agent selection (implementations.json)."""
    return [case for case in cases if case.id.startswith(agent_selection())]


def outside_selection(run: Run, cases: list[Case]) -> Run:
    """An agent row's run over the agent selection, as a row of the whole table: every other case
    skipped, saying why."""
    prefixes = ", ".join(agent_selection())
    ran = {result.case.id: result for result in run.results}
    skipped = f"not in the agent selection ({prefixes}): an agent row runs only it in a matrix"
    results = [ran.get(case.id) or Result(case, Outcome.SKIPPED, message=skipped) for case in cases]
    if run.interrupted:  # a cut run keeps only what ran
        results = [result for result in results if result.case.id in ran]
    return replace(run, results=results, selected=len(cases))


def agents_of(runs: dict[str, Run], servers: list[str]) -> dict[str, Run]:
    """The rows that are agents: not a --through server, and building no tool from a source."""
    sources = set(SOURCE_FEATURES.values())
    return {spec: run for spec, run in runs.items() if spec not in servers and not run.features & sources}


def saved_report(path: Path) -> dict[str, Any]:
    """A matrix report written by `--report`; a usage error names the file and what is wrong."""
    try:
        matrix = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError) as error:
        raise UsageError(f"--from {path}: cannot read a matrix report: {error}") from None
    if not isinstance(matrix, dict):
        raise UsageError(f"--from {path}: not a matrix report (expected an object, as --report writes)")
    for field, kind in (("implementations", list), ("rows", list), ("cases", list)):
        if not isinstance(matrix.get(field), kind):
            raise UsageError(f"--from {path}: field {field!r}: expected a list, as --report writes it")
    return matrix


def render_saved(args: argparse.Namespace) -> int:
    """`matrix --from FILE.json`: the saved report to --markdown, --html and stdout; nothing runs."""
    running = {
        "--impl": args.impl,
        "--through": args.through,
        "--badges": args.badges,
        "--report": args.report,
    }
    given = [flag for flag, value in running.items() if value] + ["--baselines"] * (
        args.baselines is not None
    )
    if given:
        raise UsageError(f"--from renders a saved report and runs nothing: drop {', '.join(given)}")
    matrix = saved_report(args.saved)
    if args.markdown:
        args.markdown.write_text(matrix_markdown.render_markdown(matrix), encoding="utf-8")
    if args.html:
        args.html.write_text(html.render(matrix), encoding="utf-8")
    print(matrix_markdown.render_markdown(matrix))
    return ExitCode.OK


def run(args: argparse.Namespace) -> int:
    if args.saved is not None:
        return render_saved(args)
    if not args.impl:
        raise UsageError(
            "matrix needs --impl NAME (repeatable), or --from FILE.json to render a saved report"
        )
    every_case = corpus.load_corpora(roots(args.corpus))
    cases = selected(args, every_case)
    specs = list(dict.fromkeys(args.impl))
    servers = list(dict.fromkeys(args.through or ()))
    for server in servers:  # before any row runs
        if not server.startswith("cmd:") and server not in table():
            raise UsageError(
                f"--through {server}: no such implementation; see `toolcall-conformance implementations`"
            )
    args.through = None  # each row runs alone; the servers are the grid's columns
    known_ids = [c.id for c in every_case]
    files = baseline_files(specs, args.baselines) if args.baselines is not None else {}
    known = {spec: baseline.load(path, known_ids) if (path := files.get(spec)) else None for spec in specs}

    taken: dict[str, float] = {}
    fingerprint = corpus_hash(cases)  # every row runs the same cases
    stop = Stop()

    def one(spec: str) -> Run:
        started = time.monotonic()
        mine = agent_cases(cases) if is_agent(spec) else cases
        try:
            run = execute(spec, args, mine, known=known[spec], fingerprint=fingerprint, stop=stop)
            run = outside_selection(run, cases) if mine is not cases else run
        except ImplementationError as error:
            print(f"{spec}: did not start: {error}", flush=True)
            return _not_started(spec, cases, error, fingerprint)
        taken[spec] = time.monotonic() - started
        tally = closing_line(run.results)
        if not run.interrupted:
            print(f"{spec}: {run.info.name} {run.info.version}: {tally} in {taken[spec]:.0f} s", flush=True)
        return run

    remembered = _remembered_seconds()
    jobs = {spec: partial(one, spec) for spec in specs}
    runs = _in_lanes(jobs, start_order(specs, remembered), stop)  # the table keeps the given order
    columns = _grid(servers, runs, cases, args, stop, taken, remembered) if runs is not None else None
    if runs is None or columns is None or stop.signum is not None:
        interrupted = Interrupted(stop.signum or signal.SIGINT)
        print(f"interrupted by {interrupted}: no matrix written", file=sys.stderr)
        return interrupted.exit_code
    selection = {
        "level": args.level,
        "tags": words(args.tags),
        "exclude_tags": words(args.exclude_tags),
        "ids": args.id,
    }
    if not (args.id or args.tags or args.exclude_tags):  # a selection's timing says little about the next
        _remember_seconds(taken, remembered)
    matrix = build(runs, cases, selection, columns)
    if args.report:
        text = json.dumps(matrix, ensure_ascii=False, separators=(",", ":"))  # compact: 60 MB over every case
        args.report.write_text(text + "\n", encoding="utf-8")
    if args.markdown:
        args.markdown.write_text(matrix_markdown.render_markdown(matrix), encoding="utf-8")
    if args.html:
        args.html.write_text(html.render(matrix), encoding="utf-8")
    if args.badges:
        badge.write_all(args.badges, runs)
    print(matrix_markdown.render_markdown(matrix))
    failed = False
    for spec, run in runs.items():
        nothing = nothing_tested(run.results, run.features)
        if nothing is not None:
            print(f"{spec}: error: {nothing}", file=sys.stderr)
        elif run.verdict is not None and not run.verdict.ok:
            print(f"{spec}: " + "; ".join(run.verdict.lines()[1:]), file=sys.stderr)
        else:
            continue
        failed = True
    return ExitCode.FAILED if failed else ExitCode.OK


def _grid(
    servers: list[str],
    runs: dict[str, Run],
    cases: list[Case],
    args: argparse.Namespace,
    stop: Stop,
    taken: dict[str, float],
    remembered: dict[str, float],
) -> list[Column] | None:
    """The grid's columns, one lane per server (WORKERS at a time); None when a signal stopped them.
    A server that did not start is a column with no pairs, said on stdout."""
    if not servers:
        return []
    agents = agents_of(runs, servers)
    options = adapter_options(vars(args).get)

    def column(server: str) -> Column:
        try:
            done = run_column(
                server,
                lambda spec: create(spec, options),
                agents,
                cases,
                limits(vars(args).get),
                check=stop.check,
                watch=stop.watch,
            )
        except ImplementationError as error:
            print(f"{server}: did not start (the grid's column): {error}", flush=True)
            return Column(server, ImplementationInfo.unknown(server), frozenset(), {}, 0, error=str(error))
        taken[GRID_KEY + server] = done.seconds
        print(
            f"{server}: end to end with {len(agents)} agents over its {done.cases} cases in "
            f"{done.seconds:.0f} s ({done.asked} requests, {done.reused} answers given again)",
            flush=True,
        )
        return done

    jobs = {server: partial(column, server) for server in servers}
    order = sorted(servers, key=lambda s: -remembered.get(GRID_KEY + s, float("inf")))
    started = time.monotonic()
    done = _in_lanes(jobs, order, stop)
    if done is None:
        return None
    print(
        f"end to end: {len(agents)} agents by {len(servers)} servers in {time.monotonic() - started:.0f} s "
        "(information, not judged against baselines)",
        flush=True,
    )
    return [done[server] for server in servers]
