"""The field-2026 cases: every report the corpus was asked to cover is cited, and the hand-written
expectations agree with opinions other than the reference's resolver.

- Provenance: each case cites a public report (repository and number) as its provenance.
- Ref-inlined form: SPEC §2's defining property; the same arguments against the schema with its refs
  inlined by `referencing` give the expected answer (a wrong resolver in the reference or a wrong
  hand-written expectation would both show here).
"""

from __future__ import annotations

import json

from toolcall_conformance import reference
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select
from toolcall_conformance.generators.inline import CyclicSchema, inline
from toolcall_conformance.model import CoerceCase
from toolcall_conformance.runner.diff import differences

TAG = "field-2026"
CASES = list(select(load_corpora([DEFAULT_CORPUS_ROOT]), tags=[TAG]))
REPORTS = {
    ("github/copilot-cli", 4301),
    ("anthropics/claude-code", 50138),
    ("anthropics/claude-code", 93179),
    ("anthropics/claude-code", 59227),
    ("anthropics/claude-code", 76040),
    ("anomalyco/opencode", 26529),
    ("google-labs-code/stitch-sdk", 367),
    ("lbjlaq/Antigravity-Manager", 952),
    ("mastra-ai/mastra", 24403),
    ("google-gemini/gemini-cli", 17235),
    ("mastra-ai/mastra", 13204),
    ("ai-ecoverse/slicc", 3217),
    ("modelcontextprotocol/typescript-sdk", 1562),
    ("QwenLM/qwen-code", 4966),
    ("twilio-labs/mcp", 56),
    ("NousResearch/hermes-agent", 40298),
    ("NousResearch/hermes-agent", 111686),
    ("langchain-ai/langchain", 40392),
    ("HKUDS/nanobot", 3943),
    ("stanfordnlp/dspy", 9825),
}
"""The reports the field cases were written after (docs/corpora.md, "field-2026")."""


def _cited(case: object) -> tuple[str, int]:
    provenance = getattr(case, "provenance", None) or {}
    return provenance.get("repository"), provenance.get("number")


def test_every_field_case_cites_a_report_and_every_report_has_cases():
    assert len(CASES) >= 120
    cited = {case.id: _cited(case) for case in CASES}
    assert [case_id for case_id, (repo, number) in cited.items() if not repo or not number] == []
    assert all(case.provenance and case.provenance["kind"] == "report" for case in CASES)
    assert set(cited.values()) >= REPORTS, f"no case cites {sorted(REPORTS - set(cited.values()))}"


def test_ref_inlined_form_gives_the_expected_answer():
    compared, wrong = 0, []
    for case in CASES:
        if not isinstance(case, CoerceCase) or "$ref" not in json.dumps(case.tool.parameters):
            continue
        try:
            inlined = inline(case.tool.parameters)
        except CyclicSchema:
            continue
        tool = {**case.tool.as_json(), "parameters": inlined}
        found = differences(case.expected, reference.prepare_arguments(tool, case.arguments))
        if found:
            wrong.append(f"{case.id}: {found[0]}")
        compared += 1
    assert compared >= 20
    assert not wrong, "\n".join(wrong[:20])
