"""Hypothesis strategies for ref-free tool parameter schemas.

Shapes real tools declare: scalars, enums, nested objects (some with `additionalProperties`),
arrays, `anyOf`/`oneOf` unions and the three nullable spellings (a type list with `"null"`,
`nullable: true`, a union with `{"type": "null"}`). Property names include ones a provider rejects,
so key unmapping (SPEC §1.1) is exercised.
"""

from __future__ import annotations

from hypothesis import strategies as st

from toolcall_conformance.model import JSON

from .draws import BOOLEANS, below, pick, subset

PROPERTY_NAMES = (
    "id",
    "count",
    "limit",
    "tags",
    "first name",
    "first_name",
    "e-mail",
    "user.name",
    "a/b",
    "tilde~x",
    "100%",
    "naïve",
    "x y z",
    "",
    "long " + "n" * 66,
)
SCALAR_TYPES = ("integer", "number", "boolean", "string")
ENUMS: tuple[dict[str, JSON], ...] = (
    {"type": "string", "enum": ["red", "green", "blue"]},
    {"type": "integer", "enum": [1, 2, 3]},
    {"enum": ["low", "high"]},
)
DESCRIPTIONS = ("a value", "what the tool needs", "inner description")
MAX_LEAVES = 6
CONTAINERS = ("object", "array", "union", "map", "nullable")


def scalar_schema(draw: st.DrawFn) -> dict[str, JSON]:
    if draw(BOOLEANS):
        return dict(pick(draw, ENUMS))
    return {"type": pick(draw, SCALAR_TYPES)}


def nullable(draw: st.DrawFn, schema: dict[str, JSON]) -> dict[str, JSON]:
    """`schema` with null allowed, in one of the spellings real generators emit."""
    kind = schema.get("type")
    spellings = ["union-null-last", "union-null-first"]
    if isinstance(kind, str) and "enum" not in schema:
        spellings += ["type-list", "nullable-keyword"]
    spelling = pick(draw, spellings)
    if spelling == "type-list":
        return {**schema, "type": [kind, "null"]}
    if spelling == "nullable-keyword":
        return {**schema, "nullable": True}
    keyword = pick(draw, ("anyOf", "oneOf"))
    branches = [schema, {"type": "null"}]
    return {keyword: branches if spelling == "union-null-last" else branches[::-1]}


def _object(
    properties: dict[str, dict[str, JSON]], required: list[str], extra: dict[str, JSON] | bool | None
) -> dict[str, JSON]:
    schema: dict[str, JSON] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    if extra is not None:
        schema["additionalProperties"] = extra
    return schema


class _Tree:
    """Draws one property's schema: scalars at the leaves, containers and unions above them. A node is
    a leaf one time in three, and always once MAX_LEAVES leaves are drawn. Every choice shrinks
    toward a plain scalar."""

    def __init__(self, draw: st.DrawFn) -> None:
        self.draw = draw
        self.leaves = MAX_LEAVES

    def schema(self) -> dict[str, JSON]:
        draw = self.draw
        if self.leaves <= 1 or draw(below(3)) == 0:
            self.leaves -= 1
            leaf = scalar_schema(draw)
            return nullable(draw, leaf) if draw(BOOLEANS) else leaf
        container = pick(draw, CONTAINERS)
        if container == "object":
            names = subset(draw, PROPERTY_NAMES, max_size=3)
            properties = {name: self.schema() for name in names}
            required = [name for name in properties if draw(BOOLEANS)]
            choice = draw(below(3))
            extra = None if choice == 0 else False if choice == 1 else self.schema()
            return _object(properties, required, extra)
        if container == "array":
            return {"type": "array", "items": self.schema()}
        if container == "union":
            keyword = pick(draw, ("anyOf", "oneOf"))
            return {keyword: [self.schema() for _ in range(2 + draw(below(2)))]}
        if container == "map":
            return {"type": "object", "additionalProperties": self.schema()}
        return nullable(draw, self.schema())


def property_schema(draw: st.DrawFn) -> dict[str, JSON]:
    """One property's schema, sometimes with a description."""
    schema = _Tree(draw).schema()
    description = pick(draw, (None, *DESCRIPTIONS))
    return {**schema, "description": description} if description else schema


@st.composite
def tool_schemas(draw: st.DrawFn) -> dict[str, JSON]:
    """A tool's ref-free parameter schema: an object with one to four properties."""
    names = subset(draw, PROPERTY_NAMES, min_size=1, max_size=4)
    properties = {name: property_schema(draw) for name in names}
    required = [name for name in properties if draw(BOOLEANS)]
    return _object(properties, required, None)
