"""The sampler draws values each constraint accepts, the same every time, and says when it cannot.

Every drawn value is judged here by `jsonschema` directly (the class for the schema's dialect, every
format checked), not by the sampler's own check.
"""

from __future__ import annotations

import pytest
from jsonschema import Draft7Validator, Draft202012Validator, FormatChecker

from toolcall_conformance.generators import build, sampler

DRAFT_07 = "http://json-schema.org/draft-07/schema#"


def valid(schema: dict, value: object) -> bool:
    cls = Draft7Validator if schema.get("$schema") == DRAFT_07 else Draft202012Validator
    return cls(schema, format_checker=FormatChecker()).is_valid(value)


def member(sub: dict, required: bool = True) -> dict:
    return {"type": "object", "properties": {"x": sub}, "required": ["x"] if required else []}


CONSTRAINED = {
    "allOf required": {
        "type": "object",
        "properties": {
            "note": {"allOf": [{"properties": {"body": {"type": "string"}}}, {"required": ["title"]}]}
        },
        "required": ["note"],
    },
    "maxLength": member({"type": "string", "maxLength": 2}),
    "minLength": member({"type": "string", "minLength": 9}),
    "exact length": member({"type": "string", "minLength": 2, "maxLength": 2}),
    "pattern": member({"type": "string", "pattern": "^[0-9]{5}$"}),
    "pattern with alternatives": member({"type": "string", "pattern": "^(Time)?SlicerStyle(Light|Dark)\\d$"}),
    "pattern and length": member({"type": "string", "pattern": "^[a-z]+$", "minLength": 4}),
    "enum": member({"enum": [None, "b", "c"]}),
    "const": member({"const": "only"}),
    "minimum": member({"type": "number", "minimum": 5, "maximum": 30}),
    "exclusive bounds": member({"type": "integer", "exclusiveMinimum": 3, "exclusiveMaximum": 5}),
    "fraction bounds": member({"type": "number", "minimum": 0, "maximum": 1}),
    "multipleOf": member({"type": "integer", "multipleOf": 5}),
    "multipleOf and minimum": member({"type": "number", "multipleOf": 0.25, "minimum": 7.1}),
    "date": member({"type": "string", "format": "date"}),
    "date-time": member({"type": "string", "format": "date-time"}),
    "time": member({"type": "string", "format": "time"}),
    "email": member({"type": "string", "format": "email"}),
    "uri": member({"type": "string", "format": "uri"}),
    "uuid": member({"type": "string", "format": "uuid"}),
    "ipv4": member({"type": "string", "format": "ipv4"}),
    "duration": member({"type": "string", "format": "duration"}),
    "minItems": member({"type": "array", "items": {"type": "integer"}, "minItems": 3}),
    "maxItems 0": member({"type": "array", "items": {"type": "integer"}, "maxItems": 0}),
    "uniqueItems": member(
        {"type": "array", "items": {"enum": ["a", "b"]}, "minItems": 2, "uniqueItems": True}
    ),
    "minProperties": member(
        {"type": "object", "additionalProperties": {"type": "integer"}, "minProperties": 2}
    ),
    "additionalProperties false": {
        "type": "object",
        "properties": {"a": {"type": "string"}},
        "required": ["a", "b"],
        "additionalProperties": {"type": "integer"},
    },
    "oneOf needs its discriminator": member(
        {
            "oneOf": [
                {"type": "object", "properties": {"kind": {"const": "a"}, "n": {"type": "integer"}}},
                {"type": "object", "properties": {"kind": {"const": "b"}, "n": {"type": "integer"}}},
            ]
        }
    ),
    "anyOf branch that satisfies": member({"anyOf": [{"type": "number", "minimum": 10}, {"type": "null"}]}),
    "recursion with required members": {
        "$defs": {
            "node": {
                "type": "object",
                "properties": {
                    "title": {"type": "string"},
                    "children": {"type": "array", "items": {"$ref": "#/$defs/node"}},
                },
                "required": ["title", "children"],
            }
        },
        "type": "object",
        "properties": {"root": {"$ref": "#/$defs/node"}},
        "required": ["root"],
    },
    "recursion through a union": {
        "$schema": DRAFT_07,
        "definitions": {
            "filter": {
                "anyOf": [
                    {
                        "type": "object",
                        "properties": {
                            "all": {"type": "array", "items": {"$ref": "#/definitions/filter"}, "minItems": 1}
                        },
                        "required": ["all"],
                        "additionalProperties": False,
                    },
                    {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]},
                ]
            }
        },
        "type": "object",
        "properties": {"filter": {"$ref": "#/definitions/filter"}},
        "required": ["filter"],
    },
    "JSON text content": member(
        {
            "type": "string",
            "contentMediaType": "application/json",
            "contentSchema": {"type": "array", "items": {"type": "integer"}},
        }
    ),
}


