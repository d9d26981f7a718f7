"""Replace every local `$ref` by its target merged with its siblings (SPEC 2), using `referencing`.

The result is the "ref-inlined form" of a schema: by SPEC 2's defining property, an implementation
must hand the tool the same arguments for both forms. Targets are looked up with the `referencing`
library, independently of the reference implementation's resolver.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote

from referencing import Registry, Resource
from referencing.exceptions import Unresolvable

JSON = Any
BASE = "urn:toolcall-conformance:inline"


LITERAL_KEYWORDS = frozenset({"const", "enum", "default", "examples", "$defs", "definitions"})


def in_scope(ref: str) -> bool:
    """SPEC 2's reference syntax: `#` or an RFC 6901 pointer with valid escapes, no leading zeros."""
    if ref == "#":
        return True
    if not ref.startswith("#/"):
        return False
    for token in unquote(ref[2:]).split("/"):
        if re.search(r"~(?![01])", token):
            return False
        if len(token) > 1 and token.isdigit() and token.startswith("0"):
            return False
    return True


class CyclicSchema(ValueError):
    """The schema's refs form a cycle: it has no finite inlined form."""


def inline(schema: JSON, max_nodes: int = 200_000) -> JSON:
    """The schema with each resolvable local `$ref` inlined; others are left as they are."""
    registry = Registry().with_resource(BASE, Resource.opaque(schema))
    resolver = registry.resolver(BASE)
    budget = [max_nodes]

    def target(ref: str) -> JSON:
        if not in_scope(ref):
            return None
        try:
            found = resolver.lookup(BASE + ref).contents
        except (Unresolvable, ValueError, IndexError, KeyError, TypeError):
            return None
        return found if isinstance(found, dict) else None

    def walk(node: JSON, chain: tuple[str, ...]) -> JSON:
        budget[0] -= 1
        if budget[0] < 0:
            raise CyclicSchema("inlined form too large")
        if isinstance(node, list):
            return [walk(item, chain) for item in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#") and (found := target(ref)) is not None:
            if ref in chain:
                raise CyclicSchema(f"cycle through {ref}")
            siblings = {k: v for k, v in node.items() if k != "$ref"}
            return walk({**siblings, **found}, (*chain, ref))
        return {
            key: walk(value, chain) if key not in ("const", "enum", "default", "examples") else value
            for key, value in node.items()
        }

    return walk(schema, ())
