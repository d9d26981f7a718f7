"""The one path a run takes: the cases a selection picks, an implementation started, the engine run
over them, and the answers compared with the baseline."""

from __future__ import annotations

import argparse
import signal
from collections.abc import Callable, Sequence
from pathlib import Path

from toolcall_conformance import corpus
from toolcall_conformance.adapters.registry import create
from toolcall_conformance.cli.errors import Interrupted, Stop, UsageError
from toolcall_conformance.cli.options import ExitCode, adapter_options, limits, words
from toolcall_conformance.cli.progress import Progress
from toolcall_conformance.model import Case, Feature, ImplementationError, ImplementationInfo, Level, Result
from toolcall_conformance.runner import baseline
from toolcall_conformance.runner.engine import Engine, in_order
from toolcall_conformance.runner.run import Run, corpus_hash


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
