"""SPEC §1.1: property-name sanitizing and key unmapping."""

from __future__ import annotations

from toolcall_conformance.reference import prepare_arguments
from toolcall_conformance.reference.keys import sanitized_names


def prepare(properties, arguments, **extra):
    schema = {"type": "object", "properties": properties, **extra}
    return prepare_arguments({"name": "t", "parameters": schema}, arguments)


def test_conforming_names_keep_their_name():
    assert sanitized_names(["a", "a-b", "a.b", "A_9"]) == {"a": "a", "a-b": "a-b", "a.b": "a.b", "A_9": "A_9"}


def test_each_outside_code_point_becomes_one_underscore():
    assert sanitized_names(["a b"]) == {"a b": "a_b"}
    assert sanitized_names(["é"]) == {"é": "_"}
    assert sanitized_names(["😀x"]) == {"😀x": "_x"}
    assert sanitized_names(["$ref"]) == {"$ref": "_ref"}


def test_empty_result_becomes_param():
    assert sanitized_names([""]) == {"": "param"}


def test_long_names_are_cut_to_64():
    conforming_but_long = "x" * 70
    assert sanitized_names([conforming_but_long]) == {conforming_but_long: "x" * 64}


def test_conforming_names_are_reserved_first_whatever_their_position():
    assert sanitized_names(["a b", "a_b"]) == {"a b": "a_b_2", "a_b": "a_b"}


def test_clash_takes_first_free_suffix():
    names = ["a b", "a\tb", "a_b", "a_b_2", "a-b", "a/b"]
    assert sanitized_names(names) == {
        "a_b": "a_b",
        "a_b_2": "a_b_2",
        "a-b": "a-b",
        "a b": "a_b_3",
        "a\tb": "a_b_4",
        "a/b": "a_b_5",
    }


def test_clash_suffix_cuts_base_to_stay_within_64():
    first, second = "y" * 63 + "é", "y" * 63 + "ü"
    result = sanitized_names([first, second])
    assert result == {first: "y" * 63 + "_", second: "y" * 62 + "_2"}
    assert sanitized_names(["", "?"]) == {"": "param", "?": "_"}
    assert sanitized_names(["!", "?"]) == {"!": "_", "?": "__2"}


def test_param_clash():
    assert sanitized_names(["param", ""]) == {"param": "param", "": "param_2"}


def test_unmapping_at_top_level(same):
    same(prepare({"my key": {}, "my_key": {}}, {"my_key_2": 1, "my_key": 2}), {"my key": 1, "my_key": 2})


def test_unknown_and_original_keys_pass_through(same):
    same(prepare({"a b": {}}, {"zzz": 1, "a b": 2}), {"zzz": 1, "a b": 2})


def test_last_value_wins_when_both_spellings_are_sent(same):
    same(prepare({"a b": {}}, {"a_b": 1, "a b": 2}), {"a b": 2})
    same(prepare({"a b": {}}, {"a b": 2, "a_b": 1}), {"a b": 1})


INNER = {"type": "object", "properties": {"c d": {}}}


def test_unmapping_in_nested_objects_and_array_items(same):
    props = {"o": {"type": "object", "properties": {"x y": INNER}}, "l": {"type": "array", "items": INNER}}
    args = {"o": {"x_y": {"c_d": 1}}, "l": [{"c_d": 2}, {"c_d": 3, "e": 4}]}
    same(prepare(props, args), {"o": {"x y": {"c d": 1}}, "l": [{"c d": 2}, {"c d": 3, "e": 4}]})


def test_unmapping_through_local_ref(same):
    same(
        prepare({"o": {"$ref": "#/$defs/I"}}, {"o": {"c_d": 1}}, **{"$defs": {"I": INNER}}), {"o": {"c d": 1}}
    )


def test_unmapping_inside_optional_submodel(same):
    for keyword in ("anyOf", "oneOf"):
        props = {"o": {keyword: [{"$ref": "#/$defs/I"}, {"type": "null"}], "default": None}}
        same(prepare(props, {"o": {"c_d": 1}}, **{"$defs": {"I": INNER}}), {"o": {"c d": 1}})


def test_no_unmapping_in_union_with_two_object_branches(same):
    props = {"o": {"anyOf": [INNER, {"type": "object", "properties": {"e f": {}}}]}}
    same(prepare(props, {"o": {"c_d": 1}}), {"o": {"c_d": 1}})


def test_keys_inside_json_string_are_not_unmapped(same):
    same(prepare({"o": INNER}, {"o": '{"c_d": 1}'}), {"o": {"c_d": 1}})
