"""SPEC §4: ingestion of MCP schemas, and its core rule (same outputs as with refs inlined)."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from toolcall_conformance.generators.inline import inline
from toolcall_conformance.reference import prepare_arguments
from toolcall_conformance.reference.ingest import ingest_mcp_schema
from toolcall_conformance.reference.refs import lookup


def mcp(schema, arguments):
    return prepare_arguments({"name": "t", "parameters": schema, "origin": "mcp"}, arguments)


def test_definitions_promoted_to_defs_with_refs_rewritten():
    schema = {
        "type": "object",
        "properties": {"a": {"$ref": "#/definitions/A"}},
        "definitions": {"A": {"type": "integer"}},
    }
    out = ingest_mcp_schema(schema)
    assert "definitions" not in out
    assert out["$defs"] == {"A": {"type": "integer"}}
    assert out["properties"]["a"] == {"$ref": "#/$defs/A"}


def test_nullable_union_collapses_with_branch_winning():
    schema = {
        "type": "object",
        "properties": {
            "limit": {
                "anyOf": [{"type": "integer", "description": "in"}, {"type": "null"}],
                "description": "out",
                "default": None,
            }
        },
    }
    limit = ingest_mcp_schema(schema)["properties"]["limit"]
    assert limit == {"type": "integer", "description": "in", "default": None, "nullable": True}


def test_object_shapes_repaired():
    schema = {"type": "object", "properties": {"o": {"type": "object"}, "p": {"properties": {"a": {}}}}}
    out = ingest_mcp_schema(schema)
    assert out["properties"]["o"]["properties"] == {}
    assert out["properties"]["p"]["type"] == "object"


def test_property_named_like_a_keyword_is_not_treated_as_schema():
    schema = {
        "type": "object",
        "properties": {"properties": {"type": "string"}, "anyOf": {"type": "integer"}},
    }
    out = ingest_mcp_schema(schema)
    assert set(out["properties"]) == {"properties", "anyOf"}


def test_input_not_mutated():
    schema = {
        "properties": {"a": {"anyOf": [{"type": "integer"}, {"type": "null"}]}},
        "definitions": {"A": {}},
    }
    before = json.dumps(schema)
    ingest_mcp_schema(schema)
    assert json.dumps(schema) == before


def test_mcp_arguments_after_collapse(same):
    schema = {"type": "object", "properties": {"limit": {"anyOf": [{"type": "integer"}, {"type": "null"}]}}}
    same(mcp(schema, {"limit": "5"}), {"limit": 5})
    same(mcp(schema, {"limit": "null"}), {"limit": None})


def test_ref_into_collapsed_union_still_leads_to_branch_type(same):
    schema = {
        "type": "object",
        "properties": {
            "limit": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
            "max": {"$ref": "#/properties/limit/anyOf/0"},
            "none": {"$ref": "#/properties/limit/anyOf/1"},
        },
    }
    same(mcp(schema, {"max": "5", "none": "null"}), {"max": 5, "none": None})
    # the branch alone does not allow null, so "null" stays a string for `max`
    same(mcp(schema, {"max": "null"}), {"max": "null"})
    out = ingest_mcp_schema(schema)
    assert lookup(out, out["properties"]["max"]["$ref"])["type"] == "integer"


def test_ref_through_definitions_into_union_branch(same):
    schema = {
        "type": "object",
        "properties": {"x": {"$ref": "#/definitions/U/oneOf/1/properties/n"}},
        "definitions": {
            "U": {"oneOf": [{"type": "null"}, {"type": "object", "properties": {"n": {"type": "number"}}}]}
        },
    }
    same(mcp(schema, {"x": "2.5"}), {"x": 2.5})


def test_recursive_ref_into_union_branch_terminates(same):
    schema = {
        "type": "object",
        "properties": {
            "node": {
                "anyOf": [
                    {
                        "type": "object",
                        "properties": {
                            "next": {"$ref": "#/properties/node/anyOf/0"},
                            "n": {"type": "integer"},
                        },
                    },
                    {"type": "null"},
                ]
            }
        },
    }
    same(mcp(schema, {"node": '{"next": "{\\"n\\": 1}"}'}), {"node": {"next": {"n": 1}}})


# Core rule, tested on generated schemas: ingest(S) behaves like ingest(S with refs inlined).

BRANCHES = st.sampled_from(
    [
        {"type": "integer"},
        {"type": "number"},
        {"type": "boolean"},
        {"type": "array"},
        {"type": "object"},
        {"properties": {"k": {"type": "array"}}},
        {"type": "object", "properties": {"k": {"anyOf": [{"type": "array"}, {"type": "null"}]}}},
    ]
)


@st.composite
def mcp_schemas(draw):
    unions = {}
    for name in ["u", "w"]:
        branch = draw(BRANCHES)
        pair = [branch, {"type": "null"}]
        if draw(st.booleans()):
            pair.reverse()
        unions[name] = {draw(st.sampled_from(["anyOf", "oneOf"])): pair, "description": name}
    container = draw(st.sampled_from(["properties", "definitions"]))
    refs = {}
    for name in ["a", "b"]:
        target = draw(st.sampled_from(["u", "w"]))
        keyword = next(iter(k for k in unions[target] if k != "description"))
        index = draw(st.sampled_from([0, 1]))
        base = "#/properties" if container == "properties" else "#/definitions"
        ref = {"$ref": f"{base}/{target}/{keyword}/{index}"}
        if draw(st.booleans()):
            ref = {"$ref": f"{base}/{target}"}
        refs[name] = ref
    if container == "properties":
        return {"type": "object", "properties": {**unions, **refs}}
    return {"type": "object", "properties": {**refs, "u": {"$ref": "#/definitions/u"}}, "definitions": unions}


VALUES = st.sampled_from(["5", "2.5", "null", "true", "[1]", '{"k": "[2]"}', "x", None, {"k": "[3]"}, [1]])


@settings(max_examples=300, deadline=None)
@given(mcp_schemas(), st.fixed_dictionaries({"a": VALUES, "b": VALUES, "u": VALUES}))
def test_ingestion_equals_ingestion_with_refs_inlined(schema, arguments):
    inlined = inline(schema)
    inlined.pop("definitions", None)
    left = mcp(schema, arguments)
    right = mcp(inlined, arguments)
    assert json.dumps(left, sort_keys=True) == json.dumps(right, sort_keys=True)
