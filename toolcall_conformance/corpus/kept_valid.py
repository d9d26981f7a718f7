"""SPEC's opening principle, checked on the corpora from the schema alone.

What makes a rule core (SPEC, first paragraph): an answer that is valid against the tool's schema and
means what the model sent is accepted. The cases' accepted answers (`expected` and
`core_alternatives`) are derived by running the reference with its choices flipped; this module is the
second opinion, and reads only the cases and their schemas (jsonschema and referencing, never the
reference). Two consequences are checked on every core coerce case:

- kept: where the value the model sent at a position is already valid against the schema there, an
  answer the case accepts at core keeps it there;
- equivalent: a property whose schema is the same once every local `$ref` is inlined and every
  one-type list (`["array"]`) is spelled as its type, given the same value, accepts the same valid
  answers in every case that sends it.

A position is a top-level argument or a member or item below one, reached through declared
`properties`, `prefixItems` and `items` (never through a key the model sent renamed, SPEC §1.1), and
through a union only where one branch alone admits the value's kind.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections import defaultdict
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any
from urllib.parse import unquote

from jsonschema import Draft202012Validator
from jsonschema.protocols import Validator
from jsonschema.validators import extend, validator_for
from referencing import Registry, Resource
from referencing.exceptions import Unresolvable
from referencing.jsonschema import DRAFT202012

from toolcall_conformance.model import Case, CoerceCase, Level
from toolcall_conformance.schemakit.names import renamed_keys

JSON = Any
Path = tuple[str | int, ...]
SECTION_2_POINTER = re.compile(r"(/(?:[^~/]|~[01])*)*")
"""A fragment SPEC §2 follows: empty, or JSON Pointer tokens whose `~` escapes are `~0` and `~1`."""
INDEX = re.compile(r"0|[1-9][0-9]*")
ANNOTATIONS = frozenset({"title", "description", "examples", "$comment", "default", "deprecated"})
KINDS = {dict: "object", list: "array", str: "string", bool: "boolean", type(None): "null"}


BUDGET = 1.0
"""Seconds one validation may take (unions that fan out exponentially take far longer)."""

_deadline = threading.local()


class _OverBudget(Exception):
    pass


@cache
def _bounded(dialect: type[Validator]) -> type[Validator]:
    """`dialect` with every keyword checking the deadline first."""

    def bounded(check: Any) -> Any:
        def keyword(validator: Any, value: Any, instance: Any, schema: Any) -> Any:
            if time.monotonic() > _deadline.at:
                raise _OverBudget
            return check(validator, value, instance, schema)

        return keyword

    extended: type[Validator] = extend(dialect, {n: bounded(c) for n, c in dialect.VALIDATORS.items()})  # type: ignore[no-untyped-call]
    return extended


@dataclass(frozen=True)
class Finding:
    """A case whose accepted answers break the principle, and where."""

    case: str
    position: str
    problem: str
    exempt: str | None = None  # the SPEC rule that makes the position an exception, where one does

    def __str__(self) -> str:
        rule = f" (an exception: {self.exempt})" if self.exempt else ""
        return f"{self.case}: at {self.position}: {self.problem}{rule}"


def _kind(value: JSON) -> str:
    if isinstance(value, bool) or value is None:
        return KINDS[type(value)]
    if isinstance(value, int | float):
        return "integer" if isinstance(value, int) or float(value).is_integer() else "number"
    return KINDS.get(type(value), "other")


def _admits_kind(schema: JSON, kind: str) -> bool:
    """Whether a schema's own `type` lets a value of this kind through (no `type`: it does)."""
    if not isinstance(schema, dict) or "type" not in schema:
        return schema is not False
    declared = schema["type"]
    names = (
        {declared} if isinstance(declared, str) else set(declared) if isinstance(declared, list) else set()
    )
    return kind in names or (kind == "integer" and "number" in names)


