"""Checks of corpus content beyond its JSON Schema: a `spec` that cites no section of SPEC.md, data
that could not catch the bug it is there for. (A listed core answer that is not one, SPEC §0, is the
runner's to find: `toolcall_conformance.runner.expectations.alternatives_problems`, which `check` runs beside
this.)

An object whose key order a split case pins (SPEC §3: kept blocks stay byte-identical, same key
order) proves nothing when its keys are already sorted: an implementation that re-serializes with
sorted keys would pass. Such objects must carry their keys in the order providers send them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import cache
from importlib import resources

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


def lint(cases: Sequence[Case]) -> list[str]:
    """Every content problem of the cases, one line each (empty when they are fine)."""
    problems = [problem for case in cases if (problem := spec_problem(case)) is not None]
    return problems + [
        problem for case in cases if isinstance(case, SplitCase) for problem in sorted_key_problems(case)
    ]
