"""Where a generated case and a hand-written case pin the same situation, they agree.

A situation is one top-level argument: its property schema with refs inlined and annotations
dropped, the origin, and the form of what the model sent (a JSON type, or for a string what it
holds: integral or fractional number text, object text, "null" text, ...). Both kinds of case must
deliver the same JSON type to the tool for it.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterator
from decimal import Decimal, InvalidOperation

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, Case, load_corpora, select
from toolcall_conformance.generators.inline import CyclicSchema, inline
from toolcall_conformance.runner.diff import json_type

ANNOTATIONS = frozenset({"description", "title", "default", "examples", "$comment", "$schema"})


def without_annotations(node):
    if isinstance(node, dict):
        return {k: without_annotations(v) for k, v in node.items() if k not in ANNOTATIONS}
    if isinstance(node, list):
        return [without_annotations(v) for v in node]
    return node


def form(value) -> str:
    if not isinstance(value, str):
        return json_type(value)
    try:
        parsed = json.loads(value)
    except ValueError:
        return "text"
    if json_type(parsed) in ("integer", "number"):
        try:
            exact = Decimal(value.strip())
        except InvalidOperation:
            return "text"
        if not exact.is_finite() or abs(exact) > Decimal(2) ** 1023:
            return "number text beyond a double"
        return "integral number text" if exact == exact.to_integral_value() else "fractional number text"
    return f"{json_type(parsed)} text"


def situations(case: Case) -> Iterator[tuple[tuple[str, str, str], str]]:
    try:
        parameters = inline(case.tool.parameters)
    except CyclicSchema:
        return
    properties = parameters.get("properties") if isinstance(parameters, dict) else None
    if not isinstance(properties, dict):
        return
    for key, sent in case.arguments.items():
        if key in properties and key in case.expected:
            schema = json.dumps(without_annotations(properties[key]), sort_keys=True)
            yield (schema, case.tool.origin, form(sent)), json_type(case.expected[key])


def test_generated_and_hand_written_cases_agree_on_shared_situations():
    hand, generated = defaultdict(set), defaultdict(set)
    for case in select(load_corpora([DEFAULT_CORPUS_ROOT]), level="core"):
        if case.kind != "coerce" or "adversarial" in case.tags or case.expected is None:
            continue  # a server's refusal case (SPEC §7) pins a refusal, not what the tool receives
        for situation, delivered in situations(case):
            (generated if case.from_snapshot else hand)[situation].add(delivered)
    shared = set(hand) & set(generated)
    assert len(shared) >= 15
    disagreements = [
        f"{s}: hand-written {hand[s]}, generated {generated[s]}" for s in shared if hand[s] != generated[s]
    ]
    assert not disagreements, "\n".join(disagreements)