def _text(value: JSON) -> str:
    """A canonical spelling of a JSON value: integral floats as integers (SPEC §5, core level)."""

    def plain(item: JSON) -> JSON:
        if isinstance(item, float) and item.is_integer():
            return int(item)
        if isinstance(item, dict):
            return {key: plain(member) for key, member in item.items()}
        if isinstance(item, list):
            return [plain(member) for member in item]
        return item

    return json.dumps(plain(value), sort_keys=True, ensure_ascii=False)


def _at(value: JSON, path: Path) -> tuple[bool, JSON]:
    for step in path:
        in_object = isinstance(step, str) and isinstance(value, dict) and step in value
        if in_object or (isinstance(step, int) and isinstance(value, list) and step < len(value)):
            value = value[step]
        else:
            return False, None
    return True, value


def _show(path: Path) -> str:
    return "$" + "".join(f"[{step}]" if isinstance(step, int) else f".{step}" for step in path)


class Schema:
    """A tool's parameters with local references resolved by `referencing`, nothing fetched."""

    URI = "urn:toolcall-conformance:parameters"

    def __init__(self, parameters: JSON) -> None:
        self.root = parameters
        dialect: type[Validator] = validator_for(parameters, default=Draft202012Validator)
        resource = Resource.from_contents(parameters, default_specification=DRAFT202012)
        self.registry: Registry[JSON] = Registry().with_resource(self.URI, resource)
        self.dialect = dialect
        self.resolver = self.registry.resolver(base_uri=self.URI)
        # Verdicts by node and value (the cases of a group share a tool); each keeps its node alive,
        # so that no other node takes its id.
        self._verdicts: dict[tuple[int, str], tuple[JSON, bool | None]] = {}

    def valid(self, value: JSON, schema: JSON) -> bool | None:
        """Whether `value` is valid against `schema`, a node of these parameters (None: undecidable:
        a reference that does not resolve, a schema jsonschema cannot read, or over BUDGET)."""
        key = (id(schema), _text(value))
        if key not in self._verdicts:
            self._verdicts[key] = (schema, self._valid(value, schema))
        return self._verdicts[key][1]

    def _valid(self, value: JSON, schema: JSON) -> bool | None:
        _deadline.at = time.monotonic() + BUDGET
        try:
            validator = _bounded(self.dialect)(schema, registry=self.registry, _resolver=self.resolver)  # type: ignore[call-arg]
            return bool(validator.is_valid(value))
        except (_OverBudget, Unresolvable, RecursionError):
            return None
        except Exception:  # a schema jsonschema cannot read
            return None

    def target(self, ref: str) -> JSON:
        """What a local reference leads to, or None where SPEC §2 leaves it unresolved."""
        fragment = unquote(ref[1:]) if ref.startswith("#") else None
        if fragment is None or not SECTION_2_POINTER.fullmatch(fragment):
            return None
        node = self.root
        for token in fragment.split("/")[1:]:
            token = token.replace("~1", "/").replace("~0", "~")
            if isinstance(node, dict) and token in node:
                node = node[token]
            elif isinstance(node, list) and INDEX.fullmatch(token) and int(token) < len(node):
                node = node[int(token)]
            else:
                return None
        return node if isinstance(node, dict | bool) else None

    def conjuncts(self, schema: JSON) -> list[dict[str, JSON]] | None:
        """The schemas that all apply where `schema` does: itself, what its `$ref`s and `allOf`s lead
        to (None: a reference that leaves the document)."""
        found: list[dict[str, JSON]] = []
        pending, seen = [schema], set()
        while pending:
            node = pending.pop()
            if not isinstance(node, dict) or id(node) in seen:
                continue
            seen.add(id(node))
            found.append(node)
            ref = node.get("$ref")
            if isinstance(ref, str):
                if not ref.startswith("#"):
                    return None
                pending.append(self.target(ref))
            members = node.get("allOf")
            pending.extend(members if isinstance(members, list) else ())
        return found

    def shapes(self, schema: JSON, value: JSON) -> list[dict[str, JSON]] | None:
        """The schemas that all apply at a position holding `value`: its conjuncts, and those of the
        one branch of each union that admits the value's kind (None: several or none do)."""
        kind, found = _kind(value), []
        pending, seen = [schema], set()
        while pending:
            conjuncts = self.conjuncts(pending.pop())
            if conjuncts is None:
                return None
            for node in conjuncts:
                if id(node) in seen:
                    continue
                seen.add(id(node))
                found.append(node)
                for keyword in ("anyOf", "oneOf"):
                    branches = node.get(keyword)
                    if not isinstance(branches, list):
                        continue
                    admitting = [branch for branch in branches if self._admits(branch, kind)]
                    if len(admitting) != 1:
                        return None
                    pending.append(admitting[0])
        return found

    def _admits(self, branch: JSON, kind: str) -> bool:
        conjuncts = self.conjuncts(branch)
        return conjuncts is not None and all(_admits_kind(node, kind) for node in conjuncts)

    def children(self, schema: JSON, value: JSON) -> Iterator[tuple[str | int, JSON]]:
        """Each member or item of `value` with the schema its position declares."""
        shapes = self.shapes(schema, value)
        if shapes is None:
            return
        if isinstance(value, dict):
            for key in value:
                declared = [
                    shape["properties"][key]
                    for shape in shapes
                    if isinstance(shape.get("properties"), dict) and key in shape["properties"]
                ]
                if declared:
                    yield key, declared[0] if len(declared) == 1 else {"allOf": declared}
        elif isinstance(value, list):
            for index in range(len(value)):
                declared = [s for shape in shapes if (s := _item(shape, index)) is not None]
                if declared:
                    yield index, declared[0] if len(declared) == 1 else {"allOf": declared}


