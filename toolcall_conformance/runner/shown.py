"""What the model is shown (SPEC §6): the schema an agent presented for a tool, judged against the one
the tool declared, and the arguments it wrote back to the model for a call it refused.

Both schemas are read through their own local `$ref`s (python-jsonschema's `referencing`), so an agent
that inlines refs faithfully shows an equivalent schema and passes; one that removes, injects, widens
or narrows a property, drops an enum or a requirement, or leaves a `$ref` pointing at nothing fails,
each named by its rule and the property's path.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from referencing import Registry, Resource
from referencing.exceptions import Unresolvable
from referencing.jsonschema import DRAFT202012

from toolcall_conformance.model import JSON

BASE = "urn:toolcall-conformance:shown"
TYPES = ("array", "boolean", "integer", "null", "number", "object", "string")
DEPTH = 8  # properties this deep are compared; a recursive schema stops here


@dataclass(frozen=True)
class Finding:
    """One way the schema shown differs from the schema declared: the rule, where, and how."""

    rule: str
    path: str
    note: str

    def __str__(self) -> str:
        return f"SPEC §{self.rule}: {self.path}: {self.note}"


class _Schema:
    """A schema with its own local references resolvable."""

    def __init__(self, contents: JSON) -> None:
        self.contents = contents
        resource = Resource.from_contents(contents, default_specification=DRAFT202012)
        self.resolver = Registry().with_resource(BASE, resource).resolver(BASE)

    def resolve(self, node: JSON) -> JSON | None:
        """`node` with its `$ref` chain followed (a `$ref`'s siblings, as annotations, are dropped);
        None when a `$ref` points at nothing."""
        for _ in range(32):
            if not isinstance(node, dict) or not isinstance(node.get("$ref"), str):
                return node
            try:
                node = self.resolver.lookup(node["$ref"]).contents
            except Unresolvable:
                return None
        return None

    def types(self, node: JSON) -> frozenset[str] | None:
        """The JSON types `node` accepts (through `$ref`, `anyOf`, `oneOf`); None for any type."""
        node = self.resolve(node)
        if not isinstance(node, dict):
            return None if node is not False else frozenset()
        found: set[str] | None = None
        if "type" in node:
            declared = node["type"] if isinstance(node["type"], list) else [node["type"]]
            found = {str(t) for t in declared}
            if "integer" in found and "number" in found:
                found.discard("integer")
        for key in ("anyOf", "oneOf"):
            branches = node.get(key)
            if isinstance(branches, list):
                union: set[str] = set()
                for branch in branches:
                    accepted = self.types(branch)
                    if accepted is None:
                        union = set(TYPES)
                        break
                    union |= accepted
                found = union if found is None else found & union
        return None if found is None else frozenset(found)


def dangling_refs(schema: JSON) -> Iterator[Finding]:
    """Every `$ref` of `schema` that does not resolve within it (SPEC §6.4)."""
    shown = _Schema(schema)

    def walk(node: JSON, path: str) -> Iterator[Finding]:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and shown.resolve({"$ref": ref}) is None:
                yield Finding("6.4", path or "$", f"$ref {ref!r} points at nothing in the schema shown")
            for key, value in node.items():
                yield from walk(value, f"{path}/{key}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                yield from walk(value, f"{path}/{index}")

    return walk(schema, "")


def compare(declared: JSON, shown: JSON) -> list[Finding]:
    """How the schema shown departs from the schema declared (SPEC §6.1 to §6.4); [] when it keeps it."""
    findings = list(dangling_refs(shown))
    before, after = _Schema(declared), _Schema(shown)
    findings += _properties(before, after, declared, shown, "$", 0)
    return findings


def _properties(
    before: _Schema, after: _Schema, old: JSON, new: JSON, path: str, depth: int
) -> list[Finding]:
    old, new = before.resolve(old), after.resolve(new)
    if not isinstance(old, dict) or not isinstance(new, dict) or depth > DEPTH:
        return []
    findings: list[Finding] = []
    was, now = old.get("properties") or {}, new.get("properties") or {}
    if not isinstance(was, dict) or not isinstance(now, dict):
        return []
    findings += [
        Finding("6.1", f"{path}.{k}", "declared by the tool, not shown to the model")
        for k in was
        if k not in now
    ]
    findings += [
        Finding("6.3", f"{path}.{k}", "shown to the model, not declared by the tool")
        for k in now
        if k not in was
    ]
    required_was, required_now = set(old.get("required") or []), set(new.get("required") or [])
    for key in sorted(required_was - required_now):
        findings.append(Finding("6.2", f"{path}.{key}", "required by the tool, optional as shown"))
    for key in sorted(required_now - required_was):
        if key in was:  # a key not declared at all is named as injected
            findings.append(Finding("6.2", f"{path}.{key}", "optional for the tool, required as shown"))
    for key in [k for k in was if k in now]:
        where = f"{path}.{key}"
        findings += _property(before, after, was[key], now[key], where)
        findings += _properties(before, after, was[key], now[key], where, depth + 1)
    return findings


def _property(before: _Schema, after: _Schema, old: JSON, new: JSON, path: str) -> list[Finding]:
    if after.resolve(new) is None:
        return []  # its dangling $ref is already named
    declared, shown = before.types(old), after.types(new)
    findings = []
    if declared != shown:
        wider = shown is None or (declared is not None and shown > declared)
        how = "widened" if wider else "changed"
        findings.append(
            Finding("6.2", path, f"type {how}: declared {_names(declared)}, shown {_names(shown)}")
        )
    old_node, new_node = before.resolve(old), after.resolve(new)
    old_enum = old_node.get("enum") if isinstance(old_node, dict) else None
    new_enum = new_node.get("enum") if isinstance(new_node, dict) else None
    if old_enum is not None and old_enum != new_enum:
        findings.append(Finding("6.2", path, f"enum declared {old_enum}, shown {new_enum}"))
    return findings


def _names(types: frozenset[str] | None) -> str:
    return "any type" if types is None else " or ".join(sorted(types)) or "no value"


def echo_problem(echoed: JSON) -> Finding | None:
    """SPEC §6.5: the arguments the agent wrote back to the model for a call it refused are a JSON
    object (the model's own call, not text standing for it)."""
    if isinstance(echoed, dict):
        return None
    return Finding(
        "6.5",
        "$",
        f"the refused call's arguments went back to the model as {type(echoed).__name__}: {echoed!r:.80}",
    )
