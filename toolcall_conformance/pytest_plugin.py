"""pytest plugin: with `--impl NAME`, every selected corpus case becomes a test item.

    pytest --impl reference --level hermes --tags ref unmap
    pytest --impl "cmd:./my-impl" --baseline baseline.json

It takes the options of `toolcall-conformance run`, built by the same option builders, refuses the
same selections, runs the cases with the same engine and judges the run by the same rules, so both
always agree. Node ids read `corpora/seed.json::<group>::<case>`. The cases run as `run` runs them,
a chunk of the items about to run at a time (requests pipelined; a case that got no answer in time is
retried at the end of its chunk, `--retries`), and each item reads its case's result. With a
baseline, known failures are xfails with their reason, and a stale entry fails: "passes now; remove
it from the baseline". What no item shows fails the session at its end: a run that executed no case
or got no answer, a case skipped for a feature the baseline does not list as unsupported, a listed
feature now supported, and with `--changed-cause fail` a listed case failing by a cause its reason
does not name (a warning otherwise). In this mode only corpus cases run: the header says so, and the
other collected tests are deselected.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from toolcall_conformance import corpus
from toolcall_conformance.adapters.registry import UnknownImplementation, create
from toolcall_conformance.cli.options import (
    adapter_options,
    add,
    baseline_option,
    changed_cause_option,
    implementation_options,
    limits,
    selection_options,
    words,
)
from toolcall_conformance.model import Case, Implementation, ImplementationError, Level, Outcome, Result
from toolcall_conformance.runner import baseline
from toolcall_conformance.runner.engine import Engine
from toolcall_conformance.runner.run import nothing_tested

CHUNK = 512  # cases run at once ahead of their items, as the engine batches them for `run`


class Ahead:
    """The results of the cases of the items about to run, a chunk at a time: an item reads its case's
    result, and the implementation answers a chunk's requests pipelined, as in `run`, rather than one
    round trip per item."""

    def __init__(self, engine: Engine, chunk: int = CHUNK) -> None:
        self.engine = engine
        self.chunk = chunk
        self.order: list[Case] = []  # the cases, in the order their items run
        self.place: dict[str, int] = {}  # case id -> its first place in `order`
        self.ready: dict[str, Result] = {}  # run ahead, not yet read

    def plan(self, cases: list[Case]) -> None:
        self.order = cases
        self.place = {}
        for index, case in enumerate(cases):
            self.place.setdefault(case.id, index)

    def result(self, case: Case) -> Result:
        """The case's result, run now with the cases after it unless it ran ahead already."""
        if case.id not in self.ready:
            start = self.place.get(case.id)
            following = self.order[start : start + self.chunk] if start is not None else [case]
            batch = list({c.id: c for c in following if c.id not in self.ready}.values())
            self.ready.update((result.case.id, result) for result in self.engine.run(batch))
        return self.ready.pop(case.id)


_ENGINE = pytest.StashKey[Engine]()
_AHEAD = pytest.StashKey[Ahead]()
_IMPLEMENTATION = pytest.StashKey[Implementation]()
_KNOWN = pytest.StashKey["baseline.Baseline | None"]()
_RESULTS = pytest.StashKey[list[Result]]()  # one per case run, in order
_PROBLEMS = pytest.StashKey[list[str]]()  # what fails the finished run beyond its test items
_WARNINGS = pytest.StashKey[list[str]]()  # what the finished run warns of (a listed case's new cause)


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("toolcall-conformance", "run corpus cases against an implementation")
    shared = [*implementation_options(required=False), *selection_options(), baseline_option()]
    add(group.addoption, [*shared, changed_cause_option()])


def _roots(config: pytest.Config) -> list[Path]:
    return corpus.corpus_roots(config.getoption("corpus"))


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    spec = config.getoption("impl", None)
    if not spec:
        return
    for writer in ("lfplugin", "nfplugin", "stepwiseplugin"):  # nothing written beside the corpora
        plugin = config.pluginmanager.get_plugin(writer)
        if plugin is not None:
            config.pluginmanager.unregister(plugin)
    try:
        impl = create(spec, adapter_options(config.getoption))
        impl.features  # noqa: B018  (a protocol implementation starts here: a bad --impl fails before collection)
    except UnknownImplementation as exc:
        raise pytest.UsageError(f"--impl {spec}: {exc}") from exc
    except ImplementationError as exc:
        raise pytest.UsageError(f"--impl {spec}: the implementation did not start: {exc}") from exc
    config.stash[_IMPLEMENTATION] = impl
    level = Level(config.getoption("level"))
    config.stash[_ENGINE] = engine = Engine(impl, limits(config.getoption), level=level)
    config.stash[_AHEAD] = Ahead(engine)
    config.stash[_RESULTS] = []


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Judge the finished run as `run` does; a run cut short, or that ran no item, is not judged."""
    config = session.config
    results = config.stash.get(_RESULTS, None)
    stopped = session.shouldfail or session.shouldstop
    if not results or stopped or exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
        return
    impl, known = config.stash[_IMPLEMENTATION], config.stash[_KNOWN]
    changed_cause = config.getoption("changed_cause")
    verdict = baseline.compare(known, results, impl.features, changed_cause) if known is not None else None
    problems = []
    nothing = nothing_tested(results, impl.features)
    if nothing is not None:
        problems.append(f"error: {nothing}")
    if verdict is not None:
        # Failed and errored cases are failed items, known failures xfails, stale entries failed items:
        # what is left is a case skipped for a feature not listed as unsupported, a listed case that
        # fails another way than listed (an xfail either way), and stale features.
        left = [
            r for r in verdict.new_failures if r.outcome == Outcome.SKIPPED or r.case.id in verdict.changed
        ]
        unreported = replace(verdict, new_failures=left, stale=[])
        if not unreported.ok:
            problems += unreported.lines()
        elif unreported.entries():
            config.stash[_WARNINGS] = unreported.lines()
    if problems:
        config.stash[_PROBLEMS] = problems
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    if _IMPLEMENTATION not in config.stash:
        return
    info = config.stash[_IMPLEMENTATION].info
    terminalreporter.write_line(
        f"toolcall-conformance: {info.name} {info.version} ({info.language}); "
        "only corpus cases run in this mode, the project's own tests are deselected"
    )
    for line in config.stash.get(_WARNINGS, []):
        terminalreporter.write_line(line, yellow=True)
    for line in config.stash.get(_PROBLEMS, []):
        terminalreporter.write_line(line, red=True)


class CaseFailed(Exception):
    """The implementation's answer differs from the expectation (or it failed to answer)."""