def _item(shape: dict[str, JSON], index: int) -> JSON:
    prefix = shape.get("prefixItems")
    if isinstance(prefix, list):
        return prefix[index] if index < len(prefix) else shape.get("items")
    items = shape.get("items")
    if isinstance(items, list):  # draft-07 tuple
        return items[index] if index < len(items) else shape.get("additionalItems")
    return items


def positions(case: CoerceCase, schema: Schema) -> Generator[tuple[Path, JSON, JSON], bool, None]:
    """Every position the model sent a value at, with that value and the schema there, outermost
    first; the caller sends True back to skip what lies below the position just given."""
    root = schema.root
    properties = root.get("properties") if isinstance(root, dict) else None
    if not isinstance(properties, dict):
        return
    pending: list[tuple[Path, JSON, JSON]] = [
        ((key,), value, properties[key]) for key, value in case.arguments.items() if key in properties
    ]
    while pending:
        path, value, node = pending.pop()
        if (yield path, value, node):
            continue
        pending.extend(((*path, step), value[step], child) for step, child in schema.children(node, value))


def accepted(case: CoerceCase) -> list[JSON]:
    """The answers the case accepts at core level (SPEC §0)."""
    return [case.expected, *case.core_alternatives]


def _pointer(path: Path) -> str:
    return "".join("/" + str(step).replace("~", "~0").replace("/", "~1") for step in path)


def kept_findings(case: CoerceCase, schema: Schema) -> list[Finding]:
    """Positions where the value as sent is valid, but no accepted answer keeps it. Below a valid
    position nothing more is asked: an answer keeping it keeps all it holds."""
    findings = []
    answers = accepted(case)
    renamed = renamed_keys(case.tool.parameters, case.arguments)
    walk = positions(case, schema)
    try:
        path, value, node = next(walk)
        while True:
            valid = schema.valid(value, node) is True
            there = [at for ok, at in (_at(answer, path) for answer in answers) if ok] if valid else []
            if valid and _text(value) not in {_text(at) for at in there}:
                shown = ", ".join(_text(at) for at in there)
                problem = f"the value sent, {_text(value)}, is valid there, but the case accepts only {shown}"
                inside = _pointer(path) + "/"
                exempt = (
                    "SPEC §1.1: a key inside it is another property's shown name, which unmapping renames"
                    if any(pointer.startswith(inside) for pointer in renamed)
                    else None
                )
                findings.append(Finding(case.id, _show(path), problem, exempt))
            path, value, node = walk.send(valid)
    except StopIteration:
        pass
    return findings


