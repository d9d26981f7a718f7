"""The public API: identity, non-mutation, never raising on JSON input."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcall_conformance.reference as reference
from toolcall_conformance.reference import prepare_arguments, split_tool_calls

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=8),
    st.sampled_from(
        [
            "5",
            "1e400",
            "null",
            "true",
            "[1]",
            '{"a": "[1]"}',
            "#",
            "#/$defs/A",
            "#/a~2",
            "integer",
            "array",
            "object",
            "1_0",
            "\u0661",
        ]
    ),
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(
            st.sampled_from(
                [
                    "type",
                    "properties",
                    "items",
                    "anyOf",
                    "oneOf",
                    "allOf",
                    "$ref",
                    "$defs",
                    "definitions",
                    "nullable",
                    "a",
                    "a b",
                    "a_b",
                    "calls",
                    "name",
                    "arguments",
                ]
            ),
            children,
            max_size=5,
        ),
    ),
    max_leaves=25,
)


def test_identity():
    assert reference.NAME == "toolcall-conformance-reference"
    assert reference.LANGUAGE == "python"
    assert isinstance(reference.VERSION, str) and reference.VERSION


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(JSON_VALUES, JSON_VALUES, st.sampled_from(["native", "mcp", None]))
def test_prepare_never_raises_and_never_mutates(schema, arguments, origin):
    if isinstance(schema, dict) and isinstance(arguments, dict):
        schema = {"type": "object", "properties": {"a": schema, "a b": schema}, "$defs": {"A": schema}}
    tool = {"name": "t", "parameters": schema, "origin": origin}
    before = json.dumps([tool, arguments])
    prepare_arguments(tool, arguments if isinstance(arguments, dict) else {"a": arguments})
    assert json.dumps([tool, arguments]) == before


@settings(max_examples=300, deadline=None)
@given(st.lists(JSON_VALUES, max_size=4), JSON_VALUES)
def test_split_never_raises_and_never_mutates(raw_calls, provider_data):
    calls = [
        {"id": "p", "type": "function", "function": {"name": "tool_call", "arguments": json.dumps(value)}}
        if i % 2 == 0
        else value
        for i, value in enumerate(raw_calls)
    ]
    before = json.dumps([calls, provider_data])
    split_tool_calls(calls, provider_data)
    assert json.dumps([calls, provider_data]) == before


def test_prepare_does_not_share_containers_with_input():
    arguments = {"o": {"k": [1]}, "x": [{"a": 1}]}
    schema = {"type": "object", "properties": {"o": {"type": "object"}}}
    out = prepare_arguments({"name": "t", "parameters": schema}, arguments)
    out["o"]["k"].append(2)
    out["x"][0]["a"] = 9
    assert arguments == {"o": {"k": [1]}, "x": [{"a": 1}]}


def test_a_tool_changed_in_place_is_prepared_against_its_new_schema():
    parameters = {
        "type": "object",
        "properties": {"n": {"$ref": "#/$defs/N"}},
        "$defs": {"N": {"type": "integer"}},
    }
    tool = {"name": "t", "parameters": parameters, "origin": "mcp"}
    assert prepare_arguments(tool, {"n": "5"}) == {"n": 5}
    parameters["$defs"]["N"]["type"] = "boolean"  # the same objects, now another schema
    assert prepare_arguments(tool, {"n": "true"}) == {"n": True}
    assert prepare_arguments(tool, {"n": "5"}) == {"n": "5"}


def test_what_a_call_returns_is_not_shared_with_the_next_call_of_that_tool():
    tool = {"name": "t", "parameters": {"type": "object", "properties": {"o": {"type": "object"}}}}
    first = prepare_arguments(tool, {"o": '{"k": [1]}', "x": {"a": [2]}})
    first["o"]["k"].append(9)
    first["x"]["a"].append(9)
    assert prepare_arguments(tool, {"o": '{"k": [1]}', "x": {"a": [2]}}) == {"o": {"k": [1]}, "x": {"a": [2]}}
