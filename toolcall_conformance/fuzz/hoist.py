"""Turn a ref-free schema into an equivalent ref form, the ways real generators write refs.

Three moves, drawn at random: a subschema hoisted into `$defs` (pydantic style), optionally behind a
chain of aliases (`$defs/A` -> `$defs/B`); and a zod-style path ref, where a later position points
at a first use (`#/properties/x/anyOf/0`, `.../items`, `.../additionalProperties`). The ref node
sometimes keeps sibling keywords (`description`, `default`). Every ref resolves and none is cyclic.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from urllib.parse import quote

from hypothesis import strategies as st

from toolcall_conformance.generators.inline import CyclicSchema, inline
from toolcall_conformance.model import JSON

from .draws import BOOLEANS, below, pick, subset

Path = tuple[str | int, ...]

DEF_NAMES = ("Item", "Count", "with space", "slash/name", "tilde~name", "pct%name", "café")
SIBLINGS: tuple[dict[str, JSON], ...] = (
    {"description": "outer description"},
    {"default": None},
    {"description": "d", "default": 1},
)
_SCHEMA_MAPS = ("properties", "$defs")
_SCHEMA_ONE = ("items", "additionalProperties")
_SCHEMA_LISTS = ("anyOf", "oneOf")


def positions(node: JSON, path: Path = ()) -> Iterator[tuple[Path, dict[str, JSON]]]:
    """Every subschema below `node` with its path, parents before children."""
    if not isinstance(node, dict):
        return
    for keyword in _SCHEMA_MAPS:
        members = node.get(keyword)
        if isinstance(members, dict):
            for name, member in members.items():
                if isinstance(member, dict):
                    yield (*path, keyword, name), member
                    yield from positions(member, (*path, keyword, name))
    for keyword in _SCHEMA_ONE:
        if isinstance(node.get(keyword), dict):
            yield (*path, keyword), node[keyword]
            yield from positions(node[keyword], (*path, keyword))
    for keyword in _SCHEMA_LISTS:
        members = node.get(keyword)
        if isinstance(members, list):
            for index, member in enumerate(members):
                if isinstance(member, dict):
                    yield (*path, keyword, index), member
                    yield from positions(member, (*path, keyword, index))


def get_at(document: JSON, path: Path) -> JSON:
    for token in path:
        document = document[token]
    return document


def set_at(document: JSON, path: Path, value: JSON) -> None:
    get_at(document, path[:-1])[path[-1]] = value


def pointer(path: Path, percent: bool = False) -> str:
    """A local ref to `path`: RFC 6901 escapes, then `%` always (or everything) percent-encoded."""
    tokens = [str(token).replace("~", "~0").replace("/", "~1") for token in path]
    if percent:
        tokens = [quote(token, safe="~!$&'()*+,;=:@") for token in tokens]
    else:
        tokens = [token.replace("%", "%25") for token in tokens]
    return "#" + "".join("/" + token for token in tokens)


def is_within(path: Path, ancestor: Path) -> bool:
    return path[: len(ancestor)] == ancestor


def resolves_fully(document: JSON) -> bool:
    """Every ref resolves and none is cyclic: the inlined form holds no `$ref` outside definitions."""
    try:
        inlined = inline(document)
    except CyclicSchema:
        return False
    used = {key: value for key, value in inlined.items() if key not in ("$defs", "definitions")}
    return "$ref" not in _keys(used)


def _keys(node: JSON) -> set[str]:
    found: set[str] = set()
    pending = [node]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            found.update(item)
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return found


def _ref_node(draw: st.DrawFn, path: Path) -> dict[str, JSON]:
    siblings = pick(draw, ({}, *SIBLINGS))
    return {"$ref": pointer(path, percent=draw(BOOLEANS)), **copy.deepcopy(siblings)}


def _free_name(taken: set[str], wanted: str) -> str:
    name, counter = wanted, 1
    while name in taken:
        counter += 1
        name = f"{wanted}{counter}"
    taken.add(name)
    return name


def _hoist_into_defs(draw: st.DrawFn, document: dict[str, JSON]) -> bool:
    """Move some subschemas into `$defs` (deepest first, so the chosen paths stay valid)."""
    candidates = [path for path, _ in positions(document)]
    chosen = subset(draw, candidates, max_size=3) if candidates else []
    defs: dict[str, JSON] = {}
    taken: set[str] = set()
    for path in sorted(chosen, key=len, reverse=True):
        name = _free_name(taken, pick(draw, DEF_NAMES))
        defs[name] = get_at(document, path)
        head = name
        for _ in range(draw(below(3))):
            alias = _free_name(taken, pick(draw, DEF_NAMES))
            defs[alias] = _ref_node(draw, ("$defs", head))
            head = alias
        set_at(document, path, _ref_node(draw, ("$defs", head)))
    if defs:
        document["$defs"] = defs
    return bool(defs)


def _add_path_ref(draw: st.DrawFn, document: dict[str, JSON]) -> bool:
    """Point a later position at a first use, zod style; False when the draw would break a ref."""
    nodes = [path for path, _ in positions(document) if path[:1] != ("$defs",) or len(path) > 2]
    if not nodes:
        return False
    target = pick(draw, nodes)
    sites = [p for p in nodes if not is_within(p, target) and not is_within(target, p)]
    new_property = ("properties", pick(draw, ("again", "copy", "second use")))
    if new_property[1] not in document["properties"]:
        sites.append(new_property)
    if not sites:
        return False
    site = pick(draw, sorted(sites, key=repr))
    before = copy.deepcopy(document)
    set_at(document, site, _ref_node(draw, target))
    if resolves_fully(document):
        return True
    document.clear()
    document.update(before)
    return False


@st.composite
def ref_forms(draw: st.DrawFn, schema: dict[str, JSON]) -> dict[str, JSON]:
    """An equivalent-in-spirit ref form of `schema` holding at least one ref (when it has any subschema)."""
    document = copy.deepcopy(schema)
    hoisted = _hoist_into_defs(draw, document)
    path_refs = draw(below(3)) if hoisted else 1 + draw(below(2))
    for _ in range(path_refs):
        _add_path_ref(draw, document)
    return document
