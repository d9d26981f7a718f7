"""Corpus cases and schemas shared by the cross-checks against python-jsonschema and `referencing`."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from typing import Any

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, Case, load_corpora

JSON = Any


@cache
def coerce_cases() -> tuple[Case, ...]:
    cases = tuple(c for c in load_corpora([DEFAULT_CORPUS_ROOT]) if c.kind == "coerce")
    assert cases, f"no coerce cases under {DEFAULT_CORPUS_ROOT}"
    return cases


@cache
def distinct_schemas() -> tuple[JSON, ...]:
    """Every distinct tool parameter schema of the corpus (hand-written and generated)."""
    unique: dict[str, JSON] = {}
    for case in coerce_cases():
        assert case.tool is not None
        unique.setdefault(json.dumps(case.tool.parameters, sort_keys=True), case.tool.parameters)
    return tuple(unique.values())


def ref_values(schema: JSON) -> Iterator[str]:
    """Every string `$ref` value in a schema document, at any depth."""
    pending = [schema]
    while pending:
        node = pending.pop()
        if isinstance(node, dict):
            if isinstance(node.get("$ref"), str):
                yield node["$ref"]
            pending.extend(node.values())
        elif isinstance(node, list):
            pending.extend(node)
