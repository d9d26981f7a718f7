"""pytest plugin: with `--impl NAME`, every selected corpus case becomes a test item named by its id.

    pytest --impl reference --level hermes --tags ref unmap

In that mode only corpus cases run; other collected tests are deselected.

It uses the same engine as the command line, so both always agree.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from suite import corpus
from suite.adapters.registry import AdapterOptions, create
from suite.model import Implementation
from suite.runner import engine


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("toolcall-conformance")
    group.addoption("--impl", default=None, metavar="NAME", help="run the corpus cases against NAME")
    group.addoption("--corpus", action="append", type=Path, default=[], metavar="DIR", help="extra corpus")
    group.addoption("--level", choices=corpus.LEVELS, default="core", help="core (default) or hermes")
    group.addoption("--tags", action="append", default=[], metavar="TAG", help="only these tags")
    group.addoption("--impl-timeout", type=float, default=5.0, help="seconds per protocol request")


class CaseFailed(Exception):
    """The implementation's answer differs from the expectation (or it failed to answer)."""


class CorpusCollector(pytest.Collector):
    def __init__(self, *, cases: list[corpus.Case], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.cases = cases

    def collect(self) -> list[pytest.Item]:
        return [CaseItem.from_parent(self, name=case.id, case=case) for case in self.cases]


class CaseItem(pytest.Item):
    def __init__(self, *, case: corpus.Case, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.case = case

    def runtest(self) -> None:
        result = engine.run_case(_implementation(self.config), self.case)
        if result.outcome == "skipped":
            pytest.skip(result.message)
        if result.outcome != "passed":
            raise CaseFailed(f"{result.outcome}: {self.case.description}\n{result.message}")

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        if isinstance(excinfo.value, CaseFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.case.source, 0, self.case.id


_IMPLEMENTATION = pytest.StashKey[Implementation]()


def _implementation(config: pytest.Config) -> Implementation:
    if _IMPLEMENTATION not in config.stash:
        options = AdapterOptions(timeout=config.getoption("impl_timeout"))
        config.stash[_IMPLEMENTATION] = create(config.getoption("impl"), options)
    return config.stash[_IMPLEMENTATION]


def pytest_collection_modifyitems(
    session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
) -> None:
    if not config.getoption("impl"):
        return
    roots = [corpus.DEFAULT_CORPUS_ROOT, *config.getoption("corpus")]
    tags = [t for value in config.getoption("tags") for t in value.replace(",", " ").split()]
    try:
        loaded = corpus.load_corpora(roots)
    except corpus.CorpusError as exc:
        raise pytest.UsageError(str(exc)) from exc
    cases = list(corpus.select(loaded, level=config.getoption("level"), tags=tags))
    collector = CorpusCollector.from_parent(session, name="toolcall-conformance", cases=cases)
    collected = collector.collect()
    report = pytest.CollectReport(collector.nodeid, "passed", None, collected)
    config.hook.pytest_collectreport(report=report)  # counted like any collected test
    if items:  # conformance mode: the project's own tests are not what was asked for
        config.hook.pytest_deselected(items=list(items))
    items[:] = collected


def pytest_unconfigure(config: pytest.Config) -> None:
    impl = config.stash.get(_IMPLEMENTATION, None)
    if impl is not None:
        impl.close()
