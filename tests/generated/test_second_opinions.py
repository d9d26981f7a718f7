"""Snapshots are recorded from the reference, so each is checked against opinions that are not.

- Round trip: a core case rewrites a typed sample the way models send it; the core rules undo
  every such rewrite, so the snapshot must be the typed sample again.
- Ref-inlined form: SPEC 2's defining property; the same arguments against the schema with its
  refs inlined by `referencing` must give the snapshot.
- Freshness: the committed generated corpora are exactly what the generators make now.
"""

from __future__ import annotations

import json

import pytest

from toolcall_conformance import reference
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, corpus_files, load_corpora
from toolcall_conformance.generators import build
from toolcall_conformance.generators.inline import CyclicSchema, inline
from toolcall_conformance.runner.diff import differences

GENERATED = DEFAULT_CORPUS_ROOT / "generated"
CASES = [c for c in load_corpora([DEFAULT_CORPUS_ROOT]) if c.from_snapshot and c.id.startswith("generated/")]


def raw_cases():
    for path in corpus_files(GENERATED):
        document = json.loads(path.read_text("utf-8"))
        for group in document["groups"]:
            for case in group["cases"]:
                yield path.stem, group, case


def test_every_generated_case_has_a_snapshot():
    assert len(CASES) == sum(1 for _ in raw_cases()) >= 400


def test_core_snapshots_are_the_typed_samples():
    by_id = {c.id: c for c in CASES}
    checked, wrong = 0, []
    for stem, group, raw in raw_cases():
        if raw["level"] != "core":
            continue
        case = by_id[f"generated/{stem}/{group['id']}/{raw['id']}"]
        found = differences(raw["provenance"]["typed"], case.expected)
        if found:
            wrong.append(f"{case.id}: {found[0]}")
        checked += 1
    assert checked > 300
    assert not wrong, "\n".join(wrong[:20])


def test_typed_arguments_pass_through_unchanged():
    typed = [c for c in CASES if c.id.endswith("/typed")]
    assert len(typed) > 50
    assert [c.id for c in typed if differences(c.arguments, c.expected)] == []


def test_ref_inlined_form_gives_the_same_snapshot():
    compared, cyclic, wrong = 0, 0, []
    for case in CASES:
        parameters = case.tool.parameters
        if "$ref" not in json.dumps(parameters):
            continue
        try:
            inlined = inline(parameters)
        except CyclicSchema:
            cyclic += 1
            continue
        tool = {**case.tool.as_json(), "parameters": inlined}
        found = differences(case.expected, reference.prepare_arguments(tool, case.arguments))
        if found:
            wrong.append(f"{case.id}: {found[0]}")
        compared += 1
    assert compared > 500 and cyclic > 0
    assert not wrong, "\n".join(wrong[:20])


@pytest.mark.skipif(not (build.NODE_FIXTURES / "node_modules").exists(), reason="needs `make node-deps`")
def test_committed_generated_corpora_are_fresh():
    files = build.all_files()
    committed = {p.name: p.read_text("utf-8") for p in GENERATED.glob("*.json")}
    assert sorted(committed) == sorted(files), "run `make corpora` and commit"
    stale = [name for name, text in files.items() if committed[name] != text]
    assert not stale, f"stale generated corpora {stale}: run `make corpora` and commit"
