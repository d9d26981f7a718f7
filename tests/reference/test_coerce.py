"""SPEC §1.2 top-level coercion, §1.3 nested JSON strings, §1.4 robustness."""

from __future__ import annotations

import pytest

from toolcall_conformance.reference import prepare_arguments


def coerce(property_schema, value, **extra):
    schema = {"type": "object", "properties": {"v": property_schema}, **extra}
    return prepare_arguments({"name": "t", "parameters": schema}, {"v": value})["v"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("5", 5),
        (" 5 ", 5),
        ("5.0", 5),
        ("1e3", 1000),
        ("-3", -3),
        ("9007199254740993", 9007199254740993),
        ("-0", 0),
        ("1E+2", 100),
    ],
)
def test_integer_from_json_number_text(same, text, expected):
    same(coerce({"type": "integer"}, text), expected)


@pytest.mark.parametrize(
    "text", ["5.5", "abc", "inf", "NaN", "1e400", "-Infinity", "", "0x10", "1.0000000000000000001"]
)
def test_integer_rule_leaves_other_strings(same, text):
    same(coerce({"type": "integer"}, text), text)


def test_big_integer_is_exact():
    assert coerce({"type": "integer"}, "123456789012345678901234567890") == 123456789012345678901234567890
    assert coerce({"type": "integer"}, "1e30") == 10**30


@pytest.mark.parametrize(("text", "expected"), [("1_000", 1000), ("+5", 5), ("١٢", 12), ("05", 5), ("5.", 5)])
def test_hermes_python_number_spellings(same, text, expected):
    same(coerce({"type": "integer"}, text), expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("5", 5),
        ("5.0", 5),
        ("5.5", 5.5),
        (" -2.25 ", -2.25),
        ("1e3", 1000),
        ("1_000.5", 1000.5),
        ("9007199254740993", 9007199254740993),
    ],
)
def test_number(same, text, expected):
    same(coerce({"type": "number"}, text), expected)


@pytest.mark.parametrize("text", ["1e400", "inf", "nan", "five"])
def test_number_rule_leaves_non_finite_and_non_numbers(same, text):
    same(coerce({"type": "number"}, text), text)


@pytest.mark.parametrize(
    ("text", "expected"), [("true", True), (" FALSE ", False), ("True", True), ("yes", "yes"), ("1", "1")]
)
def test_boolean(same, text, expected):
    same(coerce({"type": "boolean"}, text), expected)


def test_booleans_are_not_numbers(same):
    same(coerce({"type": "integer"}, True), True)
    same(coerce({"type": "number"}, False), False)
    same(coerce({"type": "boolean"}, 1), 1)


def test_object_and_array_from_json_text(same):
    same(coerce({"type": "object"}, ' {"a": 1} '), {"a": 1})
    same(coerce({"type": "object"}, "[1]"), "[1]")
    same(coerce({"type": "array"}, "[1, 2]"), [1, 2])


def test_array_wraps_other_non_null_values(same):
    same(coerce({"type": "array"}, "abc"), ["abc"])
    same(coerce({"type": "array"}, 5), [5])
    same(coerce({"type": "array"}, {"a": 1}), [{"a": 1}])
    same(coerce({"type": "array"}, None), None)


def test_array_wrap_only_when_type_is_exactly_array(same):
    same(coerce({"type": ["array", "null"]}, "abc"), "abc")
    same(coerce({"type": ["array", "string"]}, "abc"), "abc")


@pytest.mark.parametrize(
    "schema",
    [
        {"type": "null"},
        {"type": ["integer", "null"]},
        {"type": "string", "nullable": True},
        {"type": "integer", "anyOf": [{"type": "integer"}, {"type": "null"}]},
        {"type": "object", "oneOf": [{"type": "object"}, {"$ref": "#/$defs/N"}]},
        {"anyOf": [{"type": "integer"}, {"type": "null"}]},
    ],
)
def test_null_rule_whatever_the_type(same, schema):
    for text in ["null", " NULL ", "Null"]:
        same(coerce(schema, text, **{"$defs": {"N": {"type": "null"}}}), None)


def test_null_text_stays_when_null_is_not_allowed(same):
    same(coerce({"type": "string"}, "null"), "null")
    same(coerce({"type": "integer"}, "null"), "null")


def test_list_of_types_first_changing_rule_wins(same):
    same(coerce({"type": ["integer", "string"]}, "5"), 5)
    same(coerce({"type": ["string", "integer"]}, "5"), 5)
    same(coerce({"type": ["boolean", "integer"]}, "true"), True)
    same(coerce({"type": ["integer", "number"]}, "5.5"), 5.5)
    same(coerce({"type": ["object", "array"]}, "[1]"), [1])


