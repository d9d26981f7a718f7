"""Property-name sanitizing and key unmapping (SPEC §1.1)."""

from __future__ import annotations

import re
from typing import Any

from toolcall_conformance.schemakit import keywords

from .refs import Resolver, Seen

JSON = Any

MAX_NAME = 64
_CONFORMING = re.compile(r"[a-zA-Z0-9_.-]{1,64}")
_OUTSIDE = re.compile(r"[^a-zA-Z0-9_.-]")
UNION_KEYWORDS = keywords.UNIONS


def sanitized_names(names: list[str]) -> dict[str, str]:
    """Map each original property name to the name the model sees (one `properties` object)."""
    assigned = {name: name for name in names if _CONFORMING.fullmatch(name)}
    taken = set(assigned)
    for name in names:
        if name in assigned:
            continue
        base = _OUTSIDE.sub("_", name)[:MAX_NAME] or "param"
        candidate, counter = base, 1
        while candidate in taken:
            counter += 1
            suffix = f"_{counter}"
            candidate = base[: MAX_NAME - len(suffix)] + suffix
        assigned[name] = candidate
        taken.add(candidate)
    return assigned


def _is_null_schema(schema: JSON) -> bool:
    return isinstance(schema, dict) and schema.get("type") == "null"


class Unmapper:
    """Puts original property names back into one arguments object, following the schema."""

    def __init__(self, resolver: Resolver) -> None:
        self.resolver = resolver
        self._reverse: dict[int, tuple[dict[str, JSON], dict[str, str]]] = {}

    def _reverse_map(self, properties: dict[str, JSON]) -> dict[str, str]:
        entry = self._reverse.get(id(properties))
        if entry is None:
            names = [name for name in properties if isinstance(name, str)]
            reverse = {shown: original for original, shown in sanitized_names(names).items()}
            entry = (properties, reverse)
            self._reverse[id(properties)] = entry
        return entry[1]

    def object_schema(self, schema: JSON, seen: Seen) -> dict[str, JSON] | None:
        """The schema whose `properties` name this object's keys: the schema itself or the object
        inside an anyOf/oneOf whose only non-null branch is an object schema."""
        if not isinstance(schema, dict):
            return None
        if isinstance(schema.get("properties"), dict):
            return schema
        branches = self.resolver.branches(schema, seen, UNION_KEYWORDS)
        non_null = [(b, s) for b, s in branches if not _is_null_schema(b)]
        if len(non_null) == 1 and isinstance(non_null[0][0], dict):
            branch = non_null[0][0]
            if isinstance(branch.get("properties"), dict):
                return branch
        return None

    def unmap(self, value: JSON, schema: JSON) -> JSON:
        """A copy of `value` whose object keys are spelled as in the schema, at every depth."""
        root: list[JSON] = [None]
        pending: list[tuple[JSON, JSON, Any, Any]] = [(value, schema, root, 0)]
        while pending:
            item, item_schema, parent, slot = pending.pop()
            resolved, seen = self.resolver.resolve(item_schema)
            if isinstance(item, dict):
                object_schema = self.object_schema(resolved, seen)
                properties = object_schema["properties"] if object_schema else {}
                reverse = self._reverse_map(properties) if properties else {}
                chosen = {reverse.get(key, key): member for key, member in item.items()}
                copied: JSON = dict.fromkeys(chosen)
                pending.extend((member, properties.get(key), copied, key) for key, member in chosen.items())
            elif isinstance(item, list):
                items = resolved.get("items") if isinstance(resolved, dict) else None
                copied = [None] * len(item)
                pending.extend((member, items, copied, i) for i, member in enumerate(item))
            else:
                copied = item
            parent[slot] = copied
        return root[0]
