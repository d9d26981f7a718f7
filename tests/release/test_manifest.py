"""The case manifest: current, never a released id with another meaning, and a digest of every field that
decides a verdict (and of none that does not)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from generate import changelog
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, manifest
from toolcall_conformance.corpus.manifest import Diff
from toolcall_conformance.model import CoerceCase

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def current() -> manifest.Manifest:
    return manifest.of_cases(load_corpora([DEFAULT_CORPUS_ROOT]))


def test_the_committed_manifest_is_current(current):
    assert manifest.MANIFEST.read_text("utf-8") == current.as_text(), (
        "corpora/manifest.json is stale: run `make changelog` and commit it"
    )
    assert manifest.committed_digest() == current.digest


def test_no_case_keeps_a_released_id_with_another_meaning(current):
    assert manifest.released(), "no release manifest in corpora/releases/"
    assert manifest.reused_ids(current) == []


def test_the_changelog_case_parts_are_current(current):
    text = changelog.CHANGELOG.read_text("utf-8")
    assert changelog.rewritten(text, changelog.case_parts(current, manifest.released())) == text, (
        "CHANGELOG.md's case lists are stale: run `make changelog` and commit it"
    )


def test_the_manifest_lists_no_manifest_as_a_case(current):
    assert not any(case_id.startswith(("manifest", "releases/")) for case_id in current.cases)


# A miniature corpus, released, then edited: in place (the rule broken) or under a new id (the rule kept).

CASE = {
    "id": "count",
    "description": "a numeric string becomes an integer",
    "level": "core",
    "tags": ["coerce"],
    "spec": "1.2",
    "arguments": {"n": "5"},
    "expected": {"n": 5},
}


def corpus(folder: Path, *cases: dict) -> manifest.Manifest:
    tool = {
        "name": "t",
        "origin": "native",
        "parameters": {"type": "object", "properties": {"n": {"type": "integer"}}},
    }
    group = {
        "id": "g",
        "description": "one integer property",
        "kind": "coerce",
        "tool": tool,
        "cases": list(cases),
    }
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mini.json").write_text(json.dumps({"description": "miniature", "groups": [group]}), "utf-8")
    return manifest.of_cases(load_corpora([folder]))


@pytest.fixture
def release(tmp_path) -> dict[str, Path]:
    """Version 1.0.0 of the miniature corpus, as `corpora/releases/` would keep it."""
    released = corpus(
        tmp_path / "v1", CASE, {**CASE, "id": "other", "arguments": {"n": "6"}, "expected": {"n": 6}}
    )
    (tmp_path / "releases").mkdir()
    (tmp_path / "releases" / "1.0.0.json").write_text(released.as_text(), "utf-8")
    return manifest.released(tmp_path / "releases")


def test_a_case_edited_in_place_fails(tmp_path, release):
    edited = corpus(
        tmp_path / "v2",
        {**CASE, "expected": {"n": "5"}},
        {**CASE, "id": "other", "arguments": {"n": "6"}, "expected": {"n": 6}},
    )
    (problem,) = manifest.reused_ids(edited, release)
    assert "'mini/g/count' pins something else than in 1.0.0" in problem
    assert "re-issue it as 'mini/g/count.2'" in problem


def test_a_reissued_id_passes_and_reads_as_reissued(tmp_path, release):
    reissued = corpus(
        tmp_path / "v2",
        {**CASE, "id": "count.2", "expected": {"n": "5"}},
        {**CASE, "id": "other", "arguments": {"n": "6"}, "expected": {"n": 6}},
    )
    assert manifest.reused_ids(reissued, release) == []
    diff = Diff(manifest.read(release["1.0.0"]), reissued)
    assert diff.reissued == {"mini/g/count.2": "mini/g/count"}
    assert diff.changed == {"mini/g/count.2": "re-issued from mini/g/count"}


@pytest.mark.parametrize(
    "edit",
    [
        {"arguments": {"n": "05"}},
        {"expected": {"n": 5.0}},
        {"level": "hermes"},
        {"timeout": 1},
        {
            "tool": {
                "name": "t",
                "origin": "mcp",
                "parameters": {"type": "object", "properties": {"n": {"type": "integer"}}},
            }
        },
        {
            "tool": {
                "name": "t",
                "origin": "native",
                "parameters": {"type": "object", "properties": {"n": {"type": "number"}}},
            }
        },
    ],
    ids=["arguments", "expected", "level", "timeout", "origin", "schema"],
)
def test_every_field_that_decides_a_verdict_is_pinned(tmp_path, edit):
    before = corpus(tmp_path / "a", CASE).cases["mini/g/count"]
    after = corpus(tmp_path / "b", {**CASE, **edit}).cases["mini/g/count"]
    assert before.digest != after.digest


@pytest.mark.parametrize(
    "edit",
    [
        {"description": "said otherwise"},
        {"tags": ["coerce", "integer"]},
        {"spec": "1"},
        {"provenance": {"by": "hand"}},
    ],
    ids=["description", "tags", "spec", "provenance"],
)
def test_what_decides_no_verdict_is_not_pinned(tmp_path, edit):
    before = corpus(tmp_path / "a", CASE).cases["mini/g/count"]
    after = corpus(tmp_path / "b", {**CASE, **edit}).cases["mini/g/count"]
    assert before.digest == after.digest


def test_a_field_the_case_format_gains_is_pinned_without_the_manifest_learning_of_it(tmp_path):
    """A case type with one more field (as the answers that conform at core level were added) digests it
    where a case sets it; a case that leaves it at its default keeps the digest it had."""

    @dataclasses.dataclass(frozen=True)
    class WithConforming(CoerceCase):
        conforming: tuple[dict, ...] = ()

    corpus(tmp_path / "a", CASE)
    (case,) = load_corpora([tmp_path / "a"])
    plain = {f.name: getattr(case, f.name) for f in dataclasses.fields(case)}
    one = WithConforming(**plain, conforming=({"n": 5},))
    other = WithConforming(**plain, conforming=({"n": 5}, {"n": "5"}))
    assert manifest.of_cases([one]).cases[case.id].digest != manifest.of_cases([other]).cases[case.id].digest
    unset = WithConforming(**plain)
    assert manifest.of_cases([unset]).cases[case.id].digest == manifest.of_cases([case]).cases[case.id].digest