CANONICAL_NODES = 2000
"""The most schema nodes a canonical form may hold: beyond, the property is compared with none (a
chain of a thousand references, a union fanning out to 2^30 paths)."""


class _TooBig(Exception):
    pass


def canonical(
    schema: Schema, node: JSON, chain: tuple[str, ...] = (), budget: list[int] | None = None
) -> JSON:
    """`node` with each local `$ref` inlined (its siblings kept, the target's keywords winning, SPEC
    §2), each one-type list spelled as its type, and annotations left out. Raises _TooBig past
    CANONICAL_NODES."""
    budget = [CANONICAL_NODES] if budget is None else budget
    budget[0] -= 1
    if budget[0] < 0 or len(chain) > 50:
        raise _TooBig
    if isinstance(node, list):
        return [canonical(schema, member, chain, budget) for member in node]
    if not isinstance(node, dict):
        return node
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#") and ref not in chain:
        target = schema.target(ref)
        siblings = {key: value for key, value in node.items() if key != "$ref" and key not in ANNOTATIONS}
        if isinstance(target, dict) and not set(siblings) & set(target):  # no keyword set twice
            return canonical(schema, {**siblings, **target}, (*chain, ref), budget)
    result = {}
    for key, value in node.items():
        if key in ANNOTATIONS or key in ("$defs", "definitions", "$schema", "$id"):
            continue
        if key == "type" and isinstance(value, list) and len(value) == 1:
            value = value[0]
        result[key] = (
            {name: canonical(schema, member, chain, budget) for name, member in value.items()}
            if key in ("properties", "patternProperties") and isinstance(value, dict)
            else canonical(schema, value, chain, budget)
        )
    return result


def equivalence_findings(cases: Iterable[tuple[CoerceCase, Schema]]) -> list[Finding]:
    """Arguments sent to equivalent property schemas whose valid accepted answers differ."""
    groups: dict[str, list[tuple[CoerceCase, str, set[str]]]] = defaultdict(list)
    for case, schema in cases:
        properties = schema.root.get("properties") if isinstance(schema.root, dict) else None
        if not isinstance(properties, dict):
            continue
        for key, value in case.arguments.items():
            if key not in properties:
                continue
            try:
                shape = canonical(schema, properties[key])
            except _TooBig:
                continue
            group = _text([case.tool.origin, schema.dialect.__name__, shape, value])
            answers = {
                _text(there)
                for ok, there in (_at(answer, (key,)) for answer in accepted(case))
                if ok and schema.valid(there, properties[key]) is True
            }
            groups[group].append((case, key, answers))
    found = []
    for members in groups.values():
        everything = set().union(*(answers for _, _, answers in members))
        for case, key, answers in members:
            missing = everything - answers
            if missing:
                others = sorted({other.id for other, _, theirs in members if theirs & missing})
                problem = (
                    f"accepts no {', '.join(sorted(missing))}, which {', '.join(others)} accepts for the "
                    "same value under the same schema once $refs are inlined"
                )
                found.append(Finding(case.id, _show((key,)), problem))
    return found


def check(cases: Iterable[Case]) -> list[Finding]:
    """Every finding of both checks over the core coerce cases among `cases`: those that prepare
    arguments, not those whose answer is a server's refusal (SPEC §7), which accept none."""
    schemas: dict[int, Schema] = {}
    core = [
        (
            case,
            schemas.get(id(case.tool.parameters))
            or schemas.setdefault(id(case.tool.parameters), Schema(case.tool.parameters)),
        )
        for case in cases
        if isinstance(case, CoerceCase) and case.level == Level.CORE and case.expected_refusal is None
    ]
    found = [finding for case, schema in core for finding in kept_findings(case, schema)]
    return found + equivalence_findings(core)
