"""Answers that conform at core level beside Hermes' own (SPEC §0, §1.2, §1.3): how the corpora list
them, how the judge reads them at each level, and that the listed ones are what the rule derives."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from toolcall_conformance import corpus
from toolcall_conformance.corpus import CorpusError
from toolcall_conformance.generators.alternatives import core_alternatives
from toolcall_conformance.model import CoerceCase, Level, Outcome, Rejection
from toolcall_conformance.runner import baseline
from toolcall_conformance.runner.engine import judge
from toolcall_conformance.runner.expectations import alternatives_problems
from toolcall_conformance.runner.signatures import signature

NESTED = "nested/containers/nested-integer-text-not-coerced"
TYPE_LIST = "coerce/type-lists/string-then-integer"


@cache
def cases() -> dict[str, CoerceCase]:
    loaded = corpus.select(corpus.load_corpora([corpus.DEFAULT_CORPUS_ROOT]), level=Level.HERMES)
    return {case.id: case for case in loaded if isinstance(case, CoerceCase)}


@pytest.mark.parametrize(
    ("case_id", "hermes", "other"),
    [
        (NESTED, {"filters": {"limit": "5"}}, {"filters": {"limit": 5}}),
        (TYPE_LIST, {"text_or_int": 5}, {"text_or_int": "5"}),
    ],
)
def test_core_accepts_the_other_choice_and_hermes_keeps_its_own(case_id, hermes, other):
    case = cases()[case_id]
    assert case.expected == hermes and case.core_alternatives == (other,)
    at_core, at_hermes = judge(case, [other], Level.CORE), judge(case, [other], Level.HERMES)
    assert (at_core.outcome, at_core.core_conforms) == (Outcome.PASSED, True)
    assert (at_hermes.outcome, at_hermes.core_conforms) == (Outcome.FAILED, True)
    assert at_hermes.passes_core
    assert signature(at_hermes).level == Level.HERMES  # its finding is of hermes level
    for level in Level:
        assert judge(case, [hermes], level).outcome == Outcome.PASSED


def test_an_answer_the_schema_accepts_but_the_case_does_not_list_fails_at_core():
    case = cases()[TYPE_LIST]
    result = judge(case, [{"text_or_int": "five"}], Level.CORE)
    assert (result.outcome, result.core_conforms) == (Outcome.FAILED, False)
    assert signature(result).level == Level.CORE


def test_a_rejection_fails_where_a_listed_core_answer_is_valid():
    case = cases()[NESTED]  # Hermes' answer keeps "5" where the schema says integer: invalid
    for level in Level:
        result = judge(case, [Rejection("limit must be integer")], level)
        assert result.outcome == Outcome.FAILED and "listed as conforming at core" in result.message


def test_a_core_run_does_not_call_a_hermes_finding_stale(tmp_path):
    case = cases()[NESTED]
    path = tmp_path / "b.json"
    path.write_text(
        json.dumps(
            {
                "description": "d",
                "known_failures": {"hermes-choice": [NESTED]},
                "reasons": {"hermes-choice": "x"},
            }
        )
    )
    known = baseline.load(path, [NESTED])
    passed_at_core = judge(case, [{"filters": {"limit": 5}}], Level.CORE)
    verdict = baseline.compare(known, [passed_at_core], frozenset({"coerce"}))
    assert verdict.ok and not verdict.stale
    hermes_only_passed = judge(case, [{"filters": {"limit": "5"}}], Level.CORE)
    assert baseline.compare(known, [hermes_only_passed], frozenset({"coerce"})).stale == [NESTED]


def _corpus(tmp_path: Path, case: dict) -> Path:
    tool = {
        "name": "t",
        "origin": "native",
        "parameters": {"type": "object", "properties": {"n": {"type": "integer"}}},
    }
    document = {
        "description": "d",
        "groups": [{"id": "g", "description": "d", "kind": "coerce", "tool": tool, "cases": [case]}],
    }
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(document))
    return path


def _case(level: str, alternatives: list) -> dict:
    return {
        "id": "c",
        "description": "d",
        "level": level,
        "tags": ["t"],
        "spec": "1.3",
        "arguments": {"n": "5"},
        "expected": {"n": 5},
        "core_alternatives": alternatives,
    }


def test_a_hermes_case_lists_no_core_alternatives(tmp_path):
    with pytest.raises(CorpusError, match="core_alternatives"):
        corpus.load_file(_corpus(tmp_path, _case("hermes", [{"n": 6}])), tmp_path)


def test_check_refuses_a_listed_answer_that_is_invalid_or_the_expected_one(tmp_path):
    loaded = corpus.load_file(_corpus(tmp_path, _case("core", [{"n": "five"}, {"n": 5}])), tmp_path)
    problems = alternatives_problems(loaded)
    assert any("'core_alternatives' at [0]: not valid against the tool's schema" in p for p in problems)
    assert any("'core_alternatives' at [1]: it is the expected answer itself" in p for p in problems)


def test_the_hand_written_corpora_list_exactly_what_the_rule_derives():
    """Freshness of the listed answers (the generated corpora's is their builders'): each core case
    lists the valid answers the other choices give, and nothing else."""
    compared = listed = 0
    wrong = []
    for case in cases().values():
        if case.level != Level.CORE or case.id.startswith(("generated/", "wild/", "adversarial/")):
            continue
        derived = core_alternatives(case.tool.as_json(), case.arguments, case.expected)
        if derived != list(case.core_alternatives):
            wrong.append(f"{case.id}: lists {list(case.core_alternatives)}, the rule derives {derived}")
        compared, listed = compared + 1, listed + bool(derived)
    assert compared > 500 and listed > 30
    assert not wrong, "\n".join(wrong[:10])
