"""Hypothesis strategies for ref-free tool parameter schemas.

Shapes real tools declare: scalars, enums, nested objects (some with `additionalProperties`),
arrays, `anyOf`/`oneOf` unions and the three nullable spellings (a type list with `"null"`,
`nullable: true`, a union with `{"type": "null"}`). Property names include ones a provider rejects,
so key unmapping (SPEC §1.1) is exercised.
"""

from __future__ import annotations

from functools import cache

from hypothesis import strategies as st

from suite.model import JSON

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


@cache
def scalar_schemas() -> st.SearchStrategy[dict[str, JSON]]:
    plain = st.sampled_from(SCALAR_TYPES).map(lambda kind: {"type": kind})
    return st.one_of(plain, st.sampled_from(ENUMS).map(dict))


def _with_description(schema: dict[str, JSON], description: str | None) -> dict[str, JSON]:
    return {**schema, "description": description} if description else schema


def _object(
    properties: dict[str, dict[str, JSON]], required: list[str], extra: dict[str, JSON] | bool | None
) -> dict[str, JSON]:
    schema: dict[str, JSON] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    if extra is not None:
        schema["additionalProperties"] = extra
    return schema


@st.composite
def _objects(draw: st.DrawFn, children: st.SearchStrategy[dict[str, JSON]]) -> dict[str, JSON]:
    properties = draw(st.dictionaries(st.sampled_from(PROPERTY_NAMES), children, max_size=3))
    required = [name for name in properties if draw(st.booleans())]
    extra = draw(st.one_of(st.none(), st.just(False), children))
    return _object(properties, required, extra)


def _maps(children: st.SearchStrategy[dict[str, JSON]]) -> st.SearchStrategy[dict[str, JSON]]:
    return children.map(lambda value: {"type": "object", "additionalProperties": value})


def _arrays(children: st.SearchStrategy[dict[str, JSON]]) -> st.SearchStrategy[dict[str, JSON]]:
    return children.map(lambda item: {"type": "array", "items": item})


@st.composite
def _unions(draw: st.DrawFn, children: st.SearchStrategy[dict[str, JSON]]) -> dict[str, JSON]:
    keyword = draw(st.sampled_from(("anyOf", "oneOf")))
    return {keyword: draw(st.lists(children, min_size=2, max_size=3))}


@st.composite
def nullable(draw: st.DrawFn, schema: dict[str, JSON]) -> dict[str, JSON]:
    """`schema` with null allowed, in one of the spellings real generators emit."""
    kind = schema.get("type")
    spellings = ["union-null-last", "union-null-first"]
    if isinstance(kind, str) and "enum" not in schema:
        spellings += ["type-list", "nullable-keyword"]
    spelling = draw(st.sampled_from(spellings))
    if spelling == "type-list":
        return {**schema, "type": [kind, "null"]}
    if spelling == "nullable-keyword":
        return {**schema, "nullable": True}
    keyword = draw(st.sampled_from(("anyOf", "oneOf")))
    branches = [schema, {"type": "null"}]
    return {keyword: branches if spelling == "union-null-last" else branches[::-1]}


def _extend(children: st.SearchStrategy[dict[str, JSON]]) -> st.SearchStrategy[dict[str, JSON]]:
    shapes = st.one_of(_objects(children), _arrays(children), _unions(children), _maps(children))
    return st.one_of(shapes, children.flatmap(nullable))


@cache
def property_schemas() -> st.SearchStrategy[dict[str, JSON]]:
    """One property's schema: scalars at the leaves, containers and unions above them (built once:
    Hypothesis validates a strategy the first time it draws from it)."""
    leaves = st.one_of(scalar_schemas(), scalar_schemas().flatmap(nullable))
    tree = st.recursive(leaves, _extend, max_leaves=6)
    return st.tuples(tree, st.sampled_from((None, *DESCRIPTIONS))).map(lambda pair: _with_description(*pair))


@st.composite
def tool_schemas(draw: st.DrawFn) -> dict[str, JSON]:
    """A tool's ref-free parameter schema: an object with one to four properties."""
    properties = draw(
        st.dictionaries(st.sampled_from(PROPERTY_NAMES), property_schemas(), min_size=1, max_size=4)
    )
    required = [name for name in properties if draw(st.booleans())]
    return _object(properties, required, None)
