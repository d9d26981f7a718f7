"""Type-strict JSON comparison: the judge every case relies on."""

import json

import pytest

from toolcall_conformance.model import NonJson, parse_answer, parse_json
from toolcall_conformance.runner.diff import differences, json_type, same


@pytest.mark.parametrize(
    ("a", "b"),
    [(True, 1), (1, 1.0), (1, "1"), (True, "true"), (None, "null"), (0, False), ([], {}), (1.0, "1.0")],
)
def test_values_of_different_json_types_differ(a, b):
    assert not same(a, b)
    assert not same(b, a)


@pytest.mark.parametrize(
    "value", [None, True, False, 0, 5, 2.5, "x", [], {}, {"a": [1, {"b": None}]}, 9007199254740993]
)
def test_a_value_equals_itself(value):
    assert same(value, value)


def test_json_type_tells_booleans_from_integers():
    assert [json_type(v) for v in (True, 1, 1.0, None)] == ["boolean", "integer", "number", "null"]


def test_difference_names_the_path_and_both_types():
    (difference,) = differences({"a": {"n": 5}}, {"a": {"n": "5"}})
    assert (difference.path, difference.expected, difference.actual) == ("$.a.n", 5, "5")
    found = str(difference)
    assert found == '$.a.n: expected integer 5, got string "5"'


def test_missing_unexpected_and_length_differences_are_all_reported():
    found = [str(d) for d in differences({"a": 1, "b": [1, 2]}, {"b": [1], "c": 3})]
    assert "$.a: missing (expected 1)" in found
    assert '$: unexpected key "c" = 3' in found
    assert "$.b: expected 2 items, got 1" in found


def test_key_order_matters_only_when_ordered():
    assert same({"a": 1, "b": 2}, {"b": 2, "a": 1})
    assert differences({"a": 1, "b": 2}, {"b": 2, "a": 1}, ordered=True)


def test_keys_that_are_not_identifiers_are_quoted():
    (found,) = map(str, differences({"first name": 1}, {"first name": 2}))
    assert found.startswith('$["first name"]:')


def test_large_integers_compare_exactly():
    assert not same(9007199254740993, 9007199254740992)
    assert not same(9007199254740993, 9007199254740993.0)


def test_the_sign_of_zero_counts():
    assert differences(0.0, -0.0) and differences(-0.0, 0.0)
    assert same(-0.0, -0.0) and same(0.0, 0.0)


@pytest.mark.parametrize(
    ("expected", "actual"),
    [(5.0, 5), (5, 5.0), ({"a": [5.0]}, {"a": [5]}), (0.0, -0.0), (-0.0, 0), (1e300, int(1e300))],
)
def test_at_core_an_integral_float_is_the_equal_integer_and_at_hermes_it_is_not(expected, actual):
    assert differences(expected, actual, exact_numbers=False) == []
    assert differences(expected, actual) != []  # hermes: the Python distinction is kept


@pytest.mark.parametrize(
    ("expected", "actual"),
    [
        (5.0, "5"),
        (1.0, True),
        (1, True),
        (0, False),
        (5.5, 5),
        (5, 5.5),
        (5.0, None),
        (2**53 + 1, float(2**53)),
    ],
)
def test_at_core_every_other_difference_stays_type_strict(expected, actual):
    assert differences(expected, actual, exact_numbers=False) != []


def test_a_value_json_cannot_carry_equals_nothing_and_is_shown_by_its_name():
    (difference,) = differences({"x": "NaN"}, {"x": NonJson("NaN")})
    assert str(difference) == '$.x: expected string "NaN", got non-JSON value NaN'
    assert differences({"$nonjson": "NaN"}, NonJson("NaN")) != []
    assert differences(5.5, NonJson("Infinity"), exact_numbers=False) != []
    assert json.loads(json.dumps({"x": NonJson("NaN")}, allow_nan=False)) == {"x": {"$nonjson": "NaN"}}


def test_an_answer_reads_the_bare_tokens_and_the_tagged_object_as_values_json_cannot_carry():
    read = parse_answer(
        '{"a": NaN, "b": [Infinity, -Infinity], "c": {"$nonjson": "undefined"}, "d": {"$nonjson": 1}}'
    )
    assert read == {
        "a": NonJson("NaN"),
        "b": [NonJson("Infinity"), NonJson("-Infinity")],
        "c": NonJson("undefined"),
        "d": {"$nonjson": 1},
    }
    assert type(read["d"]) is dict
    with pytest.raises(ValueError, match="NaN is not JSON"):
        parse_json('{"a": NaN}')  # a corpus, unlike an answer, never holds one
