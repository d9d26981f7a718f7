"""Derive model-style cases from a generated schema.

For each schema a typed sample of the arguments is drawn by `sampler` (what the tool should receive,
valid against the schema in its dialect), then rewritten the way models really send it: numbers and
booleans as strings, containers as JSON text (also nested), `"null"` for nullable fields, sanitized
keys. The typed sample travels with every case as provenance: the reviewed snapshot says what the
tool receives, and a test checks that it is the typed sample wherever the spec says the rewrite is
undone.

Refs are followed by `schemakit.pointer.target` and `jsonschema`, not by the reference
implementation, so the samples do not depend on the code under test. A schema no valid sample can be
drawn for keeps the sampler's best guess and the reason; its cases are then no core cases.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from toolcall_conformance.generators import sampler
from toolcall_conformance.model import JSON
from toolcall_conformance.schemakit import keywords
from toolcall_conformance.schemakit.pointer import target

MISSING: Any = object()
MAX_DEPTH = 6


@dataclass(frozen=True)
class Typed:
    """The typed sample of a schema's arguments, and why it is not valid there (None when it is)."""

    value: JSON
    problem: str | None = None

    def accepts(self, parameters: JSON) -> Callable[[JSON], bool]:
        """Whether a variant of the sample is valid too (anything goes when the sample is not)."""
        if self.problem is not None:
            return lambda value: True
        validator = sampler.judge(parameters)
        return lambda value: sampler.rejection(validator, value) is None


def typed_sample(parameters: JSON) -> Typed:
    """A sample valid against the schema in its dialect; else the sampler's best guess and why not."""
    try:
        return Typed(sampler.draw(parameters))
    except sampler.NoSample as reason:
        return Typed(sampler.guess(parameters), str(reason))


@dataclass(frozen=True)
class Schema:
    """A schema node together with the root document its local refs point into."""

    node: JSON
    root: JSON

    def resolve(self) -> Schema:
        """Follow a chain of local `$ref`s (SPEC 2 pointer rules, read by `inline.target`)."""
        node, seen = self.node, set()
        while isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"] not in seen:
            seen.add(node["$ref"])
            target = _lookup(self.root, node["$ref"])
            if target is MISSING:
                return Schema(MISSING, self.root)
            node = target
        return Schema(node, self.root)

    def child(self, node: JSON) -> Schema:
        return Schema(node, self.root)


def _lookup(root: JSON, ref: str) -> JSON:
    found = target(root, ref)
    return MISSING if found is None else found


def branches(schema: Schema) -> list[Schema]:
    node = schema.node
    if not isinstance(node, dict):
        return []
    return [schema.child(b) for key in keywords.UNIONS for b in node.get(key, [])]


def is_null_schema(schema: Schema) -> bool:
    node = schema.resolve().node
    return isinstance(node, dict) and node.get("type") == "null"


def non_null_type(node: dict[str, JSON]) -> str | None:
    kind = node.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), None)
    return kind if isinstance(kind, str) else None


# --- the ways models send values -------------------------------------------------------------


