"""The names a model sees for one `properties` object (SPEC §1.1), read apart from the reference."""

from __future__ import annotations

import string
from typing import Any

from toolcall_conformance.schemakit.keywords import UNIONS
from toolcall_conformance.schemakit.pointer import target

LIMIT = 64
ALLOWED = frozenset(string.ascii_letters + string.digits + "_.-")


def conforms(name: str) -> bool:
    return 0 < len(name) <= LIMIT and all(ch in ALLOWED for ch in name)


def shown_names(names: list[str]) -> dict[str, str]:
    """Original name -> shown name: conforming names first, then each other name in order."""
    shown = {name: name for name in names if conforms(name)}
    used = set(shown.values())
    for name in names:
        if name in shown:
            continue
        base = "".join(ch if ch in ALLOWED else "_" for ch in name)[:LIMIT] or "param"
        candidate = base
        suffix = 1
        while candidate in used:
            suffix += 1
            tail = f"_{suffix}"
            candidate = base[: LIMIT - len(tail)] + tail
        shown[name] = candidate
        used.add(candidate)
    return shown


def renamed_keys(schema: Any, arguments: Any) -> list[str]:
    """Where `arguments` use a name the model was shown in place of another property's own name.

    The places are those SPEC §1.1 unmaps: the top level, nested object values, objects inside
    `items`, objects reached through local `$ref`s, and the object inside an `anyOf`/`oneOf` whose
    only non-null branch is an object schema. Each entry is the key's JSON Pointer in `arguments`.
    A case with one needs an implementation that sanitizes the schema it shows the model (`unmap`).
    """
    found: list[str] = []
    pending: list[tuple[Any, Any, str]] = [(arguments, schema, "")]
    while pending:
        value, node, path = pending.pop()
        node = _resolved(schema, node)
        if isinstance(value, dict):
            properties = _object_properties(schema, node)
            originals = {
                shown: original
                for original, shown in shown_names([n for n in properties if isinstance(n, str)]).items()
                if shown != original
            }
            for key, member in value.items():
                where = f"{path}/{key.replace('~', '~0').replace('/', '~1')}"
                renamed = key in originals and key not in properties
                if renamed:
                    found.append(where)
                pending.append((member, properties.get(originals[key] if renamed else key), where))
        elif isinstance(value, list):
            items = node.get("items") if isinstance(node, dict) else None
            pending.extend((member, items, f"{path}/{index}") for index, member in enumerate(value))
    return sorted(found)


def _resolved(root: Any, node: Any) -> Any:
    """`node` with its local `$ref` chain followed; keywords beside a `$ref` kept, the target's winning."""
    seen: set[str] = set()
    while isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"] not in seen:
        found = target(root, node["$ref"])
        if found is None:
            break
        seen.add(node["$ref"])
        node = {**{k: v for k, v in node.items() if k != "$ref"}, **found}
    return node


def _object_properties(root: Any, node: Any) -> dict[str, Any]:
    """The `properties` that name an object's keys: the schema's own, or those of the only non-null
    `anyOf`/`oneOf` branch when that branch is an object schema; empty when there are none."""
    if not isinstance(node, dict):
        return {}
    if isinstance(node.get("properties"), dict):
        return node["properties"]  # type: ignore[no-any-return]
    branches = [
        _resolved(root, branch)
        for keyword in UNIONS
        if isinstance(node.get(keyword), list)
        for branch in node[keyword]
    ]
    non_null = [b for b in branches if not (isinstance(b, dict) and b.get("type") == "null")]
    if (
        len(non_null) == 1
        and isinstance(non_null[0], dict)
        and isinstance(non_null[0].get("properties"), dict)
    ):
        return non_null[0]["properties"]  # type: ignore[no-any-return]
    return {}
