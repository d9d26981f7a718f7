"""Draw a typed sample a tool schema accepts, checked by `jsonschema` in the schema's own dialect.

The schema's dialect is draft-07 where its `$schema` says so and 2020-12 otherwise; refs resolve
inside the schema only, and every format is checked. Drawing walks the schema offering candidates in
a fixed order of preference (plain placeholders such as `"text"`, `3` and `2.5` first, then values
built for the node's constraints: lengths, patterns drawn with `exrex`, bounds, `multipleOf`,
formats, item counts, required members gathered across `allOf`, union branches in order) and keeps,
at every node, the first candidate the validator accepts there. A string of JSON content
(`contentMediaType: application/json`) is the JSON text of a sample of its `contentSchema`.
Recursion ends where an array may be empty, a member is optional or a branch does not recurse; past
`MAX_DEPTH` nothing is offered.

Deterministic: no randomness, so the same schema and library versions give the same sample.
"""

from __future__ import annotations

import functools
import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import exrex  # type: ignore[import-untyped]
from jsonschema import Draft7Validator, Draft202012Validator, FormatChecker
from jsonschema.exceptions import SchemaError
from jsonschema.protocols import Validator
from jsonschema.validators import validator_for
from referencing import Registry
from referencing.exceptions import Unresolvable

from toolcall_conformance.model import JSON
from toolcall_conformance.schemakit.pointer import target

MAX_DEPTH = 6
OPTIONAL_DEPTH = 3
"""From this depth on, objects offer their required members first (recursion ends sooner)."""
PATTERN_TRIES = 200
STRING_FORMATS: dict[str, str | tuple[str, ...]] = {
    "date-time": "2026-01-02T03:04:05Z",
    "date": "2026-01-02",
    "time": ("03:04:05", "03:04:05Z"),
    "duration": "P1D",
    "uuid": "123e4567-e89b-42d3-a456-426614174000",
    "email": "ada@example.org",
    "idn-email": "ada@example.org",
    "uri": "https://example.org/a",
    "iri": "https://example.org/a",
    "uri-reference": "https://example.org/a",
    "iri-reference": "https://example.org/a",
    "url": "https://example.org/a",
    "hostname": "example.org",
    "idn-hostname": "example.org",
    "ipv4": "192.0.2.1",
    "ipv6": "2001:db8::1",
    "json-pointer": "/a",
    "relative-json-pointer": "0/a",
    "regex": "^a$",
    "uri-template": "https://example.org/{id}",
}
ANNOTATIONS = frozenset({"description", "title", "default", "examples", "$comment", "deprecated"})


class NoSample(Exception):
    """No value the schema accepts could be drawn; the message says why."""


def dialect(schema: JSON) -> type[Validator]:
    """Draft-07 where `$schema` names it, 2020-12 otherwise."""
    found = validator_for(schema, default=Draft202012Validator)
    return Draft7Validator if found is Draft7Validator else Draft202012Validator


def judge(schema: JSON) -> Validator:
    """The schema's validator in its dialect; `NoSample` when the schema is not valid there."""
    cls = dialect(schema)
    problem = _invalid(json.dumps(schema, sort_keys=True), cls)
    if problem is not None:
        raise NoSample(problem)
    return cls(schema, registry=Registry(), format_checker=FormatChecker())


@functools.lru_cache(maxsize=4096)
def _invalid(text: str, cls: type[Validator]) -> str | None:
    """Why the schema (as JSON text) is not valid in the dialect, or None. Checking a schema against
    its metaschema costs far more than drawing its sample, and a schema is judged more than once (its
    sample, then its cases' variants), so each text is checked once."""
    try:
        cls.check_schema(json.loads(text))
    except SchemaError as error:
        name = "draft-07" if cls is Draft7Validator else "2020-12"
        return f"the schema is not valid JSON Schema {name}: {error.message}"
    return None


def rejection(validator: Validator, value: JSON) -> str | None:
    """Why the validator refuses the value, or None when it accepts it."""
    try:
        errors = sorted(validator.iter_errors(value), key=lambda e: list(e.absolute_path))
    except Unresolvable as error:
        return f"a ref cannot be resolved inside the schema: {error}"
    if not errors:
        return None
    where = "/".join(str(p) for p in errors[0].absolute_path)
    return f"at /{where}: {errors[0].message}"


