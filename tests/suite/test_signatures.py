"""Cause signatures: cases failing for one cause share one, cases failing for different causes do not.

The causes are planted: miniatures with one bug each run through the engine on bundled cases, and
hand-made results whose schema puts the difference behind a `$ref`, in a union branch or in JSON text.
"""

from __future__ import annotations

from pathlib import Path

from miniatures import BY_NAME

from suite.corpus import DEFAULT_CORPUS_ROOT, load_corpora
from suite.model import CoerceCase, Level, Outcome, Result, Tool
from suite.runner.engine import run
from suite.runner.expectations import check_coerce
from suite.runner.signatures import message_class, not_run, signature

SEED_REF = "seed/seed-native/count-string-behind-defs-ref"
BIG_INTEGER = "coerce/integer/beyond-2-pow-53-exact"


def bundled(*ids: str) -> list:
    cases = {case.id: case for case in load_corpora([DEFAULT_CORPUS_ROOT])}
    return [cases[case_id] for case_id in ids]


def wrong(schema: dict, arguments: dict, expected: dict, actual: dict, spec: str = "1.2") -> Result:
    """A wrong answer to a hand-made case, judged as the engine judges it."""
    case = CoerceCase("f/g/c", Level.CORE, ("coerce",), spec, "", Path("f.json"), expected,
                      Tool("t", {"type": "object", **schema}), arguments)  # fmt: skip
    found = tuple(check_coerce(case, actual))
    assert found, "the hand-made answer must be wrong"
    return Result(case, Outcome.FAILED, actual, "\n".join(map(str, found)), found)


def test_a_ref_not_followed_and_a_rounded_integer_are_two_causes():
    [ref_case] = bundled(SEED_REF)
    [big_case] = bundled(BIG_INTEGER)
    [ref_result] = run(BY_NAME["ignores-ref"], [ref_case])
    [big_result] = run(BY_NAME["integers-through-float"], [big_case])
    assert ref_result.outcome == big_result.outcome == Outcome.FAILED
    ref, big = signature(ref_result), signature(big_result)
    assert ref.text == "SPEC §1.2 · integer expected, string kept, behind $ref"
    assert big.text == "SPEC §1.2 · integer value differs, at the top level"
    assert ref.key != big.key
    assert ref.key == "wrong-1.2-integer-expected-string-kept-behind-ref"


def test_the_same_cause_on_other_cases_gives_the_same_signature():
    cases = [c for c in load_corpora([DEFAULT_CORPUS_ROOT]) if c.id.startswith("seed/seed-native/")]
    results = [r for r in run(BY_NAME["ignores-ref"], cases) if r.outcome == Outcome.FAILED]
    by_key: dict[str, list[str]] = {}
    for result in results:
        by_key.setdefault(signature(result).key, []).append(result.case.id)
    integer = by_key["wrong-1.2-integer-expected-string-kept-behind-ref"]
    assert SEED_REF in integer and len(integer) > 1, by_key


def test_where_a_union_branch_json_text_a_nested_member_and_a_value_changed_on_the_way():
    union = {"properties": {"v": {"anyOf": [{"type": "integer"}, {"type": "null"}]}}}
    assert signature(wrong(union, {"v": "3"}, {"v": 3}, {"v": "3"})).text == (
        "SPEC §1.2 · integer expected, string kept, inside a union branch"
    )
    text = {"properties": {"cfg": {"type": "object", "properties": {"n": {"type": "integer"}}}}}
    assert signature(wrong(text, {"cfg": '{"n": "5"}'}, {"cfg": {"n": 5}}, {"cfg": {"n": "5"}})).text == (
        "SPEC §1.2 · integer expected, string kept, inside parsed JSON text"
    )
    assert signature(wrong(text, {"cfg": {"n": "5"}}, {"cfg": {"n": 5}}, {"cfg": {"n": "6"}})).text == (
        "SPEC §1.2 · integer expected, string given, nested"
    )
    renamed = {"properties": {"a b": {"type": "string"}}}
    missing = wrong(renamed, {"a_b": "x"}, {"a b": "x"}, {"a_b": "x"}, spec="1.1")
    assert signature(missing).text == "SPEC §1.1 · string expected, key missing, at the top level"


def test_hermes_level_is_part_of_the_signature():
    result = wrong({"properties": {"v": {"type": "integer"}}}, {"v": "3"}, {"v": 3}, {"v": "3"})
    hermes = Result(
        CoerceCase(**{**vars(result.case), "level": Level.HERMES}), result.outcome, result.actual,
        result.message, result.differences,
    )  # fmt: skip
    assert signature(hermes).key != signature(result).key
    assert "hermes level" in signature(hermes).text


def test_messages_of_one_mechanism_share_a_class_and_other_mechanisms_do_not():
    one = message_class("coerce seq 12: implementation replied with an error: AttributeError: 'bool' object "
                        "has no attribute 'get'\n--- stderr (tail) ---\nx")  # fmt: skip
    same = message_class('coerce seq 907: implementation replied with an error: AttributeError: "str" object '
                         'has no attribute "keys"')  # fmt: skip
    other = message_class("coerce seq 12: implementation replied with an error: TypeError: 'bool' object "
                          "is not iterable")  # fmt: skip
    assert one == same != other
    assert message_class("no answer within 5 s at /tmp/a/b.py:12 for id 3f2a9c1e77") == message_class(
        "no answer within 30.5 s at /home/x/y.js:9 for id 0b1c2d3e4f5a"
    )
    assert message_class('you sent 2. Retry with only: {"a": [1, {"b": 2}]}') == message_class(
        'you sent 10. Retry with only: {"c": {}}'
    )


def test_a_case_the_engine_gave_up_on_is_told_apart():
    result = wrong({"properties": {"v": {"type": "integer"}}}, {"v": "3"}, {"v": 3}, {"v": "3"})
    cut = Result(result.case, Outcome.ERRORED, message="not run: the implementation is broken (10 cases ...)")
    assert not_run(cut) and not not_run(result)
