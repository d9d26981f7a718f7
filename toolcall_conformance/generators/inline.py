"""Replace every local `$ref` by its target merged with its siblings: the ref-inlined form (SPEC 2).

By SPEC 2's defining property an implementation must hand the tool the same arguments for a schema
and for its inlined form. This is a second, separate reading of SPEC 2's reference rules (written
apart from the reference implementation), used to give recorded snapshots a second opinion.
"""

from __future__ import annotations

from toolcall_conformance.model import JSON
from toolcall_conformance.schemakit.keywords import DATA, DEFINITIONS, SCHEMA_MAPS
from toolcall_conformance.schemakit.pointer import target

__all__ = ["CyclicSchema", "inline", "target"]

# Values of these keywords are data or definitions, not schema positions to inline.
NOT_INLINED = frozenset((*DATA, *DEFINITIONS))


class CyclicSchema(ValueError):
    """The schema has no practical inlined form: its refs form a cycle, or it is too large or deep."""


def inline(schema: JSON, max_nodes: int = 200_000) -> JSON:
    """The schema with each resolvable local `$ref` inlined; other refs are left as they are."""
    budget = [max_nodes]

    def walk(node: JSON, chain: tuple[str, ...]) -> JSON:
        budget[0] -= 1
        if budget[0] < 0:
            raise CyclicSchema("inlined form too large")
        if isinstance(node, list):
            return [walk(item, chain) for item in node]
        if not isinstance(node, dict):
            return node
        ref: JSON = node.get("$ref")
        found = target(schema, ref) if isinstance(ref, str) else None
        if found is not None:
            if ref in chain:
                raise CyclicSchema(f"cycle through {ref}")
            siblings = {key: value for key, value in node.items() if key != "$ref"}
            return walk({**siblings, **found}, (*chain, ref))
        return {key: keyword(key, value, chain) for key, value in node.items()}

    def keyword(key: str, value: JSON, chain: tuple[str, ...]) -> JSON:
        if key in NOT_INLINED:
            return value
        if key in SCHEMA_MAPS and isinstance(value, dict):
            return {name: walk(member, chain) for name, member in value.items()}
        return walk(value, chain)

    try:
        return walk(schema, ())
    except RecursionError as exc:
        raise CyclicSchema("too deep to inline") from exc
