"""Shared by the project's tests: the fakes (tests/fakes/) import by name, and the reviewed snapshots of
the generated and wild corpora live beside them (corpora/<folder>/__snapshots__/<file>.json).

Two tiers. A test marked `@pytest.mark.e2e(reason="why it cannot be fast")` is end to end (real
builds, every row's repros, README commands, init flows on real Node): `make test` leaves it out and
says how many it left out, `make test-e2e` (`pytest -m e2e`) runs those alone, and `.ci/run` runs
both. Any `-m` expression given selects as written.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, cast

import pytest
from syrupy.extensions.json import JSONSnapshotExtension
from syrupy.location import PyTestLocation

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, SNAPSHOT_DIR

sys.path.insert(0, str(Path(__file__).parent / "fakes" / "miniatures"))


def snapshots_beside(folder: Path) -> type[JSONSnapshotExtension]:
    """One JSON snapshot per corpus file of `folder`, keyed by `group/case`, stored beside it."""

    class CorpusSnapshotExtension(JSONSnapshotExtension):
        @classmethod
        def dirname(cls, *, test_location: PyTestLocation) -> str:
            return str(folder / SNAPSHOT_DIR)

        @classmethod
        def discovery_dirname(cls, *, test_location: PyTestLocation) -> str:
            return cls.dirname(test_location=test_location)

        @classmethod
        def get_snapshot_name(cls, *, test_location: PyTestLocation, index: object = 0) -> str:
            return str(test_location.item.callspec.id)

        @classmethod
        def matches_test_location(cls, *, test_location: PyTestLocation, snapshot_location: str) -> bool:
            callspec = getattr(test_location.item, "callspec", None)
            return callspec is not None and Path(snapshot_location).stem == callspec.id

    return CorpusSnapshotExtension


GENERATED_SNAPSHOTS = snapshots_beside(DEFAULT_CORPUS_ROOT / "generated")
WILD_SNAPSHOTS = snapshots_beside(DEFAULT_CORPUS_ROOT / "wild")


@pytest.fixture
def corpus_snapshot(snapshot: Any) -> Any:
    return snapshot.use_extension(GENERATED_SNAPSHOTS)


@pytest.fixture
def wild_snapshot(snapshot: Any) -> Any:
    return snapshot.use_extension(WILD_SNAPSHOTS)


E2E = "e2e"
E2E_COMMAND = "make test-e2e"  # or: .venv/bin/python -m pytest -m e2e
_LEFT_OUT = pytest.StashKey[int]()


def _reason(item: pytest.Item) -> str:
    mark = item.get_closest_marker(E2E)
    assert mark is not None
    return str(mark.kwargs.get("reason") or (mark.args[0] if mark.args else "")).strip()


@pytest.hookimpl(trylast=True)  # after -k: the count is of what this run would have run
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Every end-to-end test says why it cannot be fast; without `-m`, they are left out and counted."""
    slow = [item for item in items if item.get_closest_marker(E2E) is not None]
    unexplained = [item.nodeid for item in slow if not _reason(item)]
    if unexplained:
        raise pytest.UsageError(
            f'{unexplained[0]}: @pytest.mark.e2e needs reason="..." saying why it cannot be fast'
            + (f" (and {len(unexplained) - 1} more)" if len(unexplained) > 1 else "")
        )
    if config.getoption("markexpr") or config.getoption("impl", None):
        return
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if item.get_closest_marker(E2E) is None]
    config.stash[_LEFT_OUT] = len(slow)
    if hasattr(config, "workeroutput"):  # an xdist worker: the controller prints the line
        cast(dict[str, Any], config.workeroutput)["e2e_left_out"] = len(slow)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    left_out = getattr(node, "workeroutput", {}).get("e2e_left_out")
    if left_out is not None:
        node.config.stash[_LEFT_OUT] = left_out


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    left_out = config.stash.get(_LEFT_OUT, 0)
    if left_out:
        terminalreporter.write_line(
            f"fast tier: {left_out} end-to-end test{'s' * (left_out != 1)} left out "
            f"(marked e2e, each with its reason); run them with `{E2E_COMMAND}`",
            yellow=True,
        )
