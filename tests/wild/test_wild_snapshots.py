"""The reference's answers to every wild case, recorded as reviewed snapshots.

Record or update with `pytest tests/wild/test_wild_snapshots.py --snapshot-update` (never in CI),
then review the diff like code.
"""

from __future__ import annotations

import pytest

from toolcall_conformance import reference
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, corpus_files, load_file

WILD = DEFAULT_CORPUS_ROOT / "wild"

FILES = corpus_files(WILD) if WILD.exists() else []


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_wild_snapshot(path, wild_snapshot):
    answers = {}
    for case in load_file(path, WILD, snapshots=False):
        if case.from_snapshot:
            local = case.id.split("/", 1)[1]
            answers[local] = reference.prepare_arguments(case.tool.as_json(), case.arguments)
    assert answers == wild_snapshot
