"""The answers a case accepts at core level beside Hermes' own (SPEC §0), derived by rule.

Where a rule leaves a choice, core accepts every answer the choice allows that is valid against the
tool's schema; hermes level keeps Hermes' answer alone. The choices:

- §1.2 and §1.3 a value valid as sent: a string the position's schema already accepts as it is may
  stay as sent where Hermes' rules would change it (`"5"` for `["string", "integer"]`, `"null"` for
  `anyOf: [string, null]` or for `{"nullable": true}` with no type, JSON text for a nested
  `oneOf: [object, string]`);
- §1.2 and §1.3 values prepared where Hermes does not: a value inside an array or object argument
  may also be prepared by §1.2's rules for its own position (number, integer and boolean text; the
  null text where null is allowed; a one-element wrap where the type names only `"array"`, besides
  `"null"`), and a top-level argument whose type is a list naming only `"array"` (and `"null"`) is
  wrapped as one of type `"array"` is.

An answer is derived for each combination of the choices (the one making neither is Hermes'); each that
differs from the expected answer and is valid against the tool's parameters (jsonschema, as SPEC §1.5
judges validity) is one of the case's `core_alternatives`. Generators write them into the corpora;
`check` (toolcall_conformance/corpus/lint.py) holds every listed one to this derivation.
"""

from __future__ import annotations

import marshal
from functools import lru_cache
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.validators import validator_for
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from toolcall_conformance.reference.coerce import TYPE_RULES, Coercer
from toolcall_conformance.reference.ingest import ingest_mcp_schema
from toolcall_conformance.reference.jsonvalue import copy_json
from toolcall_conformance.reference.keys import Unmapper
from toolcall_conformance.reference.refs import Resolver
from toolcall_conformance.runner.diff import differences
from toolcall_conformance.runner.rejections import validity

JSON = Any
UNCHANGED = TYPE_RULES["integer"](None)  # what a §1.2 rule answers for a value it leaves alone
CHOICES = ((True, False), (False, True), (True, True))  # (keep valid text, prepare where Hermes does not)
FIELD = "core_alternatives"
POSITION_URI = "urn:toolcall-conformance:parameters"


def _type_names(schema: dict[str, JSON]) -> list[str]:
    declared = schema.get("type")
    if isinstance(declared, str):
        return [declared]
    return [name for name in declared if isinstance(name, str)] if isinstance(declared, list) else []


def wraps(schema: dict[str, JSON]) -> bool:
    """Whether a value that is not an array is wrapped at this position by core's choice: its type is
    `"array"`, or a list naming `"array"` and nothing else but `"null"` (`["array"]` is the same schema
    as `"array"`; with `"null"` beside it, the wrap is still the one valid preparation)."""
    declared = schema.get("type")
    names = [declared] if isinstance(declared, str) else declared if isinstance(declared, list) else []
    return "array" in names and set(names) <= {"array", "null"}


class Choosing(Coercer):
    """The reference's coercion, making the choices core leaves open the other way where asked."""

    def __init__(self, resolver: Resolver, *, keep_text: bool, nested: bool) -> None:
        super().__init__(resolver)
        self.keep_text, self.nested = keep_text, nested
        self.validator = _position_validator(marshal.dumps(resolver.root))

    def keeps(self, value: JSON, position: JSON) -> bool:
        """Whether `value` may stay as sent by the choice: a string the position already accepts."""
        if not (self.keep_text and isinstance(value, str)) or not isinstance(position, dict | bool):
            return False
        try:
            return bool(self.validator.evolve(schema=position).is_valid(value))
        except Exception:  # a reference that does not resolve, a schema jsonschema cannot read
            return False

    def coerce_argument(self, value: JSON, property_schema: JSON) -> JSON:
        if self.keeps(value, property_schema):
            return copy_json(value)
        result = super().coerce_argument(value, property_schema)
        schema, _ = self.resolver.resolve(property_schema)
        if self.nested and isinstance(schema, dict) and wraps(schema) and result is not None:
            return result if isinstance(result, list) else self.normalize_nested([result], schema)
        return result

    def prepared(self, value: JSON, position: JSON) -> JSON:
        """§1.2's rules for one nested position, without the walk below it."""
        schema, seen = self.resolver.resolve(position)
        if not isinstance(schema, dict):
            return value
        if isinstance(value, str) and value.strip().lower() == "null" and self.allows_null(schema, seen):
            return None
        result = value
        for name in _type_names(schema):
            rule = TYPE_RULES.get(name)
            changed = rule(value) if rule is not None else UNCHANGED
            if changed is not UNCHANGED:
                result = changed
                break
        if wraps(schema) and result is not None and not isinstance(result, list):
            result = [result]
        return result

    def normalize_nested(self, value: JSON, schema: JSON) -> JSON:
        if not (self.nested or self.keep_text):
            return super().normalize_nested(value, schema)
        root: list[JSON] = [None]
        pending: list[tuple[JSON, JSON, Any, Any]] = [(value, schema, root, 0)]
        while pending:
            item, item_schema, parent, slot = pending.pop()
            if item_schema is not None and parent is not root and not self.keeps(item, item_schema):
                parsed = self._parse_if_admitted(item, item_schema) if isinstance(item, str) else item
                if parsed is item and self.nested:
                    parsed = self.prepared(item, item_schema)
                item = parsed
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


@lru_cache(maxsize=64)
def _position_validator(encoded: bytes) -> Any:
    """A validator of a node of these parameters, its local references resolved inside them (the
    dialect their `$schema` declares, 2020-12 by default; nothing fetched)."""
    parameters = marshal.loads(encoded)
    dialect = validator_for(parameters, default=Draft202012Validator)
    resource = Resource.from_contents(parameters, default_specification=DRAFT202012)
    registry: Registry[JSON] = Registry().with_resource(POSITION_URI, resource)
    resolver = registry.resolver(base_uri=POSITION_URI)
    return dialect(parameters, registry=registry, _resolver=resolver)  # type: ignore[call-arg]


@lru_cache(maxsize=64)
def _ingested(encoded: bytes) -> JSON:
    """An MCP tool's parameters as the agent keeps them, once per schema (the cases of a group share
    one, and each case is derived three times)."""
    return ingest_mcp_schema(marshal.loads(encoded))


def chosen(tool: dict[str, JSON], arguments: dict[str, JSON], *, keep_text: bool, nested: bool) -> JSON:
    """The argument step with the given choices made the other way (both False: Hermes' answer)."""
    parameters = tool.get("parameters")
    kept = _ingested(marshal.dumps(parameters)) if tool.get("origin") == "mcp" else parameters
    resolver = Resolver(kept)
    unmapped = Unmapper(resolver).unmap(arguments, kept)
    return Choosing(resolver, keep_text=keep_text, nested=nested).coerce_arguments(unmapped, kept)


def core_alternatives(tool: dict[str, JSON], arguments: JSON, expected: JSON) -> list[JSON]:
    """The answers other than `expected` that conform at core level, in the order of CHOICES."""
    if not isinstance(arguments, dict) or not isinstance(expected, dict):
        return []
    found: list[JSON] = []
    for keep_text, nested in CHOICES:
        answer = chosen(tool, arguments, keep_text=keep_text, nested=nested)
        if any(not differences(seen, answer) for seen in [expected, *found]):
            continue
        if validity(tool.get("parameters"), answer) == (True, None):
            found.append(answer)
    return found
