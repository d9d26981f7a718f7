"""SPEC's opening principle over every bundled corpus, checked from the schema alone
(toolcall_conformance/corpus/kept_valid.py): a value valid as sent is kept by an accepted core
answer, and equivalent schemas accept the same answers. Each finding is an exception a SPEC rule
names, or the test fails."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from toolcall_conformance import corpus
from toolcall_conformance.corpus import kept_valid
from toolcall_conformance.model import Level

# Findings a SPEC rule makes exceptions of, beyond those the check itself names (a key unmapping
# renames, SPEC §1.1): none today. Each entry: case id -> the rule.
EXCEPTIONS: dict[str, str] = {}


@cache
def findings() -> tuple[kept_valid.Finding, ...]:
    cases = corpus.select(corpus.load_corpora([corpus.DEFAULT_CORPUS_ROOT]), level=Level.HERMES)
    return tuple(kept_valid.check(cases))


def test_every_bundled_core_case_keeps_what_is_valid_as_sent():
    unlisted = [str(f) for f in findings() if f.exempt is None and f.case not in EXCEPTIONS]
    assert not unlisted, "\n".join(unlisted[:20])


def test_every_exception_is_still_met_and_names_its_rule():
    flagged = {f.case for f in findings()}
    assert sorted(set(EXCEPTIONS) - flagged) == []
    assert all("SPEC §" in rule for rule in EXCEPTIONS.values())
    exempt = [f for f in findings() if f.exempt is not None]
    assert exempt and all(f.exempt.startswith("SPEC §1.1") for f in exempt)  # the check ran, and §1.1 is met


def _corpus(tmp_path: Path, properties: dict, cases: list[dict]) -> list:
    tool = {"name": "t", "origin": "native", "parameters": {"type": "object", "properties": properties}}
    group = {"id": "g", "description": "d", "kind": "coerce", "tool": tool, "cases": cases}
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"description": "d", "groups": [group]}))
    return corpus.load_file(path, tmp_path)


def _case(case_id: str, arguments: dict, expected: dict, alternatives: list | None = None) -> dict:
    case = {
        "id": case_id,
        "description": "d",
        "level": "core",
        "tags": ["t"],
        "spec": "1.2",
        "arguments": arguments,
        "expected": expected,
    }
    return case | ({"core_alternatives": alternatives} if alternatives else {})


def test_a_case_rejecting_a_valid_kept_value_is_flagged(tmp_path):
    untyped = {"n": {"nullable": True}}
    wrong = _corpus(tmp_path, untyped, [_case("c", {"n": "null"}, {"n": None})])
    (finding,) = kept_valid.check(wrong)
    assert (finding.case, finding.position, finding.exempt) == ("mine/g/c", "$.n", None)
    right = _corpus(tmp_path, untyped, [_case("c", {"n": "null"}, {"n": None}, [{"n": "null"}])])
    assert kept_valid.check(right) == []


def test_a_nested_union_with_a_string_branch_keeps_its_text(tmp_path):
    union = {
        "f": {"type": "object", "properties": {"o": {"oneOf": [{"type": "object"}, {"type": "string"}]}}}
    }
    sent, parsed = {"f": {"o": '{"a": 1}'}}, {"f": {"o": {"a": 1}}}
    flagged = {f.position for f in kept_valid.check(_corpus(tmp_path, union, [_case("c", sent, parsed)]))}
    assert flagged == {"$.f"}  # the outermost valid position; below it nothing more is asked
    assert kept_valid.check(_corpus(tmp_path, union, [_case("c", sent, parsed, [sent])])) == []


def test_equivalent_spellings_of_a_type_accept_the_same_answers(tmp_path):
    spellings = {"a": {"type": "array"}, "b": {"type": ["array"]}, "r": {"$ref": "#/properties/a"}}
    wrapped = [_case("a", {"a": "x"}, {"a": ["x"]}), _case("r", {"r": "x"}, {"r": ["x"]})]
    unwrapped = _case("b", {"b": "x"}, {"b": "x"})  # Hermes' answer alone: ["x"] is not accepted
    (finding,) = kept_valid.check(_corpus(tmp_path, spellings, [*wrapped, unwrapped]))
    assert (finding.case, finding.position) == ("mine/g/b", "$.b") and '["x"]' in finding.problem
    listed = _case("b", {"b": "x"}, {"b": "x"}, [{"b": ["x"]}])
    assert kept_valid.check(_corpus(tmp_path, spellings, [*wrapped, listed])) == []
