"""Ingestion of schemas advertised by MCP servers (SPEC §4), Hermes style, keeping refs valid.

Three rewrites: `definitions` promoted to `$defs`; nullable unions (`anyOf`/`oneOf` of X and
`{"type": "null"}`) collapsed to X with `nullable: true`; object shapes repaired. A reference that
pointed into a collapsed union still leads to that branch: the branch moves to `$defs` and the
reference follows it (a reference to the null branch gets the branch inlined). So the tool receives
the same as it would for the same schema ingested with its references inlined.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from toolcall_conformance.schemakit import keywords

from .jsonvalue import copy_json
from .refs import ARRAY_INDEX, encode_pointer, lookup, pointer_tokens, walk_pointer

JSON = Any
Path = tuple[str, ...]


def subschemas(schema: dict[str, JSON]) -> list[tuple[Path, JSON]]:
    """Every schema directly inside `schema`, with its path relative to it (data keywords skipped)."""
    return list(keywords.subschemas(schema))


def schema_nodes(root: JSON) -> list[tuple[Path, dict[str, JSON]]]:
    """All schema objects of a document with their paths, parents before children."""
    found: list[tuple[Path, dict[str, JSON]]] = []
    pending: list[tuple[Path, JSON]] = [((), root)]
    while pending:
        path, node = pending.pop()
        if not isinstance(node, dict):
            continue
        found.append((path, node))
        pending.extend((path + sub, child) for sub, child in reversed(subschemas(node)))
    return found


def _is_null_branch(schema: JSON, root: JSON) -> bool:
    """`{"type": "null"}`, directly or through a chain of local refs (siblings merged, target wins)."""
    seen: set[str] = set()
    while isinstance(schema, dict):
        ref: JSON = schema.get("$ref")
        target = lookup(root, ref) if isinstance(ref, str) and ref not in seen else None
        if target is None:
            return schema.get("type") == "null"
        seen.add(ref)
        schema = {**{k: v for k, v in schema.items() if k != "$ref"}, **target}
    return False


@dataclass
class NullableUnion:
    node: dict[str, JSON]
    keyword: str
    kept: int
    dropped: int
    hoisted_as: str | None = None

    @staticmethod
    def of(node: dict[str, JSON], root: JSON) -> NullableUnion | None:
        present = [k for k in keywords.UNIONS if k in node]
        if len(present) != 1 or "$ref" in node:
            return None
        branches = node[present[0]]
        if not isinstance(branches, list) or len(branches) != 2:
            return None
        nulls = [i for i, branch in enumerate(branches) if _is_null_branch(branch, root)]
        if len(nulls) != 1 or not isinstance(branches[1 - nulls[0]], dict):
            return None
        return NullableUnion(node, present[0], 1 - nulls[0], nulls[0])

    @property
    def kept_branch(self) -> dict[str, JSON]:
        branch: dict[str, JSON] = self.node[self.keyword][self.kept]  # `of` checked it is an object
        return branch


class Ingestion:
    def __init__(self, schema: JSON) -> None:
        self.root = copy_json(schema)
        root = self.root if isinstance(self.root, dict) else {}
        self.promote = isinstance(root.get("definitions"), dict) and "$defs" not in root
        defs_free = "$defs" not in root or isinstance(root.get("$defs"), dict)
        self.collapse = isinstance(self.root, dict) and defs_free
        nodes = schema_nodes(self.root)
        self.unions = {}
        if self.collapse:
            for _, node in nodes:
                union = NullableUnion.of(node, self.root)
                if union:
                    self.unions[id(node)] = union
        self.refs = [node for _, node in nodes if isinstance(node.get("$ref"), str)]
        self._names = {
            name for key in ("$defs", "definitions") if isinstance(root.get(key), dict) for name in root[key]
        }

    def _hoist_name(self, union: NullableUnion) -> str:
        if union.hoisted_as is None:
            counter = 1
            while f"nullable_branch_{counter}" in self._names:
                counter += 1
            union.hoisted_as = f"nullable_branch_{counter}"
            self._names.add(union.hoisted_as)
        return union.hoisted_as

    def _follow(self, tokens: Path) -> Path | dict[str, JSON] | None:
        """Where `tokens` leads after ingestion: new tokens, an object to inline, or None (keep)."""
        node, new, i = self.root, [], 0
        if self.promote and tokens[:1] == ("definitions",):
            node, new, i = self.root["definitions"], ["$defs"], 1
        while i < len(tokens):
            union = self.unions.get(id(node)) if isinstance(node, dict) else None
            if union and tokens[i] == union.keyword and i + 1 < len(tokens):
                if tokens[i + 1] == str(union.kept):
                    node, new, i = union.kept_branch, ["$defs", self._hoist_name(union)], i + 2
                    continue
                if tokens[i + 1] == str(union.dropped):
                    target = walk_pointer(union.node[union.keyword][union.dropped], tokens[i + 2 :])
                    return target if isinstance(target, dict) else None
            token = tokens[i]
            if isinstance(node, dict) and token in node:
                node = node[token]
            elif isinstance(node, list) and ARRAY_INDEX.fullmatch(token) and int(token) < len(node):
                node = node[int(token)]
            else:
                return None
            new.append(token)
            i += 1
        return tuple(new)

    def _rewrite_refs(self) -> None:
        for ref_node in self.refs:
            tokens = pointer_tokens(ref_node["$ref"])
            if tokens is None:
                continue
            destination = self._follow(tokens)
            if isinstance(destination, tuple):
                ref_node["$ref"] = encode_pointer(destination)
            elif isinstance(destination, dict):
                del ref_node["$ref"]
                ref_node.update(copy_json(destination))

    def _collapse_unions(self) -> None:
        for union in reversed(list(self.unions.values())):
            node, branch = union.node, union.kept_branch
            if union.hoisted_as is not None:
                self.root.setdefault("$defs", {})[union.hoisted_as] = branch
            outer = {k: v for k, v in node.items() if k != union.keyword}
            node.clear()
            if union.hoisted_as is not None:
                node.update({"$ref": encode_pointer(("$defs", union.hoisted_as)), **outer})
                node["nullable"] = True
            else:
                node.update({**outer, "nullable": True, **branch})

    def _repair_shapes(self) -> None:
        for _, node in schema_nodes(self.root):
            if node.get("type") == "object" and "properties" not in node:
                node["properties"] = {}
            elif "type" not in node and isinstance(node.get("properties"), dict):
                node["type"] = "object"

    def run(self) -> JSON:
        self._rewrite_refs()
        if self.promote:
            self.root["$defs"] = self.root.pop("definitions")
        self._collapse_unions()
        self._repair_shapes()
        return self.root


def ingest_mcp_schema(schema: JSON) -> JSON:
    """The schema as the agent keeps it after ingesting an MCP tool's `inputSchema`; a new value."""
    return Ingestion(schema).run()
