"""SPEC §2: local `$ref` resolution."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from toolcall_conformance.generators.inline import inline
from toolcall_conformance.reference import prepare_arguments
from toolcall_conformance.reference.refs import Resolver, encode_pointer, lookup, pointer_tokens

INTEGER = {"type": "integer"}


def resolved(node, root):
    return Resolver(root).resolve(node)[0]


def test_pointer_tokens_decode_escapes_and_percent_encoding():
    assert pointer_tokens("#/$defs/Count") == ("$defs", "Count")
    assert pointer_tokens("#/a~1b/c~0d") == ("a/b", "c~d")
    assert pointer_tokens("#/a%20b/%7E1") == ("a b", "/")
    assert pointer_tokens("#") == ()
    assert pointer_tokens("#/") == ("",)


def test_out_of_scope_references_have_no_tokens():
    assert pointer_tokens("other.json#/$defs/A") is None
    assert pointer_tokens("https://example.com/s.json") is None
    assert pointer_tokens("#Address") is None
    assert pointer_tokens("#/a~2b") is None
    assert pointer_tokens("#/a~") is None


def test_encode_pointer_round_trips():
    for tokens in [(), ("a/b", "c~d"), ("%41", "x y"), ("$defs", "0")]:
        assert pointer_tokens(encode_pointer(tokens)) == tokens


def test_lookup_walks_objects_and_array_indices():
    root = {"properties": {"limit": {"anyOf": [INTEGER, {"type": "null"}]}}, "a/b": {"k": {}}}
    assert lookup(root, "#/properties/limit/anyOf/0") == INTEGER
    assert lookup(root, "#/a~1b/k") == {}
    assert lookup(root, "#") is root


def test_array_indices_with_leading_zeros_or_signs_do_not_resolve():
    root = {"anyOf": [INTEGER, {"type": "string"}]}
    assert lookup(root, "#/anyOf/00") is None
    assert lookup(root, "#/anyOf/+1") is None
    assert lookup(root, "#/anyOf/2") is None
    assert lookup(root, "#/anyOf/1") == {"type": "string"}


def test_pointer_ending_at_non_object_does_not_resolve():
    assert lookup({"a": {"type": "integer"}, "t": True}, "#/a/type") is None
    assert lookup({"t": True}, "#/t") is None
    assert lookup({"a": {}}, "#/missing") is None


def test_chain_is_followed():
    root = {"$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/C"}, "C": INTEGER}}
    assert resolved({"$ref": "#/$defs/A"}, root) == INTEGER


def test_siblings_are_kept_and_referenced_schema_wins():
    root = {"$defs": {"A": {"type": "integer", "description": "inner"}}}
    node = {"$ref": "#/$defs/A", "description": "outer", "nullable": True}
    assert resolved(node, root) == {"type": "integer", "description": "inner", "nullable": True}


def test_root_reference_resolves_to_root():
    root = {"type": "object", "properties": {"self": {"$ref": "#"}}}
    assert resolved({"$ref": "#"}, root)["type"] == "object"


def test_cycle_stops_without_error():
    root = {"$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/A"}}}
    result = resolved({"$ref": "#/$defs/A"}, root)
    assert "$ref" in result


def test_out_of_scope_references_are_left_as_they_are():
    root = {"$defs": {"A": INTEGER}}
    for ref in ["other.json#/$defs/A", "#Address", "#/$defs/A~2", "#/$defs/Missing", "#/$defs/A/type"]:
        node = {"$ref": ref, "type": "string"}
        assert resolved(node, root) is node


def test_ten_thousand_deep_chain_resolves_without_recursion_error(same):
    depth = 10_000
    defs = {f"D{i}": {"$ref": f"#/$defs/D{i + 1}"} for i in range(depth)}
    defs[f"D{depth}"] = INTEGER
    schema = {"type": "object", "properties": {"n": {"$ref": "#/$defs/D0"}}, "$defs": defs}
    same(prepare_arguments({"name": "t", "parameters": schema}, {"n": "7"}), {"n": 7})


def test_recursive_union_keeps_other_alternatives_per_branch(same):
    schema = {
        "type": "object",
        "properties": {"v": {"type": "integer", "anyOf": [{"$ref": "#/$defs/V"}]}},
        "$defs": {"V": {"anyOf": [{"$ref": "#/$defs/V"}, {"type": "null"}]}},
    }
    same(prepare_arguments({"name": "t", "parameters": schema}, {"v": "NULL"}), {"v": None})
    same(prepare_arguments({"name": "t", "parameters": schema}, {"v": "4"}), {"v": 4})


def test_null_branch_reached_through_ref_allows_null(same):
    schema = {
        "type": "object",
        "properties": {"v": {"type": "integer", "anyOf": [INTEGER, {"$ref": "#/$defs/Null"}]}},
        "$defs": {"Null": {"type": "null"}},
    }
    same(prepare_arguments({"name": "t", "parameters": schema}, {"v": " null "}), {"v": None})


def test_ref_to_union_branch_and_items(same):
    schema = {
        "type": "object",
        "properties": {
            "limit": {"anyOf": [INTEGER, {"type": "null"}]},
            "max": {"$ref": "#/properties/limit/anyOf/0"},
            "list": {"type": "array", "items": {"type": "object", "properties": {"a": INTEGER}}},
            "other": {"$ref": "#/properties/list/items"},
        },
    }
    out = prepare_arguments({"name": "t", "parameters": schema}, {"max": "5", "other": '{"a": 1}'})
    same(out, {"max": 5, "other": {"a": 1}})


# The defining property: for acyclic resolvable refs, output equals output with refs inlined.

LEAVES = st.sampled_from(
    [
        {"type": "integer"},
        {"type": "number"},
        {"type": "boolean"},
        {"type": "array"},
        {"type": "object"},
        {"type": "string"},
        {"type": ["integer", "null"]},
        {"type": "array", "items": {"type": "object", "properties": {"k": {"type": "array"}}}},
    ]
)


@st.composite
def ref_schemas(draw):
    """A schema whose properties point through chains of $defs (acyclic: D_i refs only D_j, j>i)."""
    count = draw(st.integers(1, 5))
    defs = {}
    for i in reversed(range(count)):
        if i < count - 1 and draw(st.booleans()):
            target = draw(st.integers(i + 1, count - 1))
            node = {"$ref": f"#/$defs/D{target}"}
            if draw(st.booleans()):
                node["type"] = draw(st.sampled_from(["string", "integer", "array"]))
            if draw(st.booleans()):
                node["nullable"] = True
            defs[f"D{i}"] = node
        else:
            defs[f"D{i}"] = draw(LEAVES)
    properties = {}
    for name in ["a", "b c", "d"]:
        properties[name] = {"$ref": f"#/$defs/D{draw(st.integers(0, count - 1))}"}
    return {"type": "object", "properties": properties, "$defs": defs}


VALUES = st.sampled_from(["5", "5.0", "null", "true", "[1]", '{"k": "[2]"}', "x", 3, None, [1], {"k": "[]"}])


@settings(max_examples=300, deadline=None)
@given(ref_schemas(), st.fixed_dictionaries({"a": VALUES, "b_c": VALUES, "d": VALUES}))
def test_output_equals_output_with_refs_inlined(schema, arguments):
    inlined = {**inline(schema), "$defs": {}}
    with_refs = prepare_arguments({"name": "t", "parameters": schema}, arguments)
    without = prepare_arguments({"name": "t", "parameters": inlined}, arguments)
    assert json.dumps(with_refs, sort_keys=True) == json.dumps(without, sort_keys=True)