def as_model_string(value: JSON) -> JSON:
    """How a model spells a typed value as a string: JSON text for everything but strings."""
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def with_nested_json_strings(value: JSON) -> JSON:
    """Containers inside a container become JSON text (the nested case of SPEC 1.3)."""
    if isinstance(value, dict):
        return {k: _stringify_container(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_stringify_container(v) for v in value]
    return value


def _stringify_container(value: JSON) -> JSON:
    if isinstance(value, dict | list) and value:
        return json.dumps(with_nested_json_strings(value), ensure_ascii=False)
    return value


def nullable(schema: Schema) -> bool:
    node = schema.resolve().node
    if not isinstance(node, dict):
        return False
    kind = node.get("type")
    if kind == "null" or (isinstance(kind, list) and "null" in kind) or node.get("nullable") is True:
        return True
    return any(is_null_schema(b) for b in branches(schema.resolve()))


@dataclass(frozen=True)
class Derived:
    id: str
    description: str
    tags: tuple[str, ...]
    arguments: dict[str, JSON]
    typed: dict[str, JSON]


def container_in_unpinned_position(schema: Schema, value: JSON, depth: int = 0) -> bool:
    """Whether a container sits where only `additionalProperties` or tuple `items` describe it.

    SPEC 1.3 names no rule for those positions, so cases that depend on them are hermes level.
    """
    node = schema.resolve().node
    if not isinstance(node, dict) or depth > MAX_DEPTH:
        return False
    if isinstance(value, dict):
        declared = node.get("properties")
        properties: dict[str, JSON] = declared if isinstance(declared, dict) else {}
        for key, item in value.items():
            if key in properties:
                if container_in_unpinned_position(schema.child(properties[key]), item, depth + 1):
                    return True
            elif isinstance(item, dict | list):
                return True
        return any(container_in_unpinned_position(b, value, depth + 1) for b in branches(schema.resolve()))
    if isinstance(value, list):
        if isinstance(node.get("items"), dict):
            items = schema.child(node["items"])
            return any(container_in_unpinned_position(items, v, depth + 1) for v in value)
        return any(isinstance(v, dict | list) for v in value)
    return False


Renamer = Callable[[list[str]], dict[str, str]]


def sanitize_keys(schema: Schema, value: JSON, rename: Renamer, depth: int = 0) -> JSON:
    """`value` with every key spelled as the sanitized schema shows it to the model."""
    resolved = schema.resolve()
    node = resolved.node
    if not isinstance(node, dict) or depth > MAX_DEPTH:
        return value
    if isinstance(value, dict):
        properties = node.get("properties")
        if not isinstance(properties, dict):
            objects = [b for b in branches(resolved) if not is_null_schema(b)]
            if len(objects) == 1:
                return sanitize_keys(objects[0], value, rename, depth + 1)
            return value
        names = rename(list(properties))
        return {
            names.get(k, k): sanitize_keys(resolved.child(properties[k]), v, rename, depth + 1)
            if k in properties
            else v
            for k, v in value.items()
        }
    if isinstance(value, list) and isinstance(node.get("items"), dict):
        return [sanitize_keys(resolved.child(node["items"]), v, rename, depth + 1) for v in value]
    return value


def derive_cases(parameters: JSON, drawn: Typed, rename: Renamer | None = None) -> Iterator[Derived]:
    """Model-style cases for one tool schema; `rename` gives sanitized names for a properties list."""
    root = Schema(parameters, parameters)
    typed = drawn.value
    if not isinstance(typed, dict) or not typed:
        return
    accepts = drawn.accepts(parameters)
    properties = root.resolve().node.get("properties", {})
    yield Derived(
        "typed", "arguments already of the right types pass through unchanged", ("passthrough",), typed, typed
    )
    stringly = {k: as_model_string(v) for k, v in typed.items()}
    if stringly != typed:
        yield Derived(
            "all-strings",
            "every argument sent as a string: numbers, booleans and JSON text for containers",
            ("coerce",),
            stringly,
            typed,
        )
    nested = {k: as_model_string(with_nested_json_strings(v)) for k, v in typed.items()}
    if nested != stringly:
        yield Derived(
            "nested-json-strings",
            "containers sent as JSON text holding further JSON text for inner containers",
            ("coerce", "nested"),
            nested,
            typed,
        )
    for name, value in typed.items():
        if as_model_string(value) != value:
            yield Derived(
                f"string-{_slug(name)}",
                f"only {name!r} sent as a string; the others already typed",
                ("coerce",),
                {**typed, name: as_model_string(value)},
                typed,
            )
    nulls = {
        k: "null"
        for k, sub in properties.items()
        if k in typed and nullable(root.child(sub)) and accepts({**typed, k: None})
    }
    if nulls:
        yield Derived(
            "null-strings",
            'nullable arguments sent as the string "null"',
            ("coerce", "null"),
            {**typed, **nulls},
            {**typed, **dict.fromkeys(nulls)},
        )
    if rename is not None:
        renamed = sanitize_keys(root, typed, rename)
        if renamed != typed:
            yield Derived(
                "sanitized-keys",
                "keys, also nested ones, spelled the way the sanitized schema showed them to the model",
                ("unmap",),
                renamed,
                typed,
            )


def _slug(name: str) -> str:
    slug = "".join(c if c.isascii() and c.isalnum() else "-" for c in name.lower()).strip("-")
    return slug or "param"
