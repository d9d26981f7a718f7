"""The adversarial corpus: built as it says, fresh, passed by the reference, and a hang is caught."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from toolcall_conformance.adapters.protocol import ProtocolAdapter
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora
from toolcall_conformance.generators import adversarial
from toolcall_conformance.reference import prepare_arguments
from toolcall_conformance.runner import engine

ADVERSARIAL = DEFAULT_CORPUS_ROOT / "adversarial"
SLOW_COMMAND = [sys.executable, str(Path(__file__).with_name("slow_on_large_input.py"))]
SERVED_REFERENCE = [sys.executable, "-m", "toolcall_conformance.reference.serve"]


@pytest.fixture(scope="module")
def cases():
    loaded = [c for c in load_corpora([DEFAULT_CORPUS_ROOT]) if "adversarial" in c.tags]
    assert len(loaded) >= 20
    return {case.id.removeprefix("adversarial/"): case for case in loaded}


def test_generated_files_are_fresh():
    for name, text in adversarial.all_files().items():
        assert (ADVERSARIAL / name).read_text("utf-8") == text, f"run python -m {adversarial.GENERATOR}"


def test_the_files_stay_small():
    for name in adversarial.FILES:
        assert (ADVERSARIAL / name).stat().st_size < 3_000_000, name


def test_every_adversarial_case_is_core(cases):
    assert {case.level for case in cases.values()} == {"core"}


def _follow_local(parameters, ref):
    node = parameters
    for token in ref.removeprefix("#/").split("/"):
        node = node[token]
    return node


def test_the_ref_chain_has_ten_thousand_links(cases):
    parameters = cases["adversarial/ref-chain/string-five"].tool.parameters
    node, links = parameters["properties"]["count"], 0
    while "$ref" in node:
        node, links = _follow_local(parameters, node["$ref"]), links + 1
    assert links == 10_001  # the property's own $ref, then 10,000 links
    assert node == {"type": "integer"}


def test_the_fan_out_expands_to_two_to_the_thirty_paths(cases):
    parameters = cases["adversarial/fan-out/null-search-exhausts-union"].tool.parameters
    paths = {}

    def count(ref):
        if ref not in paths:
            node = _follow_local(parameters, ref)
            branches = node.get("anyOf") or node.get("allOf") or node.get("oneOf")
            paths[ref] = sum(count(b["$ref"]) for b in branches) if branches else 1
        return paths[ref]

    for start in ("any0", "shape0", "list0"):
        assert count(f"#/$defs/{start}") == 2**30


def test_the_nested_json_text_is_fifteen_levels_deep(cases):
    text = cases["adversarial/deep/json-text-within-json-text"].arguments["tree"]
    levels = 0
    while isinstance(text, str):
        text, levels = json.loads(text), levels + 1
        text = text.get("inner", None) if text else None
    assert levels == 1 + 15  # the argument's own text, then 15 texts nested inside it


def test_the_large_values_are_a_megabyte(cases):
    assert len(cases["large-string/large-string/one-megabyte-string"].arguments["text"]) == 1_000_000
    array_text = cases["large-array-text/large-array-text/one-megabyte-array-text"].arguments["values"]
    assert len(array_text) > 1_000_000


def test_the_served_reference_passes_every_adversarial_case(cases):
    with ProtocolAdapter(SERVED_REFERENCE) as served:  # the default 5 s timeout per request
        results = engine.run(served, cases.values())
    assert [(r.case.id, r.outcome, r.message[:200]) for r in results if r.outcome != "passed"] == []


@pytest.mark.parametrize("depth", [2_000, 100_000])
def test_the_reference_walks_native_nesting_deeper_than_the_corpus_carries(depth):
    tool = {
        "name": "nest",
        "parameters": {
            "type": "object",
            "properties": {"nest": {"$ref": "#/$defs/Nest"}},
            "$defs": {"Nest": {"type": "array", "items": {"$ref": "#/$defs/Nest"}}},
        },
    }
    value = ["[1]"]
    for _ in range(depth - 1):
        value = [value]
    node, levels = prepare_arguments(tool, {"nest": value})["nest"], 0
    while isinstance(node, list) and len(node) == 1 and isinstance(node[0], list):
        node, levels = node[0], levels + 1
    assert (levels, node) == (depth, [1])  # the innermost text was parsed too


def test_the_protocol_timeout_catches_an_implementation_that_hangs_on_large_input(cases):
    chosen = [
        cases["large-string/large-string/one-megabyte-string"],
        cases["adversarial/cycles/cycle-through-items"],
        cases["large-array-text/large-array-text/one-megabyte-array-text"],
        cases["adversarial/big-numbers/largest-power-of-ten"],
    ]
    with ProtocolAdapter(SLOW_COMMAND, timeout=0.5) as slow:
        results = {r.case.id: r for r in engine.run(slow, chosen)}
    for case in chosen:
        result = results[case.id]
        if "large" in case.tags:
            assert result.outcome == "errored", case.id
            assert result.tries == 1 + engine.RETRIES, "retried with a longer limit, then errored"
            assert (
                "no answer to coerce" in result.message
                and "within 2 s, 4 times 0.5 s on a retry; process killed" in result.message
            )
        else:
            assert result.outcome == "passed", (case.id, result.message)
