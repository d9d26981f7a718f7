"""Shared by the project's tests: the fakes (tests/fakes/) import by name, and the reviewed snapshots of
the generated and wild corpora live beside them (corpora/<folder>/__snapshots__/<file>.json)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from syrupy.extensions.json import JSONSnapshotExtension
from syrupy.location import PyTestLocation

from suite.corpus import DEFAULT_CORPUS_ROOT, SNAPSHOT_DIR

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
