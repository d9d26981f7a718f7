"""Each cycle case is called with a tool holding only its own shape (README "Corpora"): a cycle an
implementation cannot register must not decide the verdict of a case that pins another one."""

from __future__ import annotations

import json

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora
from toolcall_conformance.generators.adversarial import reached
from toolcall_conformance.model import CoerceCase

CYCLE_GROUPS = ("refs/cycles/", "adversarial/adversarial/cycles/", "robustness/deep-and-cyclic/")


def test_a_cycle_case_has_a_tool_of_its_property_and_the_defs_it_reaches_and_nothing_else():
    cases = [c for c in load_corpora([DEFAULT_CORPUS_ROOT]) if c.id.startswith(CYCLE_GROUPS)]
    assert len(cases) == 30
    shared = []
    for case in cases:
        assert isinstance(case, CoerceCase)
        parameters = case.tool.parameters
        if "$ref" not in json.dumps(parameters):
            shared.append(case.id)  # the robustness group's ref-free members share the group's tool
            continue
        assert set(parameters["properties"]) == set(case.arguments), case.id
        (name,) = case.arguments
        defs = parameters.get("$defs", {})
        assert sorted(defs) == sorted(reached(parameters["properties"][name], defs)), case.id
    assert len(shared) == 4, shared  # the object tower, the deep value and the two big numbers
