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
from suite.cli.options import (
    INTERRUPTED_CODES,
    ExitCode,
    add,
    command_help,
    implementation_options,
    selection_options,
    words,
)
from suite.model import CASE_FEATURES, Case, ImplementationError, ImplementationInfo, Outcome, Result
from suite.reporters import badge, html, matrix_markdown
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
    parser = commands.add_parser(
        "matrix",
        **command_help(
            "run several implementations and tabulate them side by side",
            "Run the selected cases against every --impl (two at a time) and print one table of their "
            "results per area, as Markdown; --report, --markdown and --html write it to files (the page "
            "is self-contained). With --baselines each bundled implementation is judged against its "
            "declared baseline. A case that got no answer in time is retried after the others (--retries).",
            [
                "toolcall-conformance matrix --impl reference --impl hermes --html matrix.html",
                "toolcall-conformance matrix --impl hermes --impl hermes-before --baselines --report m.json",
            ],
            [
                "0  every implementation executed and answered a case (with --baselines: and matches its "
                "baseline)",
                "1  an implementation executed or answered no case, or does not match its baseline",
                "2  a usage, corpus or baseline error",
                INTERRUPTED_CODES + " (no matrix is written)",
            ],
        ),
    )
    add(parser.add_argument, [*implementation_options(many=True), *selection_options()])
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
    return path if path.is_absolute() else Path(__file__).resolve().parents[2] / path


def baseline_files(specs: list[str], given: list[str]) -> dict[str, Path | None]:
    """Each implementation's baseline file: the bundled one, or FILE where `NAME=FILE` names it (the
    longest NAME that is one of `specs` wins, since a `cmd:` spec may hold `=` itself)."""
    from suite.cli.main import UsageError

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


def run_matrix(args: argparse.Namespace) -> int:
    from suite import corpus
    from suite.cli.main import Interrupted, Stop, execute, roots, selected

    every_case = corpus.load_corpora(roots(args.corpus))
    cases = selected(args, every_case)
    specs = list(dict.fromkeys(args.impl))
    known_ids = [c.id for c in every_case]
    files = baseline_files(specs, args.baselines) if args.baselines is not None else {}
    known = {spec: baseline.load(path, known_ids) if (path := files.get(spec)) else None for spec in specs}

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
