"""SPEC §6, what the model is shown: the judge names each way a schema shown departs from the one
declared, passes a faithful inlining, and (through the engine) fails an agent that injects a property."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

from toolcall_conformance.adapters.registry import create
from toolcall_conformance.corpus.loader import corpus_roots, load_corpora
from toolcall_conformance.model import Outcome
from toolcall_conformance.runner.engine import Limits, run
from toolcall_conformance.runner.shown import compare, echo_problem

ROOT = Path(__file__).resolve().parents[2]
SEED = json.loads((ROOT / "corpora" / "seed.json").read_text("utf-8"))
DECLARED = next(g for g in SEED["groups"] if g["id"] == "seed-mcp")["tool"]["parameters"]
INLINED = next(g for g in SEED["groups"] if g["id"] == "seed-mcp-inlined")["tool"]["parameters"]


def said(declared: object, shown: object) -> list[str]:
    return [str(finding) for finding in compare(declared, shown)]


def test_the_schema_as_declared_and_its_faithful_inlining_pass():
    assert said(DECLARED, DECLARED) == []
    assert said(DECLARED, INLINED) == []


def test_an_injected_property_is_named():
    shown = copy.deepcopy(DECLARED)
    shown["properties"]["wait_for_previous"] = {"type": "boolean"}
    assert said(DECLARED, shown) == [
        "SPEC §6.3: $.wait_for_previous: shown to the model, not declared by the tool"
    ]


def test_a_removed_property_and_a_widened_union_are_named():
    shown = copy.deepcopy(DECLARED)
    del shown["properties"]["verbose"]
    shown["properties"]["count"] = {"type": ["integer", "string"]}
    assert said(DECLARED, shown) == [
        "SPEC §6.1: $.verbose: declared by the tool, not shown to the model",
        "SPEC §6.2: $.count: type widened: declared integer, shown integer or string",
    ]


def test_a_rewrite_that_leaves_a_ref_dangling_is_named():
    shown = copy.deepcopy(DECLARED)
    shown["properties"]["limit"] = {"type": "integer", "nullable": True}  # the path ref's target is gone
    dangling = "$ref '#/properties/limit/anyOf/0' points at nothing in the schema shown"
    assert f"SPEC §6.4: /properties/offset: {dangling}" in said(DECLARED, shown)


def test_a_lost_requirement_and_a_changed_enum_are_named():
    declared = {"type": "object", "properties": {"mode": {"enum": ["a", "b"]}}, "required": ["mode"]}
    shown = {"type": "object", "properties": {"mode": {"enum": ["a"]}}}
    assert said(declared, shown) == [
        "SPEC §6.2: $.mode: required by the tool, optional as shown",
        "SPEC §6.2: $.mode: enum declared ['a', 'b'], shown ['a']",
    ]


def test_a_refused_call_echoed_as_text_is_named():
    assert echo_problem({"count": "5"}) is None
    problem = echo_problem('{"count": "5"}')
    assert problem is not None and problem.rule == "6.5"


def test_an_agent_that_injects_a_property_fails_the_shown_cases_and_no_other():
    fake = ROOT / "tests" / "fakes" / "agents" / "fake_agent.py"
    cases = [c for c in load_corpora(corpus_roots()) if c.id.startswith("shown/shown-enum-required/")]
    honest = run(create(f"agent:anthropic:{sys.executable} {fake} {{model_url}} {{mcp_config}}"), cases)
    assert [r.outcome for r in honest] == [Outcome.PASSED]
    injecting = f"agent:anthropic:{sys.executable} {fake} {{model_url}} {{mcp_config}} --inject"
    [result] = run(create(injecting), cases, limits=Limits(retries=0))
    assert result.outcome == Outcome.FAILED and result.actual == {"mode": "fast"}
    assert "SPEC §6.3: $.urgent: shown to the model, not declared by the tool" in result.message
