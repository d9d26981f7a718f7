"""The suite's core types: tools, requests, answers, cases, results, and the interface of an implementation.

Every layer speaks these; none of them knows how an implementation is reached. An adapter only
translates between the suite and an implementation: it never decides pass or fail.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from pathlib import Path
from typing import Any, Protocol, TypeAlias, runtime_checkable

from toolcall_conformance.schemakit.names import renamed_keys

JSON: TypeAlias = Any
"""A value as `json.loads` returns it."""


def _object(pairs: list[tuple[str, JSON]]) -> dict[str, JSON]:
    value = dict(pairs)
    if len(value) < len(pairs):
        keys = [key for key, _ in pairs]
        repeated = next(key for index, key in enumerate(keys) if key in keys[:index])
        raise ValueError(f"key {repeated!r} appears twice in one object")
    return value


def _constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def parse_json(text: str) -> JSON:
    """JSON text as an answer carries it; ValueError for what readers disagree on (a key twice in one
    object: one keeps the first, another the last), for NaN or Infinity, which are not JSON, and for
    nesting deeper than the reader goes."""
    try:
        return json.loads(text, object_pairs_hook=_object, parse_constant=_constant)
    except RecursionError:
        raise ValueError("nested deeper than the JSON reader goes") from None


def _finite(text: str) -> float:
    number = float(text)
    if number in (float("inf"), float("-inf")):
        raise ValueError(f"the number {text[:20]}{'...' if len(text) > 20 else ''} is too large for a double")
    return number


def parse_document(text: str) -> JSON:
    """JSON text as one of the suite's files holds it (a corpus, snapshot, baseline or manifest): as
    `parse_json`, and a number too large for a double is refused too, since every reader would take it
    for infinity, which is not JSON."""
    try:
        return json.loads(text, object_pairs_hook=_object, parse_constant=_constant, parse_float=_finite)
    except RecursionError:
        raise ValueError("nested deeper than the JSON reader goes") from None


NONJSON = "$nonjson"


class NonJson(dict[str, str]):
    """A value an answer held that JSON cannot carry (SPEC §5): `NaN`, `Infinity`, `-Infinity`, or one
    the implementation names (`undefined`, `cycle`, ...). It equals no expected value and is shown as
    its name; as data it is the object `{"$nonjson": name}`, so every report stays JSON."""

    def __init__(self, name: str) -> None:
        super().__init__({NONJSON: name})

    @property
    def name(self) -> str:
        return self[NONJSON]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, NonJson) and other.name == self.name

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __repr__(self) -> str:
        return self.name


def _answer_object(pairs: list[tuple[str, JSON]]) -> JSON:
    value = _object(pairs)
    if len(value) == 1 and isinstance(value.get(NONJSON), str):
        return NonJson(value[NONJSON])
    return value


def parse_answer(text: str) -> JSON:
    """JSON text as an implementation answers it: as `parse_json`, except that the bare tokens `NaN`,
    `Infinity` and `-Infinity` and an object `{"$nonjson": name}` are read as a NonJson (SPEC §5)."""
    try:
        return json.loads(text, object_pairs_hook=_answer_object, parse_constant=NonJson)
    except RecursionError:
        raise ValueError("nested deeper than the JSON reader goes") from None


class Outcome(StrEnum):
    PASSED = "passed"
    FAILED = "failed"
    ERRORED = "errored"
    SKIPPED = "skipped"


class Level(StrEnum):
    """In order: each level includes the ones before it."""

    CORE = "core"
    HERMES = "hermes"


class Kind(StrEnum):
    COERCE = "coerce"
    SPLIT = "split"


class Feature(StrEnum):
    """What an implementation lists in its handshake (SPEC §5)."""

    COERCE = "coerce"
    MCP = "mcp"
    SPLIT = "split"
    UNMAP = "unmap"
    SHOWN = "shown"  # it presents tools to a model, whose record is judged (SPEC §6): agent rows only
    SOURCE_PYDANTIC = "source-pydantic"
    SOURCE_ZOD = "source-zod"
    SOURCE_STAINLESS = "source-stainless"


CASE_FEATURES = (Feature.COERCE, Feature.MCP, Feature.SPLIT, Feature.UNMAP)
"""The features a case needs that a baseline lists when missing; the others are what an implementation
needs of a case (its source), or `shown`, which only an agent row has (a library shows no model
anything, so its baseline never lists it)."""

SOURCE_FEATURES = {
    "pydantic": Feature.SOURCE_PYDANTIC,
    "zod3": Feature.SOURCE_ZOD,
    "zod4": Feature.SOURCE_ZOD,
    "stainless": Feature.SOURCE_STAINLESS,
}
"""The feature a server lists to build tools from each kind of source (SPEC §5)."""


class Origin(StrEnum):
    NATIVE = "native"
    MCP = "mcp"


# The tags that name an area, what a case pins: the reports count per area, in this order. A case
# whose tags name none (a corpus of one's own may have such) counts under OTHER_AREA.
AREAS = (
    "seed", "ref", "pointer", "cycle", "sibling", "out-of-scope", "unmap", "coerce", "nested",
    "robustness", "adversarial", "mcp", "shown", "generated", "wild", "split", "ids", "blocks", "malformed",
)  # fmt: skip
OTHER_AREA = "other"


def areas(tags: Sequence[str]) -> list[str]:
    """The areas a case with these tags counts under, in report order; never none."""
    return [area for area in AREAS if area in tags] or [OTHER_AREA]


@dataclass(frozen=True)
class ImplementationInfo:
    """Who answered: reported in every run's report."""

    name: str
    version: str
    language: str
    build: tuple[tuple[str, str], ...] = ()  # an unreleased build (`NAME@path:DIR`): kind, path, digest

    def as_json(self) -> dict[str, JSON]:
        named: dict[str, JSON] = {"name": self.name, "version": self.version, "language": self.language}
        if self.build:
            named["build"] = dict(self.build)
        return named

    @classmethod
    def unknown(cls, spec: str) -> ImplementationInfo:
        """For an implementation that never answered the handshake: only the name it was run by."""
        return cls(spec, "unknown", "unknown")


