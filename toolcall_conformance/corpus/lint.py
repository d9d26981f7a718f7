"""Checks of corpus content beyond its JSON Schema: a `spec` that cites no section of SPEC.md, data
that could not catch the bug it is there for. (A listed core answer that is not one, SPEC §0, is the
runner's to find: `toolcall_conformance.runner.expectations.alternatives_problems`, which `check` runs beside
this.)

An object whose key order a split case pins (SPEC §3: kept blocks stay byte-identical, same key
order) proves nothing when its keys are already sorted: an implementation that re-serializes with
sorted keys would pass. Such objects must carry their keys in the order providers send them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from functools import cache
from importlib import resources

from jsonschema import Draft202012Validator

from toolcall_conformance.corpus.matchers import is_matcher
from toolcall_conformance.model import JSON, Case, SplitCase


def order_pinned(value: JSON, path: str) -> Iterator[tuple[str, dict[str, JSON]]]:
    """Every object below `value` whose key order a split expectation checks, with its path.

    An object holding an id matcher is built anew by the implementation, so neither it nor anything
    inside it is order-pinned.
    """
    if isinstance(value, dict):
        if any(is_matcher(v) for v in value.values()):
            return
        yield path, value
        for key, item in value.items():
            yield from order_pinned(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from order_pinned(item, f"{path}[{index}]")


def sorted_key_problems(case: SplitCase) -> Iterator[str]:
    expected = case.expected
    pinned = case.provider_data if expected == "unchanged" else expected.get("provider_data")
    for path, block in order_pinned(pinned, "$.provider_data"):
        keys = list(block)
        if len(keys) >= 2 and keys == sorted(keys):
            yield (
                f"{case.source}: case {case.id!r}: field 'provider_data' at {path}: its keys {keys} are "
                "already sorted, so a key-order check there cannot fail; use the order providers send"
            )


@cache
def spec_sections() -> tuple[str, ...]:
    """The section numbers of SPEC.md's headings, in order (`## 1. The argument step` gives 1, `### 1.2
    Type coercion` 1.2), read from the copy the package carries, so the list cannot drift from it."""
    text = resources.files("toolcall_conformance").joinpath("SPEC.md").read_text("utf-8")
    return tuple(re.findall(r"(?m)^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s", text))


def spec_problem(case: Case) -> str | None:
    if case.spec in spec_sections():
        return None
    known = ", ".join(spec_sections())
    return (
        f"{case.source}: case {case.id!r}: field 'spec': SPEC.md has no section {case.spec!r} "
        f"(it has {known})"
    )


@cache
def _case_provenance() -> Draft202012Validator:
    """The corpus schema's `case_provenance`, which a case's merged provenance must satisfy."""
    schema = json.loads(
        resources.files("toolcall_conformance.schemas").joinpath("corpus.schema.json").read_text("utf-8")
    )
    return Draft202012Validator(schema["$defs"]["case_provenance"])


def provenance_problem(case: Case) -> str | None:
    """Why the case does not say where it comes from (on itself, its group or its file), or None."""
    where = f"{case.source}: case {case.id!r}: field 'provenance'"
    if case.provenance is None:
        return f"{where}: missing (on the case, its group or its file; see docs/corpora.md)"
    error = next(iter(sorted(_case_provenance().iter_errors(case.provenance), key=str)), None)
    if error is None:
        return None
    if error.validator == "anyOf":
        return f"{where}: names neither 'url' nor 'file'"
    return f"{where}: {' '.join(error.message.split())}"


def summary(provenance: dict[str, JSON] | None) -> str:
    """One line for a provenance: its kind and where to read it (a report as owner/name#number)."""
    if not provenance:
        return "-"
    kind = provenance.get("kind", "?")
    if "repository" in provenance and "number" in provenance:
        return f"{kind} {provenance['repository']}#{provenance['number']}"
    return f"{kind} {provenance.get('url') or provenance.get('file') or '?'}"


def lint(cases: Sequence[Case]) -> list[str]:
    """Every content problem of the cases, one line each (empty when they are fine)."""
    problems = [problem for case in cases if (problem := spec_problem(case)) is not None]
    problems += [problem for case in cases if (problem := provenance_problem(case)) is not None]
    return problems + [
        problem for case in cases if isinstance(case, SplitCase) for problem in sorted_key_problems(case)
    ]
