"""Snapshots of the wild corpus live beside it: corpora/wild/__snapshots__/<server>.json."""

from __future__ import annotations

from pathlib import Path

import pytest
from syrupy.extensions.json import JSONSnapshotExtension
from syrupy.location import PyTestLocation

from suite.corpus import DEFAULT_CORPUS_ROOT, SNAPSHOT_DIR

WILD = DEFAULT_CORPUS_ROOT / "wild"


class WildSnapshotExtension(JSONSnapshotExtension):
    """One JSON snapshot per wild corpus file, keyed by `group/case`, stored beside it."""

    @classmethod
    def dirname(cls, *, test_location: PyTestLocation) -> str:
        return str(WILD / SNAPSHOT_DIR)

    @classmethod
    def discovery_dirname(cls, *, test_location: PyTestLocation) -> str:
        return cls.dirname(test_location=test_location)

    @classmethod
    def get_snapshot_name(cls, *, test_location: PyTestLocation, index: object = 0) -> str:
        return test_location.item.callspec.id

    @classmethod
    def matches_test_location(cls, *, test_location: PyTestLocation, snapshot_location: str) -> bool:
        callspec = getattr(test_location.item, "callspec", None)
        return callspec is not None and Path(snapshot_location).stem == callspec.id


@pytest.fixture
def wild_snapshot(snapshot):
    return snapshot.use_extension(WildSnapshotExtension)