@dataclass(frozen=True)
class Source:
    """The code a tool's schema was generated from, so that a server can register the tool itself.

    `kind` is `pydantic` (`module` a Python module, `model` a model class or tool function in it)
    or `zod3` / `zod4` (`module` a fixture file relative to the project root, `model` a key of its
    models, built with that zod major), or `stainless` (`module` a Stainless-generated MCP server
    package, `model` the name of a tool it lists).
    """

    kind: str
    module: str
    model: str

    def as_json(self) -> dict[str, str]:
        return {"kind": self.kind, "module": self.module, "model": self.model}


@dataclass(frozen=True)
class Tool:
    """A tool as a coerce request carries it (SPEC §5)."""

    name: str
    parameters: JSON
    origin: Origin = Origin.NATIVE
    source: Source | None = None

    def as_json(self) -> dict[str, JSON]:
        tool = {"name": self.name, "parameters": self.parameters, "origin": str(self.origin)}
        if self.source is not None:
            tool["source"] = self.source.as_json()
        return tool


@dataclass(frozen=True)
class CoerceRequest:
    tool: Tool
    arguments: dict[str, JSON]
    timeout: float | None = None  # the case's own limit in seconds, where it has one
    patience: float = 1.0  # times the usual limit it gets: more on a retry after a timeout


@dataclass(frozen=True)
class SplitRequest:
    tool_calls: list[JSON]
    provider_data: JSON | None
    timeout: float | None = None
    patience: float = 1.0


Request: TypeAlias = CoerceRequest | SplitRequest


@dataclass(frozen=True)
class SplitResult:
    """The rewritten turn a split request is answered with."""

    tool_calls: list[JSON]
    provider_data: JSON | None


@dataclass(frozen=True)
class Rejection:
    """The implementation answered that the call is not dispatched (SPEC §1.5); `message` is for the model.
    A server says `via` how the refusal reached its MCP client (SPEC §7.4): `tool-result` or
    `protocol-error`, or `registration` when it refused the tool itself when it was registered (§7.3)."""

    message: str
    via: str | None = None


Answer: TypeAlias = JSON | SplitResult | Rejection
"""What a coerce request (the arguments) or a split request (a SplitResult) is answered with."""


@dataclass
class ImplementationError(Exception):
    """The implementation failed to answer one request (crash, garbage, timeout, error reply)."""

    message: str
    stderr_tail: str = ""
    details: dict[str, JSON] = field(default_factory=dict)

    def __str__(self) -> str:
        if self.stderr_tail:
            return f"{self.message}\n--- stderr (tail) ---\n{self.stderr_tail}"
        return self.message


@runtime_checkable
class Implementation(Protocol):
    """An implementation under test. Single requests raise ImplementationError when it fails to answer."""

    @property
    def info(self) -> ImplementationInfo: ...

    @property
    def features(self) -> frozenset[Feature]: ...

    @property
    def isolated(self) -> bool:
        """True when it runs in a process of its own, so it can never change the suite's objects."""
        ...

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON | Rejection: ...

    def split(self, tool_calls: list[JSON], provider_data: JSON | None) -> SplitResult | Rejection: ...

    def run_many(self, requests: Sequence[Request]) -> Iterable[Answer | ImplementationError]:
        """Answers in request order; a failure to answer one request is that request's answer."""
        ...

    def close(self) -> None: ...


