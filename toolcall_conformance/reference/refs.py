"""Local `$ref` resolution (SPEC §2).

Only document-local references (`#...`) are followed. Everything else a resolver might be asked to
follow — remote documents, plain-name anchors, invalid `~` escapes, dangling pointers, pointers that
end at a non-object — is left as it is, so the schema behaves as if there were no resolver.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any
from urllib.parse import unquote

JSON = Any
Seen = frozenset[str]

ARRAY_INDEX = re.compile(r"0|[1-9][0-9]*")
_INVALID_ESCAPE = re.compile(r"~(?![01])")
# Bounds the union walk of pathological schemas (many mutually recursive unions) so it terminates.
MAX_CLOSURE = 2000
_MISSING = object()


@lru_cache(maxsize=4096)
def pointer_tokens(ref: str) -> tuple[str, ...] | None:
    """The decoded JSON Pointer tokens of a local reference, or None when it is out of scope."""
    if not ref.startswith("#"):
        return None
    fragment = unquote(ref[1:])
    if fragment == "":
        return ()
    if not fragment.startswith("/"):
        return None
    tokens = []
    for raw in fragment[1:].split("/"):
        if _INVALID_ESCAPE.search(raw):
            return None
        tokens.append(raw.replace("~1", "/").replace("~0", "~"))
    return tuple(tokens)


def encode_pointer(tokens: tuple[str, ...] | list[str]) -> str:
    """A local reference whose decoded pointer is `tokens` (inverse of `pointer_tokens`)."""
    escaped = (t.replace("~", "~0").replace("/", "~1").replace("%", "%25") for t in tokens)
    return "#" + "".join("/" + token for token in escaped)


def walk_pointer(document: JSON, tokens: tuple[str, ...]) -> JSON:
    """The value at `tokens` in `document`, or `_MISSING`."""
    node = document
    for token in tokens:
        if isinstance(node, dict):
            node = node.get(token, _MISSING)
        elif isinstance(node, list) and ARRAY_INDEX.fullmatch(token) and int(token) < len(node):
            node = node[int(token)]
        else:
            return _MISSING
        if node is _MISSING:
            return _MISSING
    return node


def lookup(root: JSON, ref: JSON) -> dict[str, JSON] | None:
    """The object a local reference points to, or None when the reference is out of scope."""
    if not isinstance(ref, str):
        return None
    tokens = pointer_tokens(ref)
    if tokens is None:
        return None
    target = walk_pointer(root, tokens)
    return target if isinstance(target, dict) else None


class Resolver:
    """Resolves schema nodes against one root schema; results are cached per node and chain."""

    def __init__(self, root: JSON) -> None:
        self.root = root
        self._cache: dict[tuple[int, Seen], tuple[JSON, JSON, Seen]] = {}
        self._closures: dict[tuple[int, tuple[str, ...]], tuple[JSON, list[JSON]]] = {}

    def resolve(self, node: JSON, seen: Seen = frozenset()) -> tuple[JSON, Seen]:
        """`node` with its `$ref` chain followed and merged; also the references seen on the chain.

        Keywords beside a `$ref` are kept; the referenced schema wins where both set one. A chain
        stops at a reference it has already seen, or at one out of scope (kept as it is).
        """
        if not isinstance(node, dict) or "$ref" not in node:
            return node, seen
        key = (id(node), seen)
        cached = self._cache.get(key)
        if cached is not None:
            return cached[1], cached[2]
        current, chain = node, set(seen)
        while isinstance(current, dict) and "$ref" in current:
            ref = current["$ref"]
            if not isinstance(ref, str) or ref in chain:
                break
            target = lookup(self.root, ref)
            if target is None:
                break
            chain.add(ref)
            siblings = {k: v for k, v in current.items() if k != "$ref"}
            current = {**siblings, **target}
        result = (node, current, frozenset(chain))
        self._cache[key] = result
        return current, result[2]

    def branches(self, schema: JSON, seen: Seen, keywords: tuple[str, ...]) -> list[tuple[JSON, Seen]]:
        """The resolved members of `schema`'s union keywords, each with its own cycle guard."""
        found: list[tuple[JSON, Seen]] = []
        if not isinstance(schema, dict):
            return found
        for keyword in keywords:
            members = schema.get(keyword)
            if isinstance(members, list):
                found.extend(self.resolve(member, seen) for member in members)
        return found

    def closure(self, node: JSON, keywords: tuple[str, ...]) -> list[JSON]:
        """`node` resolved, followed by every union member reachable from it, in document order."""
        cached = self._closures.get((id(node), keywords))
        if cached is not None:
            return cached[1]
        found: list[JSON] = []
        visited: set[tuple[int, Seen]] = set()
        pending = [self.resolve(node)]
        while pending and len(found) < MAX_CLOSURE:
            schema, seen = pending.pop()
            if not isinstance(schema, dict) or (id(schema), seen) in visited:
                continue
            visited.add((id(schema), seen))
            found.append(schema)
            pending.extend(reversed(self.branches(schema, seen, keywords)))
        self._closures[(id(node), keywords)] = (node, found)
        return found
