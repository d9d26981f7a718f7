"""The reference's answers to every generated case, recorded as reviewed snapshots.

Record or update with `make snapshots` (never in CI), then review the diff like code.
"""

from __future__ import annotations

import pytest

from toolcall_conformance import reference
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, corpus_files, load_file

GENERATED = DEFAULT_CORPUS_ROOT / "generated"

FILES = corpus_files(GENERATED) if GENERATED.exists() else []


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_generated_snapshot(path, corpus_snapshot):
    answers = {}
    for case in load_file(path, GENERATED, snapshots=False):
        if case.from_snapshot:
            local = case.id.split("/", 1)[1]
            answers[local] = reference.prepare_arguments(case.tool.as_json(), case.arguments)
    assert answers == corpus_snapshot