@pytest.mark.parametrize("name", sorted(CONSTRAINED))
def test_the_drawn_sample_is_valid(name):
    schema = CONSTRAINED[name]
    drawn = sampler.draw(schema)
    assert valid(schema, drawn), drawn
    assert sampler.draw(schema) == drawn  # deterministic


def test_placeholders_stay_where_they_are_valid():
    """Plain schemas keep the samples they always had, so their cases keep their ids."""
    schema = {
        "type": "object",
        "properties": {
            "s": {"type": "string"},
            "i": {"type": "integer"},
            "n": {"type": "number"},
            "b": {"type": "boolean"},
            "d": {"type": "string", "format": "date-time"},
            "a": {"type": "array", "items": {"type": "string"}},
        },
    }
    assert sampler.draw(schema) == {
        "s": "text",
        "i": 3,
        "n": 2.5,
        "b": True,
        "d": "2026-01-02T03:04:05Z",
        "a": ["text"],
    }


def test_json_content_is_json_text():
    drawn = sampler.draw(CONSTRAINED["JSON text content"])
    assert drawn == {"x": "[3]"}


@pytest.mark.parametrize(
    ("schema", "reason"),
    [
        (member({"type": "string", "minLength": 5, "maxLength": 2}), "at /x"),
        (
            {"type": "object", "properties": {"c": {"$ref": "#/properties/a/b"}}, "required": ["c"]},
            "'c' is a required property; refs that point nowhere inside the schema: #/properties/a/b",
        ),
        (member({"type": "array", "items": [{"type": "number"}]}), "not valid JSON Schema 2020-12"),
        (member({"type": "array", "items": {"$ref": "#/$defs/n"}, "minItems": 1}), "'x' is a required"),
    ],
)
def test_no_valid_sample_is_said_with_its_reason(schema, reason):
    with pytest.raises(sampler.NoSample, match=reason.replace("/", "/")):
        sampler.draw(schema)


def test_a_schema_without_a_valid_sample_gets_no_core_cases_and_says_why():
    country = {"type": "string", "minLength": 3, "maxLength": 2}
    schema = {
        "type": "object",
        "properties": {"country": country, "n": {"type": "integer"}},
        "required": ["country"],
    }
    group = build.group("g", "tool", "native", schema, {"model": "m"})
    assert group is not None and group["cases"]
    assert {case["level"] for case in group["cases"]} == {"hermes"}
    assert (
        "no core cases: no sample valid against the schema could be drawn (at /country"
        in group["description"]
    )
    fine = build.group("g", "tool", "native", {**schema, "required": []}, {"model": "m"})
    assert fine is not None and "core" in {case["level"] for case in fine["cases"]}
    assert "no core cases" not in fine["description"]


def test_a_null_variant_the_schema_refuses_is_not_a_case():
    """OpenAPI's `nullable: true` is no JSON Schema keyword: null is not valid there."""
    nullable = {"type": "object", "properties": {"n": {"type": "integer", "nullable": True}}}
    ids = {c["id"] for c in build.group("g", "t", "native", nullable, {"model": "m"})["cases"]}
    assert "null-strings" not in ids
    real = {"type": "object", "properties": {"n": {"type": ["integer", "null"]}}}
    assert "null-strings" in {c["id"] for c in build.group("g", "t", "native", real, {"model": "m"})["cases"]}