@dataclass
class Sampler:
    """Draws values for the nodes of one root schema."""

    root: JSON
    validator: Validator | None
    """None: accept every candidate unchecked (a best guess, where nothing valid exists)."""

    def draw(self) -> JSON:
        """The first acceptable value for the whole schema, or `NoSample` with the reason."""
        for value in self.values(self.root, 0):
            return value
        assert self.validator is not None
        reason = rejection(self.validator, Sampler(self.root, None).first_guess()) or "no candidate"
        lost = sorted({r for r in refs(self.root) if target(self.root, r) is None})
        if lost:
            reason += f"; refs that point nowhere inside the schema: {', '.join(lost)}"
        raise NoSample(reason)

    def first_guess(self) -> JSON:
        return next(self.candidates(self.root, 0), None)

    def accepts(self, node: JSON, value: JSON) -> bool:
        if self.validator is None:
            return True
        try:
            return bool(self.validator.evolve(schema=node).is_valid(value))
        except Unresolvable:
            return False

    def values(self, node: JSON, depth: int) -> Iterator[JSON]:
        """Candidates for the node that the node accepts, best first, without repeats."""
        seen: list[JSON] = []
        for value in itertools.islice(self.candidates(node, depth), 64):
            if value not in seen and self.accepts(node, value):
                seen.append(value)
                yield value

    def first(self, node: JSON, depth: int) -> JSON | None:
        return next(self.values(node, depth), _NONE)

    # --- candidates, in order of preference -----------------------------------------------------

    def candidates(self, node: JSON, depth: int) -> Iterator[JSON]:
        if depth > MAX_DEPTH:
            return
        if node is True:
            yield "text"
            return
        if "allOf" in self.followed(node):
            depth += 1  # a wrapper costs a level, as a branch of a union does
        flat = self.flatten(node)
        if flat is None:
            return
        if "const" in flat:
            yield flat["const"]
            return
        if isinstance(flat.get("enum"), list):
            yield from sorted(flat["enum"], key=lambda v: v is None)
            return
        unions = [k for k in ("anyOf", "oneOf") if isinstance(flat.get(k), list)]
        if unions:
            rest = {k: v for k, v in flat.items() if k not in unions}
            branches = [b for k in unions for b in flat[k]]
            ordered = sorted(branches, key=lambda b: self.is_null(b))
            for branch in ordered:
                merged = self.flatten({"allOf": [rest, branch]})
                if merged is not None:
                    yield from itertools.islice(self.candidates(merged, depth + 1), 16)
            return
        for kind in self.types(flat):
            yield from self.typed(flat, kind, depth)

    def followed(self, node: JSON) -> dict[str, Any]:
        """The node at the end of its chain of refs (siblings of a `$ref` not merged in)."""
        seen: set[str] = set()
        while isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"] not in seen:
            seen.add(node["$ref"])
            node = target(self.root, node["$ref"])
        return node if isinstance(node, dict) else {}

    def flatten(self, node: JSON, seen: frozenset[str] = frozenset()) -> dict[str, Any] | None:
        """The node with its refs followed and its `allOf` merged into one set of constraints."""
        if node is True:
            return {}
        if not isinstance(node, dict):
            return None
        parts: list[dict[str, Any]] = []
        own = {k: v for k, v in node.items() if k not in ("$ref", "allOf") and k not in ANNOTATIONS}
        ref = node.get("$ref")
        if isinstance(ref, str):
            found = target(self.root, ref)
            if found is None or ref in seen:
                return None
            followed = self.flatten(found, seen | {ref})
            if followed is None:
                return None
            parts.append(followed)
        for branch in node.get("allOf", []) if isinstance(node.get("allOf"), list) else []:
            flat = self.flatten(branch, seen)
            if flat is None:
                return None
            parts.append(flat)
        merged = own
        for part in parts:
            merged = merge(merged, part)
        return merged

    def is_null(self, node: JSON) -> bool:
        flat = self.flatten(node)
        return isinstance(flat, dict) and (flat.get("type") == "null" or flat.get("const", 0) is None)

    @staticmethod
    def types(flat: dict[str, Any]) -> list[str]:
        kind = flat.get("type")
        if isinstance(kind, str):
            return [kind]
        if isinstance(kind, list):
            return sorted((k for k in kind if isinstance(k, str)), key=lambda k: k == "null")
        if "properties" in flat or "required" in flat or "additionalProperties" in flat:
            return ["object"]
        if "items" in flat or "prefixItems" in flat:
            return ["array"]
        return ["string"]

    def typed(self, flat: dict[str, Any], kind: str, depth: int) -> Iterator[JSON]:
        if kind == "object":
            yield from self.objects(flat, depth)
        elif kind == "array":
            yield from self.arrays(flat, depth)
        elif kind == "integer":
            yield from numbers(flat, integral=True)
        elif kind == "number":
            yield from numbers(flat, integral=False)
        elif kind == "boolean":
            yield from (True, False)
        elif kind == "string":
            if flat.get("contentMediaType") == "application/json":  # JSON text (pydantic's `Json`)
                content = self.first(flat.get("contentSchema", True), depth + 1)
                if content is not _NONE:
                    yield json.dumps(content, ensure_ascii=False)
            yield from strings(flat)
        elif kind == "null":
            yield None

    def objects(self, flat: dict[str, Any], depth: int) -> Iterator[JSON]:
        """All members first (only the required ones first from `OPTIONAL_DEPTH` on), then fewer."""
        declared = flat.get("properties")
        properties: dict[str, JSON] = declared if isinstance(declared, dict) else {}
        required = [r for r in flat.get("required", []) if isinstance(r, str)]
        extra = flat.get("additionalProperties")
        optional = [name for name in properties if name not in required]
        for chosen in [optional, []] if depth < OPTIONAL_DEPTH else [[], optional]:
            out = self.members(properties, required, chosen, extra, depth)
            if out is None:
                continue
            wanted = flat.get("minProperties", 0) if _numeric(flat.get("minProperties")) else 0
            described = not properties and self.informative(extra)
            extras = max(wanted - len(out), 1 if described else 0)
            value = self.first(extra if isinstance(extra, dict) else True, depth + 1) if extras else _NONE
            if extra is not False and value is not _NONE:
                out.update({"key" if n == 0 else f"key{n + 1}": value for n in range(extras)})
            yield out

    def members(
        self, properties: dict[str, JSON], required: list[str], chosen: list[str], extra: JSON, depth: int
    ) -> dict[str, JSON] | None:
        """The required and chosen members, or None when a required one cannot be drawn.

        An optional member the schema says nothing about (`{}`) is left out.
        """
        out: dict[str, JSON] = {}
        for name in [*properties, *(r for r in required if r not in properties)]:
            if name not in required and name not in chosen:
                continue
            sub = properties.get(name, extra if isinstance(extra, dict) else True)
            if name not in required and not self.informative(sub):
                continue
            value = self.first(sub, depth + 1)
            if value is _NONE:
                if name in required and self.validator is not None:
                    return None
                continue
            out[name] = value
        return out

    def informative(self, node: JSON) -> bool:
        flat = self.flatten(node)
        return flat is not None and any(
            k in flat
            for k in ("type", "const", "enum", "anyOf", "oneOf", "properties", "items", "prefixItems")
        )

    def arrays(self, flat: dict[str, Any], depth: int) -> Iterator[JSON]:
        prefix = flat.get("prefixItems") or (
            flat.get("items") if isinstance(flat.get("items"), list) else None
        )
        low = max(int(flat.get("minItems", 0)), 0)
        high = flat.get("maxItems")
        if isinstance(prefix, list):
            values = [self.first(p, depth + 1) for p in prefix]
            if _NONE not in values:
                yield values
            return
        items = flat.get("items", True) if not isinstance(flat.get("items"), list) else True
        count = max(low, 1)
        if isinstance(high, int):
            count = min(count, high)
        for size in (count, 0) if self.informative(items) or low > 0 else (0, count):
            if size < low:
                continue
            if size == 0:
                yield []
                continue
            need = size if flat.get("uniqueItems") is True else 1
            drawn = list(itertools.islice(self.values(items, depth + 1), need))
            if len(drawn) == need:
                yield drawn if need == size else drawn * size


