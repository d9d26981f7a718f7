"""Type coercion of top-level arguments (SPEC §1.2) and nested JSON strings (SPEC §1.3)."""

from __future__ import annotations

import math
import re
from decimal import Decimal, InvalidOperation
from typing import Any

from toolcall_conformance.schemakit import keywords

from .jsonvalue import copy_json, parse_json_text
from .refs import Resolver, Seen

JSON = Any

_JSON_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_UNCHANGED = object()
NULL_KEYWORDS = keywords.UNIONS
SHAPE_KEYWORDS = keywords.IN_PLACE


def parse_number(text: str) -> Decimal | None:
    """The exact value of a number string that is finite as a double, else None.

    JSON number syntax, plus (hermes) the spellings Python's float() accepts: `"1_000"`, `"+5"`,
    Unicode digits.
    """
    stripped = text.strip()
    if not _JSON_NUMBER.fullmatch(stripped):
        try:
            as_float = float(stripped)
        except ValueError:
            return None
        if not math.isfinite(as_float):
            return None
    try:
        value = Decimal(stripped)
    except (InvalidOperation, ValueError):
        value = Decimal(float(stripped))
    if not value.is_finite() or not math.isfinite(float(value)):
        return None
    return value


def _is_integral(value: Decimal) -> bool:
    return value == value.to_integral_value()


def coerce_integer(value: JSON) -> JSON:
    if isinstance(value, str):
        number = parse_number(value)
        if number is not None and _is_integral(number):
            return int(number)
    return _UNCHANGED


def coerce_number(value: JSON) -> JSON:
    if isinstance(value, str):
        number = parse_number(value)
        if number is not None:
            return int(number) if _is_integral(number) else float(number)
    return _UNCHANGED


def coerce_boolean(value: JSON) -> JSON:
    if isinstance(value, str):
        word = value.strip().lower()
        if word in ("true", "false"):
            return word == "true"
    return _UNCHANGED


def _parsed_as(value: JSON, kind: type) -> JSON:
    if isinstance(value, str):
        ok, parsed = parse_json_text(value)
        if ok and isinstance(parsed, kind):
            return parsed
    return _UNCHANGED


def coerce_object(value: JSON) -> JSON:
    return _parsed_as(value, dict)


def coerce_array(value: JSON) -> JSON:
    return _parsed_as(value, list)


TYPE_RULES = {
    "integer": coerce_integer,
    "number": coerce_number,
    "boolean": coerce_boolean,
    "object": coerce_object,
    "array": coerce_array,
}


def _type_names(schema: dict[str, JSON]) -> list[str]:
    declared = schema.get("type")
    if isinstance(declared, str):
        return [declared]
    if isinstance(declared, list):
        return [name for name in declared if isinstance(name, str)]
    return []


class Coercer:
    """Applies §1.2 and §1.3 to an arguments object whose keys are already unmapped."""

    def __init__(self, resolver: Resolver) -> None:
        self.resolver = resolver

    def allows_null(self, schema: JSON, seen: Seen) -> bool:
        if not isinstance(schema, dict):
            return False
        if "null" in _type_names(schema) or schema.get("nullable") is True:
            return True
        pending = self.resolver.branches(schema, seen, NULL_KEYWORDS)
        visited: set[tuple[int, Seen]] = set()  # shared sub-branches are read once (fan-out)
        while pending:
            branch, branch_seen = pending.pop()
            if not isinstance(branch, dict) or (id(branch), branch_seen) in visited:
                continue
            visited.add((id(branch), branch_seen))
            if "null" in _type_names(branch) or branch.get("nullable") is True:
                return True
            pending.extend(self.resolver.branches(branch, branch_seen, NULL_KEYWORDS))
        return False

    def coerce_argument(self, value: JSON, property_schema: JSON) -> JSON:
        """§1.2 for one top-level argument, then §1.3 inside the result."""
        schema, seen = self.resolver.resolve(property_schema)
        if not isinstance(schema, dict):
            return copy_json(value)
        if isinstance(value, str) and value.strip().lower() == "null" and self.allows_null(schema, seen):
            return None
        declared = schema.get("type")
        if declared is None:
            return copy_json(value)
        result = value
        for name in _type_names(schema):
            rule = TYPE_RULES.get(name)
            changed = rule(value) if rule else _UNCHANGED
            if changed is not _UNCHANGED:
                result = changed
                break
        if declared == "array" and result is not None and not isinstance(result, list):
            result = [result]
        return self.normalize_nested(result, schema)

    def _shapes(self, schema: JSON) -> list[dict[str, JSON]]:
        return self.resolver.closure(schema, SHAPE_KEYWORDS)

    def admitted_kinds(self, schema: JSON) -> tuple[bool, bool]:
        """Whether the position admits (an array, an object), by its type or any union branch."""
        names = {name for shape in self._shapes(schema) for name in _type_names(shape)}
        return "array" in names, "object" in names

    def _member_schema(self, schema: JSON, key: str) -> JSON:
        for shape in self._shapes(schema):
            properties = shape.get("properties")
            if isinstance(properties, dict) and key in properties:
                return properties[key]
        return None

    def _item_schema(self, schema: JSON, index: int) -> JSON:
        for shape in self._shapes(schema):
            prefix = shape.get("prefixItems")
            if isinstance(prefix, list) and index < len(prefix):
                return prefix[index]
            items = shape.get("items")
            if isinstance(items, dict):
                return items
        return None

    def normalize_nested(self, value: JSON, schema: JSON) -> JSON:
        """A copy of `value` with JSON strings parsed wherever the schema admits an array/object."""
        root: list[JSON] = [None]
        pending: list[tuple[JSON, JSON, Any, Any]] = [(value, schema, root, 0)]
        while pending:
            item, item_schema, parent, slot = pending.pop()
            if isinstance(item, str) and item_schema is not None and parent is not root:
                item = self._parse_if_admitted(item, item_schema)
            if isinstance(item, dict):
                copied: JSON = dict.fromkeys(item)
                pending.extend(
                    (member, self._member_schema(item_schema, key), copied, key)
                    for key, member in item.items()
                )
            elif isinstance(item, list):
                copied = [None] * len(item)
                pending.extend(
                    (member, self._item_schema(item_schema, i), copied, i) for i, member in enumerate(item)
                )
            else:
                copied = item
            parent[slot] = copied
        return root[0]

    def _parse_if_admitted(self, text: str, schema: JSON) -> JSON:
        admits_array, admits_object = self.admitted_kinds(schema)
        if not (admits_array or admits_object):
            return text
        ok, parsed = parse_json_text(text)
        if ok and (
            (admits_array and isinstance(parsed, list)) or (admits_object and isinstance(parsed, dict))
        ):
            return parsed
        return text

    def coerce_arguments(self, arguments: dict[str, JSON], parameters: JSON) -> dict[str, JSON]:
        schema, _ = self.resolver.resolve(parameters)
        properties = schema.get("properties") if isinstance(schema, dict) else None
        if not isinstance(properties, dict):
            properties = {}
        return {
            key: self.coerce_argument(value, properties[key]) if key in properties else copy_json(value)
            for key, value in arguments.items()
        }
