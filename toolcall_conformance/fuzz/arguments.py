"""Draw the arguments a model sends for a ref-free schema, with the typed value it stands for.

The typed value is what the tool should receive. The model form rewrites it the ways models do:
numbers and booleans as strings, containers as JSON text (also nested), `"null"` for nullable
fields, keys spelled as the sanitized schema shows them; now and then a value the schema cannot
coerce at all. Typed string samples never look like a number, boolean, null or JSON, so a typed
value is a fixed point of every SPEC §1.2/§1.3 rule.

Draws are arranged so that shrinking heads for the plain case: typed values, original key
spellings, no junk.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from hypothesis import strategies as st

from toolcall_conformance.model import JSON
from toolcall_conformance.schemakit.names import shown_names

from .draws import BOOLEANS, below, chance, pick, subset

MAX_ITEMS = 3
EXTRA_KEYS = ("extra", "zz")
SAFE_TEXT = st.text(alphabet="abcdXYZ é-", max_size=8).filter(
    lambda text: text.strip().lower() not in ("true", "false", "null")
)
JUNK = ("abc", "5.5", "", "{", "[1,", "1e400", "NaN", "inf", {"x": 1}, [1], 3, True)
INTEGERS = st.one_of(st.integers(-1000, 10**6), st.sampled_from((2**53 + 1, -(2**63))))
FLOATS = st.floats(-1e9, 1e9, allow_nan=False, allow_infinity=False).filter(lambda f: f != 0)
NUMBERS = st.one_of(INTEGERS, FLOATS)


@dataclass(frozen=True)
class Drawn:
    """One value: `typed` is what the tool should get, `model` what the model sent.

    `plain` is `model` with every key spelled the original way.
    """

    typed: JSON
    model: JSON
    plain: JSON

    @staticmethod
    def scalar(typed: JSON, model: JSON) -> Drawn:
        return Drawn(typed, model, model)


def allows_null(schema: dict[str, JSON]) -> bool:
    kind = schema.get("type")
    if kind == "null" or (isinstance(kind, list) and "null" in kind) or schema.get("nullable") is True:
        return True
    return any(_is_null(branch) for branch in _branches(schema))


def _is_null(schema: JSON) -> bool:
    return isinstance(schema, dict) and schema.get("type") == "null"


def _branches(schema: dict[str, JSON]) -> list[JSON]:
    return [b for keyword in ("anyOf", "oneOf") for b in schema.get(keyword, []) if isinstance(b, dict)]


def _json_text(value: JSON) -> str:
    return json.dumps(value, ensure_ascii=False)


class ValueDrawer:
    """Draws values for schema positions.

    With `keys_in_text` False, JSON text carries original key spellings only: SPEC §1.1 leaves open
    whether sanitized keys inside a JSON string are mapped back (hermes: they are not), so a
    property that must hold under every reading asks for that. With `renamed` False, the model sends
    original key spellings only: its implementation does not list `unmap`.
    """

    def __init__(self, draw: st.DrawFn, keys_in_text: bool, renamed: bool = True) -> None:
        self.draw = draw
        self.keys_in_text = keys_in_text
        self.renamed = renamed  # whether the model saw sanitized names (SPEC §1.1: the `unmap` feature)

    def value(self, schema: JSON, nested: bool = False) -> Drawn:
        """A typed value `schema` accepts, with the model's spelling of it."""
        draw = self.draw
        if not isinstance(schema, dict):
            return Drawn.scalar("text", "text")
        if allows_null(schema) and chance(draw, 5):
            return Drawn.scalar(None, pick(draw, (None, "null", " NULL ", "Null")))
        if isinstance(schema.get("enum"), list) and schema["enum"]:
            typed = pick(draw, schema["enum"])
            spelled = isinstance(typed, str) or not draw(BOOLEANS)
            return Drawn.scalar(typed, typed if spelled else _json_text(typed))
        options = [b for b in _branches(schema) if not _is_null(b)]
        if options:
            return self.value(pick(draw, options), nested)
        kind = schema.get("type")
        kinds = [k for k in (kind if isinstance(kind, list) else [kind]) if k != "null"]
        chosen = pick(draw, kinds) if kinds else "object" if "properties" in schema else None
        if chosen == "object":
            return self._maybe_text(self._object(schema))
        if chosen == "array":
            return self._maybe_text(self._array(schema))
        if chosen in ("integer", "number", "boolean", "string"):
            return self._scalar(chosen, nested)
        return Drawn.scalar("text", "text")

    def _scalar(self, kind: str, nested: bool) -> Drawn:
        """A typed scalar and its model spelling (nested scalars are mostly sent typed)."""
        draw = self.draw
        if kind == "integer":
            typed: JSON = draw(INTEGERS)
            spellings = [str(typed), f" {typed} ", f"{typed}.0"]
        elif kind == "number":
            typed = draw(NUMBERS)
            spellings = [_json_text(typed), f" {_json_text(typed)}"]
        elif kind == "boolean":
            typed = draw(BOOLEANS)
            text = _json_text(typed)
            spellings = [text, text.upper(), f" {text.title()} "]
        else:
            typed = draw(SAFE_TEXT)
            return Drawn.scalar(typed, typed)
        as_string = chance(draw, 4) if nested else not chance(draw, 4)
        return Drawn.scalar(typed, pick(draw, spellings) if as_string else typed)

    def members(
        self, properties: dict[str, JSON], chosen: list[str], nested: bool
    ) -> tuple[dict[str, JSON], dict[str, JSON], dict[str, JSON]]:
        """(typed, model, plain) objects for the `chosen` properties, keys sometimes sanitized."""
        shown = shown_names(list(properties))
        typed: dict[str, JSON] = {}
        model: dict[str, JSON] = {}
        plain: dict[str, JSON] = {}
        for name in chosen:
            value = self.value(properties[name], nested)
            typed[name], plain[name] = value.typed, value.plain
            model[shown[name] if self.renamed and self.draw(BOOLEANS) else name] = value.model
        return typed, model, plain

    def _object(self, schema: dict[str, JSON]) -> Drawn:
        declared = schema.get("properties")
        properties: dict[str, JSON] = declared if isinstance(declared, dict) else {}
        chosen = [name for name in properties if self.draw(BOOLEANS)]
        typed, model, plain = self.members(properties, chosen, nested=True)
        extra = schema.get("additionalProperties")
        if isinstance(extra, dict):
            for key in subset(self.draw, EXTRA_KEYS):
                value = self.value(extra, nested=True)
                typed[key], model[key], plain[key] = value.typed, value.model, value.plain
        return Drawn(typed, model, plain)

    def _array(self, schema: dict[str, JSON]) -> Drawn:
        items = schema.get("items") if isinstance(schema.get("items"), dict) else {"type": "string"}
        values = [self.value(items, nested=True) for _ in range(self.draw(below(MAX_ITEMS + 1)))]
        return Drawn([v.typed for v in values], [v.model for v in values], [v.plain for v in values])

    def _maybe_text(self, value: Drawn) -> Drawn:
        """Containers are often sent as JSON text; nested ones then sit as JSON text inside JSON text."""
        if not self.draw(BOOLEANS):
            return value
        plain = _json_text(value.plain)
        return Drawn(value.typed, _json_text(value.model) if self.keys_in_text else plain, plain)


@dataclass(frozen=True)
class Arguments:
    """A tool call's arguments: typed (what the tool should get) and as the model sent them."""

    typed: dict[str, JSON]
    model: dict[str, JSON]


@st.composite
def arguments_for(
    draw: st.DrawFn, schema: dict[str, JSON], keys_in_text: bool = True, renamed: bool = True
) -> Arguments:
    """Arguments for a ref-free tool schema; the model form sometimes carries junk or unknown keys."""
    properties = schema.get("properties", {})
    chosen = subset(draw, list(properties), min_size=1) if properties else []
    typed, model, _ = ValueDrawer(draw, keys_in_text, renamed).members(properties, chosen, nested=False)
    for key in list(model):
        if chance(draw, 10):
            model[key] = pick(draw, JUNK)
    if chance(draw, 10):
        model["unknown"] = "5"
    return Arguments(typed, model)