_NONE: Any = object()


def refs(node: JSON) -> Iterator[str]:
    """Every `$ref` string in a schema document."""
    if isinstance(node, dict):
        if isinstance(node.get("$ref"), str):
            yield node["$ref"]
        for value in node.values():
            yield from refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from refs(value)


def merge(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """Both sets of constraints at once (the stricter where both bound the same thing)."""
    out = dict(a)
    for key, value in b.items():
        if key not in out:
            out[key] = value
        elif key == "properties" and isinstance(value, dict) and isinstance(out[key], dict):
            props = dict(out[key])
            for name, sub in value.items():
                props[name] = {"allOf": [props[name], sub]} if name in props else sub
            out[key] = props
        elif key == "required" and isinstance(value, list):
            out[key] = [*out[key], *(r for r in value if r not in out[key])]
        elif key == "type":
            mine = out[key] if isinstance(out[key], list) else [out[key]]
            theirs = value if isinstance(value, list) else [value]
            both = [t for t in mine if t in theirs or (t == "integer" and "number" in theirs)]
            both += [t for t in theirs if t == "integer" and "number" in mine and t not in both]
            out[key] = both
        elif key in ("minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties"):
            out[key] = max(out[key], value) if _numeric(out[key], value) else out[key]
        elif key in ("maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties"):
            out[key] = min(out[key], value) if _numeric(out[key], value) else out[key]
        elif key == "enum" and isinstance(value, list) and isinstance(out[key], list):
            out[key] = [v for v in out[key] if v in value]
        elif key in ("anyOf", "oneOf") and out[key] != value:
            out["allOf"] = [*out.get("allOf", []), {key: value}]
    return out


def _numeric(*values: Any) -> bool:
    return all(isinstance(v, int | float) and not isinstance(v, bool) for v in values)


def numbers(flat: dict[str, Any], integral: bool) -> Iterator[JSON]:
    """3 (integers) or 2.5 (numbers) first, then values inside the bounds, rounded up to `multipleOf`."""
    low = _bound(flat, "minimum", "exclusiveMinimum", integral, +1)
    high = _bound(flat, "maximum", "exclusiveMaximum", integral, -1)
    step = flat.get("multipleOf")
    preferred: list[Decimal] = [Decimal(3)] if integral else [Decimal("2.5")]
    middle = [(low + high) / 2] if low is not None and high is not None else []
    if integral:
        near = [low, low + 1] if low is not None else []
        preferred += near + ([high, high - 1] if high is not None else [])
    else:  # a fraction first: an integral value would be a JSON integer
        preferred += [v + Decimal("0.5") for v in (low,) if v is not None] + middle
        preferred += [v - Decimal("0.5") for v in (high,) if v is not None]
        preferred += [v for v in (low, high) if v is not None]
    preferred += [Decimal(1), Decimal(0)]
    for value in preferred:
        if _numeric(step) and step is not None and step > 0:
            unit = Decimal(str(step))
            value = (value / unit).to_integral_value(rounding="ROUND_CEILING") * unit
        if integral and value != value.to_integral_value():
            value = value.to_integral_value(rounding="ROUND_CEILING")
        if (low is None or value >= low) and (high is None or value <= high):
            yield int(value) if value == value.to_integral_value() else float(value)


def _bound(flat: dict[str, Any], inclusive: str, exclusive: str, integral: bool, side: int) -> Decimal | None:
    bounds = []
    if _numeric(flat.get(inclusive)):
        bounds.append(Decimal(str(flat[inclusive])))
    if _numeric(flat.get(exclusive)):
        edge = Decimal(str(flat[exclusive]))
        if integral:
            edge = (edge + side).to_integral_value(rounding="ROUND_FLOOR" if side > 0 else "ROUND_CEILING")
        else:
            edge += Decimal("0.25") * side
        bounds.append(edge)
    if not bounds:
        return None
    found = max(bounds) if side > 0 else min(bounds)
    if integral:
        found = found.to_integral_value(rounding="ROUND_CEILING" if side > 0 else "ROUND_FLOOR")
    return found


def strings(flat: dict[str, Any]) -> Iterator[JSON]:
    """The format's sample or `"text"` first, then strings built for the pattern and the lengths."""
    low = flat.get("minLength", 0) if _numeric(flat.get("minLength")) else 0
    high = flat.get("maxLength") if _numeric(flat.get("maxLength")) else None
    known = STRING_FORMATS.get(flat["format"], "text") if isinstance(flat.get("format"), str) else "text"
    plains = (known,) if isinstance(known, str) else known
    yield from plains
    plain = plains[0]
    pattern = flat.get("pattern")
    if isinstance(pattern, str):
        try:
            drawn = exrex.generate(pattern, limit=max(low, 8))
            for text in itertools.islice(drawn, PATTERN_TRIES):
                if len(text) >= low and (high is None or len(text) <= high):
                    yield text
        except Exception:  # exrex cannot read every regex; the remaining candidates still apply
            pass
    padded = (plain * (low // max(len(plain), 1) + 1))[: max(low, len(plain))]
    yield padded if high is None else padded[: int(high)]
    yield "a" * int(max(low, 1) if high is None else min(max(low, 1), high))


def draw(schema: JSON) -> JSON:
    """A typed sample the schema accepts in its dialect, or `NoSample` with the reason."""
    return Sampler(schema, judge(schema)).draw()


def guess(schema: JSON) -> JSON:
    """The sampler's first candidate, unchecked: what a case keeps when no valid sample exists."""
    return Sampler(schema, None).first_guess()
