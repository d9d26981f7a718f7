"""Finish hypothesis's shrinking: drop the arguments and schema parts the failure does not need.

Hypothesis cannot always remove an argument, a top-level property or a `$defs` entry, because the
draws that follow depend on them. Here each is removed in turn (properties only once no argument
uses them) and kept out when the property still fails without it.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from toolcall_conformance.generators.inline import inline
from toolcall_conformance.model import Implementation
from toolcall_conformance.schemakit.names import shown_names

from .arguments import Arguments
from .hoist import resolves_fully
from .properties import CHECKS, Example, Finding, PropertyFailure


def _without(schema: dict[str, Any], keyword: str, name: str) -> dict[str, Any]:
    smaller = copy.deepcopy(schema)
    del smaller[keyword][name]
    if keyword == "$defs" and not smaller["$defs"]:
        del smaller["$defs"]
    return smaller


def _fewer_arguments(example: Example) -> Iterator[Example]:
    arguments = example.arguments
    properties = example.inlined.get("properties", {})
    shown = shown_names(list(properties))
    for name in arguments.typed:
        if len(arguments.typed) < 2:
            return
        typed = {k: v for k, v in arguments.typed.items() if k != name}
        model = {k: v for k, v in arguments.model.items() if k not in (name, shown.get(name))}
        yield replace(example, arguments=Arguments(typed, model))
    if "unknown" in arguments.model:
        model = {k: v for k, v in arguments.model.items() if k != "unknown"}
        yield replace(example, arguments=Arguments(arguments.typed, model))


def _smaller_schemas(example: Example) -> Iterator[Example]:
    for schema in _smaller(example.ref_form, set(example.arguments.typed)):
        yield replace(example, ref_form=schema, inlined=inline(schema))


def _smaller(schema: dict[str, Any], used: set[str]) -> Iterator[dict[str, Any]]:
    for keyword in ("properties", "$defs"):
        members = schema.get(keyword)
        if not isinstance(members, dict):
            continue
        for name in members:
            if keyword == "properties" and name in used:
                continue
            smaller = _without(schema, keyword, name)
            if resolves_fully(smaller):
                yield smaller


def tidy(impl: Implementation, finding: Finding) -> Finding:
    """The same failure on the smallest schema reachable by dropping unused parts."""
    check = CHECKS[finding.property]
    progress = True
    while progress:
        progress = False
        candidates = [*_fewer_arguments(finding.example), *_smaller_schemas(finding.example)]
        for example in candidates:
            try:
                check(impl, example)
            except PropertyFailure as failure:
                finding, progress = failure.finding, True
                break
    return finding