@dataclass(frozen=True)
class CaseBase:
    """What every conformance case has. `id` is `<file path without .json>/<group>/<case>`."""

    id: str
    level: Level
    tags: tuple[str, ...]
    spec: str
    description: str
    source: Path
    expected: JSON
    timeout: float | None = field(default=None, kw_only=True)  # seconds, where shorter than the run's
    # Where the case comes from: its file's, group's and own `provenance` merged (None: none anywhere).
    provenance: dict[str, JSON] | None = field(default=None, kw_only=True, compare=False)


@dataclass(frozen=True)
class CoerceCase(CaseBase):
    """The model's arguments for a tool, and what the tool must receive."""

    tool: Tool
    arguments: dict[str, JSON]
    from_snapshot: bool = False
    # Other answers that conform at core level (SPEC §0): each differs from `expected`, Hermes' exact
    # answer, only where a rule leaves a choice, and is valid against the tool's schema.
    core_alternatives: tuple[JSON, ...] = ()
    # A server case (SPEC §7) whose only conforming answer is a refusal reaching the client this way
    # (`tool-result`: a tool result with isError), or the server refusing the tool when it is
    # registered (`registration`, SPEC §7.3); `expected` is then None.
    expected_refusal: str | None = None

    kind = Kind.COERCE

    @cached_property
    def features(self) -> frozenset[Feature]:
        """The protocol features an implementation must list to run this case: `coerce` (or `mcp`
        for an MCP tool), `unmap` where the model sent a name its schema was shown renamed, `shown` for a
        case of what the model is shown (SPEC §6, tag `shown`), and for a server case (SPEC §7) the
        `source-*` feature that builds its tool; a tool that only a generated server package serves
        (source `stainless`) needs its feature for every case, as the package itself is what is measured."""
        step = Feature.MCP if self.tool.origin == Origin.MCP else Feature.COERCE
        needs = {step}
        if "shown" in self.tags:
            needs.add(Feature.SHOWN)
        if renamed_keys(self.tool.parameters, self.arguments):
            needs.add(Feature.UNMAP)
        source = self.tool.source
        if source is not None and (self.expected_refusal is not None or source.kind == "stainless"):
            needs.add(SOURCE_FEATURES[source.kind])  # a server case (SPEC §7), or a served package's tool
        return frozenset(needs)

    @property
    def request(self) -> dict[str, JSON]:
        """What the implementation is sent, as plain JSON-like data."""
        return {"tool": self.tool, "arguments": self.arguments}


@dataclass(frozen=True)
class SplitCase(CaseBase):
    """An assistant turn to split, and the turn expected back (or `"unchanged"`)."""

    tool_calls: list[JSON]
    provider_data: dict[str, JSON] | None

    kind = Kind.SPLIT
    features = frozenset({Feature.SPLIT})
    from_snapshot = False

    @property
    def request(self) -> dict[str, JSON]:
        return {"tool_calls": self.tool_calls, "provider_data": self.provider_data}


Case: TypeAlias = CoerceCase | SplitCase


def missing_source(case: Case, features: frozenset[Feature]) -> Feature | None:
    """The source feature an implementation that builds its tools from sources (a server) lists and
    `case` lacks a source for; None when the case suits it (SPEC §5)."""
    needs = features.intersection(SOURCE_FEATURES.values())
    if not needs:
        return None
    source = case.tool.source if isinstance(case, CoerceCase) else None
    if source is not None and SOURCE_FEATURES[source.kind] in needs:
        return None
    return min(needs)


@dataclass(frozen=True)
class Difference:
    """One place where an answer differs from the expectation; `note` says how when values alone do not."""

    path: str
    expected: JSON = None
    actual: JSON = None
    note: str = ""

    def __str__(self) -> str:
        return f"{self.path}: {self.note}"

    def as_json(self) -> dict[str, JSON]:
        return {"path": self.path, "expected": self.expected, "actual": self.actual, "note": self.note}


@dataclass(frozen=True)
class Result:
    """What happened to one case. A rejected answer has `rejected` set and its message in `message`."""

    case: Case
    outcome: Outcome
    actual: JSON = None
    message: str = ""
    differences: tuple[Difference, ...] = ()
    rejected: bool = False
    tries: int = 1  # more than 1 when its first tries got no answer in time (see Limits.retries)
    # Answered with one the case lists as conforming at core, not Hermes' own (SPEC §0): passed in a
    # core-level run, failed in a hermes-level one, where it is a finding of hermes level only.
    core_conforms: bool = False

    @property
    def passes_core(self) -> bool:
        """Whether the answer conforms at core level: it passed, or differs only by Hermes' choice."""
        return self.outcome == Outcome.PASSED or self.core_conforms

    @property
    def not_passing(self) -> bool:
        return self.outcome in (Outcome.FAILED, Outcome.ERRORED)
