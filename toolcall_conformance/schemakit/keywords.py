"""Where a JSON Schema (2020-12, with draft-07's `definitions`, `items` lists and `additionalItems`) holds
subschemas, declared once for every reader of schemas in the suite."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

UNIONS = ("anyOf", "oneOf")
"""Alternatives: a value matches one branch."""

IN_PLACE = ("allOf", "anyOf", "oneOf")
"""Branches that apply at the position they sit in (what the value there may be)."""

SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
"""Keywords whose value maps names (any names) to schemas."""

SCHEMA_VALUES = (
    "items",
    "additionalProperties",
    "not",
    "if",
    "then",
    "else",
    "contains",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
    "additionalItems",
)
"""Keywords whose value is one schema."""

SCHEMA_LISTS = ("anyOf", "oneOf", "allOf", "prefixItems", "items")
"""Keywords whose value is a list of schemas (`items` as a list is draft-07's tuple form)."""

DATA = ("const", "enum", "default", "examples")
"""Keywords whose value is data, never a schema."""

DEFINITIONS = ("$defs", "definitions")
"""Keywords that hold schemas only to be referenced."""


def subschemas(schema: dict[str, Any]) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every schema directly inside `schema`, with its path relative to it (data keywords skipped)."""
    for keyword in SCHEMA_MAPS:
        members = schema.get(keyword)
        if isinstance(members, dict):
            for name, member in members.items():
                yield (keyword, name), member
    for keyword in SCHEMA_VALUES:
        if isinstance(schema.get(keyword), dict):
            yield (keyword,), schema[keyword]
    for keyword in SCHEMA_LISTS:
        members = schema.get(keyword)
        if isinstance(members, list):
            for index, member in enumerate(members):
                yield (keyword, str(index)), member