def test_nothing_else_changes(same):
    same(coerce({"type": "string"}, "5"), "5")
    same(coerce({"type": "integer"}, 5.0), 5.0)
    same(coerce({"type": "number"}, 5), 5)
    same(coerce({"type": "object"}, "{nope"), "{nope")


def test_hermes_no_top_level_type_gets_only_the_null_rule(same):
    same(coerce({"anyOf": [{"type": "integer"}, {"type": "null"}]}, "5"), "5")
    same(coerce({"anyOf": [{"type": "object"}, {"type": "null"}]}, '{"a": 1}'), '{"a": 1}')


def test_type_through_ref(same):
    same(coerce({"$ref": "#/$defs/C"}, "5", **{"$defs": {"C": {"type": "integer"}}}), 5)


def test_spec_nested_example(same):
    schema = {"type": "object", "properties": {"labels": {"type": "array"}}}
    same(coerce(schema, '{"labels": "[\\"a\\"]"}'), {"labels": ["a"]})


def test_nested_strings_in_native_containers(same):
    schema = {"type": "array", "items": {"type": "object", "properties": {"q": {"type": "array"}}}}
    same(coerce(schema, ['{"q": "[1]"}', {"q": "[2]"}]), [{"q": [1]}, {"q": [2]}])


def test_nested_arrays_parsed_from_string_are_normalized(same):
    schema = {"type": "array", "items": {"type": "array", "items": {"type": "object"}}}
    same(coerce(schema, '[["{}"]]'), [[{}]])


def test_nested_position_admits_through_union_branches_and_refs(same):
    inner = {"type": "object", "properties": {"q": {"type": "array"}}}
    for position in ({"anyOf": [inner, {"type": "null"}]}, {"allOf": [inner]}, {"$ref": "#/$defs/I"}):
        schema = {"type": "object", "properties": {"u": position}}
        same(coerce(schema, {"u": '{"q": "[1]"}'}, **{"$defs": {"I": inner}}), {"u": {"q": [1]}})


def test_nested_string_of_wrong_kind_stays(same):
    schema = {"type": "object", "properties": {"c": {"type": "object"}, "s": {"type": "string"}}}
    same(coerce(schema, {"c": "[1]", "s": "[1]"}), {"c": "[1]", "s": "[1]"})


def test_scalars_nested_inside_containers_are_not_coerced(same):
    schema = {"type": "array", "items": {"type": "integer"}}
    same(coerce(schema, ["5", "true"]), ["5", "true"])
    same(coerce({"type": "object", "properties": {"n": {"type": "integer"}}}, {"n": "5"}), {"n": "5"})


@pytest.mark.parametrize("property_schema", [True, False, "integer", 5, None, []])
def test_non_object_property_schema_leaves_value(same, property_schema):
    same(coerce(property_schema, "5"), "5")


def test_unknown_arguments_pass_through(same):
    schema = {"type": "object", "properties": {"n": {"type": "integer"}}}
    same(prepare_arguments({"name": "t", "parameters": schema}, {"x": "5"}), {"x": "5"})


def test_cyclic_schema_terminates(same):
    tree = {"type": "object", "properties": {"kids": {"type": "array", "items": {"$ref": "#/$defs/T"}}}}
    schema = {"type": "object", "properties": {"t": {"$ref": "#/$defs/T"}}, "$defs": {"T": tree}}
    value = {"kids": [{"kids": ['{"kids": "[]"}']}]}
    out = prepare_arguments({"name": "t", "parameters": schema}, {"t": value})
    same(out, {"t": {"kids": [{"kids": [{"kids": []}]}]}})
    loop = {
        "type": "object",
        "properties": {"a": {"$ref": "#/$defs/A"}},
        "$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/A"}},
    }
    same(prepare_arguments({"name": "t", "parameters": loop}, {"a": "5"}), {"a": "5"})


def test_deep_arguments_do_not_overflow():
    value: list = []
    for _ in range(5000):
        value = [value]
    schema = {"type": "object", "properties": {"v": {"type": "array", "items": {"$ref": "#/properties/v"}}}}
    out = prepare_arguments({"name": "t", "parameters": schema}, {"v": value})
    depth = 0
    node = out["v"]
    while node:
        node, depth = node[0], depth + 1
    assert depth == 5000
