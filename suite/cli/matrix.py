"""The `matrix` command: several implementations over the same cases, one table (Markdown, HTML, JSON)."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from concurrent.futures import ThreadPoolExecutor, wait
from pathlib import Path

from suite import cachedir
from suite.adapters.registry import table
from suite.cli.options import ExitCode, add, implementation_options, selection_options, words
from suite.model import CASE_FEATURES, Case, ImplementationError, ImplementationInfo, Outcome, Result
from suite.reporters import html, matrix_markdown
from suite.reporters.matrix import build
from suite.reporters.tally import closing_line
from suite.runner import baseline
from suite.runner.run import Run, corpus_hash, nothing_tested

WORKERS = 2  # two implementations at a time, one per core


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


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser("matrix", help="run several implementations and tabulate them side by side")
    add(parser.add_argument, [*implementation_options(many=True), *selection_options()])
    parser.add_argument("--report", type=Path, metavar="FILE.json", help="write the matrix as JSON")
    parser.add_argument("--markdown", type=Path, metavar="FILE.md", help="write the matrix as Markdown")
    parser.add_argument("--html", type=Path, metavar="FILE.html", help="write a self-contained page")
    parser.add_argument(
        "--baselines",
        action="store_true",
        help="judge each bundled implementation against its declared baseline; exit 1 on any mismatch",
    )


def _baseline_for(name: str, known_ids: list[str]) -> baseline.Baseline | None:
    entry = table().get(name)
    if entry is None or not entry.baseline:
        return None
    path = Path(entry.baseline)
    if not path.is_absolute():
        path = Path(__file__).resolve().parents[2] / path
    return baseline.load(path, known_ids)


def _not_started(spec: str, cases: list[Case], error: ImplementationError, fingerprint: str) -> Run:
    """The row of an implementation that did not start: every case errored, for that reason."""
    message = f"not run: the implementation did not start: {error.message}"
    results = [Result(case, Outcome.ERRORED, message=message) for case in cases]
    return Run(ImplementationInfo.unknown(spec), frozenset(CASE_FEATURES), results, len(cases), fingerprint)


def run_matrix(args: argparse.Namespace) -> int:
    from suite import corpus
    from suite.cli.main import Interrupted, Stop, execute, roots, selected

    every_case = corpus.load_corpora(roots(args.corpus))
    cases = selected(args, every_case)
    specs = list(dict.fromkeys(args.impl))
    known_ids = [c.id for c in every_case]
    known = {spec: _baseline_for(spec, known_ids) if args.baselines else None for spec in specs}

    taken: dict[str, float] = {}
    fingerprint = corpus_hash(cases)  # every row runs the same cases
    stop = Stop()

    def one(spec: str) -> Run:
        started = time.monotonic()
        try:
            run = execute(spec, args, cases, known=known[spec], fingerprint=fingerprint, stop=stop)
        except ImplementationError as error:
            print(f"{spec}: did not start: {error}", flush=True)
            return _not_started(spec, cases, error, fingerprint)
        taken[spec] = time.monotonic() - started
        tally = closing_line(run.results)
        if not run.interrupted:
            print(f"{spec}: {run.info.name} {run.info.version}: {tally} in {taken[spec]:.0f} s", flush=True)
        return run

    remembered = _remembered_seconds()
    pool = ThreadPoolExecutor(max_workers=WORKERS)
    futures = {spec: pool.submit(one, spec) for spec in start_order(specs, remembered)}
    signalled: int | None = None
    while True:  # a signal reaches only this thread: pass it on to the rows (again, if another comes)
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
        interrupted = Interrupted(stop.signum)
        print(f"interrupted by {interrupted}: no matrix written", file=sys.stderr)
        return interrupted.exit_code
    runs = {spec: futures[spec].result() for spec in specs}  # the table keeps the order the user gave
    selection = {
        "level": args.level,
        "tags": words(args.tags),
        "exclude_tags": words(args.exclude_tags),
        "ids": args.id,
    }
    if not (args.id or args.tags or args.exclude_tags):  # a selection's timing says little about the next
        _remember_seconds(taken, remembered)
    matrix = build(runs, cases, selection)
    # One compact encoding for the JSON report and the page's data (60 MB each over every case).
    text = json.dumps(matrix, ensure_ascii=False, separators=(",", ":")) if args.report or args.html else ""
    if args.report:
        args.report.write_text(text + "\n", encoding="utf-8")
    if args.markdown:
        args.markdown.write_text(matrix_markdown.render_markdown(matrix), encoding="utf-8")
    if args.html:
        args.html.write_text(html.render(matrix, text), encoding="utf-8")
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