class CorpusFile(pytest.File):
    """One corpus file; its children are groups, theirs cases."""

    def __init__(self, *, cases: list[Case], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.cases = cases

    def collect(self) -> list[pytest.Item | pytest.Collector]:
        groups: dict[str, list[Case]] = defaultdict(list)
        for case in self.cases:
            groups[case.id.split("/")[-2]].append(case)
        return [Group.from_parent(self, name=name, cases=members) for name, members in groups.items()]


class Group(pytest.Collector):
    def __init__(self, *, cases: list[Case], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.cases = cases

    def collect(self) -> list[pytest.Item | pytest.Collector]:
        return [CaseItem.from_parent(self, name=case.id.split("/")[-1], case=case) for case in self.cases]


class CaseItem(pytest.Item):
    def __init__(self, *, case: Case, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.case = case
        known = self.config.stash.get(_KNOWN, None)
        self.known_reason = known.reasons.get(case.id) if known is not None else None

    def runtest(self) -> None:
        result = self.config.stash[_AHEAD].result(self.case)
        self.config.stash[_RESULTS].append(result)
        if result.outcome == Outcome.SKIPPED:
            pytest.skip(result.message)
        if result.outcome == Outcome.PASSED and self.known_reason is not None:
            raise CaseFailed(
                f"STALE {self.case.id}: passes now; remove it from the baseline (listed: {self.known_reason})"
            )
        if result.outcome != Outcome.PASSED:
            if self.known_reason is not None:
                pytest.xfail(self.known_reason)
            raise CaseFailed(f"{result.outcome}: {self.case.description}\n{result.message}")

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        """The case's own words; a known failure's reason (an xfail) without a traceback to build."""
        if isinstance(excinfo.value, (CaseFailed, pytest.xfail.Exception)):
            return str(excinfo.value)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.case.source, 0, self.case.id


def pytest_collection_modifyitems(
    session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
) -> None:
    if _ENGINE not in config.stash:
        return
    try:
        loaded = corpus.load_corpora(_roots(config))
        known_path = config.getoption("baseline")
        levels = {case.id: case.level for case in loaded}
        config.stash[_KNOWN] = baseline.load(known_path, levels) if known_path else None
    except corpus.CorpusError as exc:
        raise pytest.UsageError(str(exc)) from exc
    tags, exclude_tags = words(config.getoption("tags")), words(config.getoption("exclude_tags"))
    ids = config.getoption("id")
    typo = corpus.unmatched(loaded, tags=tags, exclude_tags=exclude_tags, ids=ids)
    if typo is not None:
        raise pytest.UsageError(typo)
    cases = list(
        corpus.select(loaded, level=config.getoption("level"), tags=tags, exclude_tags=exclude_tags, ids=ids)
    )
    if not cases:
        raise pytest.UsageError(
            "no case matches the selection (check --level, --tags, --exclude-tags, --id, --corpus)"
        )
    by_file: dict[Path, list[Case]] = defaultdict(list)
    for case in cases:
        by_file[case.source].append(case)
    collected: list[pytest.Item] = []
    roots = _roots(config)
    for path, members in by_file.items():
        root = next((r for r in roots if path.resolve().is_relative_to(r)), path.parent)
        nodeid = f"{root.name}/{path.resolve().relative_to(root).as_posix()}"
        node = CorpusFile.from_parent(session, path=path, cases=members, nodeid=nodeid)
        in_file: list[pytest.Item] = []
        for group in node.collect():
            assert isinstance(group, Group)
            in_file += [item for item in group.collect() if isinstance(item, pytest.Item)]
        # Reported as collected, so the header counts them: "collected N items / M deselected / K selected".
        result: list[pytest.Item | pytest.Collector] = [*in_file]
        config.hook.pytest_collectreport(report=pytest.CollectReport(node.nodeid, "passed", None, result))
        collected += in_file
    if items:
        config.hook.pytest_deselected(items=list(items))
    items[:] = collected


def pytest_collection_finish(session: pytest.Session) -> None:
    """The items are final (deselections done): plan to run their cases ahead, in their order."""
    ahead = session.config.stash.get(_AHEAD, None)
    if ahead is not None:
        ahead.plan([item.case for item in session.items if isinstance(item, CaseItem)])


def pytest_unconfigure(config: pytest.Config) -> None:
    engine = config.stash.get(_ENGINE, None)
    if engine is not None:
        engine.close()
        engine.impl.close()
