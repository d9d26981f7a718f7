"""The shipped agents, as measured (docs/agents.md): each run as a black box on the seed's MCP rows and
a case of what the model is shown, one agent process per row."""

from __future__ import annotations

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.registry import create, table
from toolcall_conformance.corpus.loader import corpus_roots, load_corpora
from toolcall_conformance.model import CoerceCase, CoerceRequest, Outcome, Rejection, Result
from toolcall_conformance.runner.engine import Limits, run

pytestmark = pytest.mark.e2e(
    reason="each starts a real agent (a native binary or a large Node bundle) from its installed "
    "environment, several seconds per process on a loaded machine"
)

IDS = (
    "seed/seed-mcp/count-string-behind-defs-ref",
    "seed/seed-mcp/offset-ref-into-nullable-union-branch",
    "shown/shown-enum-required/mode-from-enum",
)


def answers(name: str) -> dict[str, object]:
    """What the tool received (or the refusal) and the result message, per case id."""
    entry = table()[name]
    try:
        environments.ready(entry.environment or name)
    except environments.NotInstalled as missing:
        pytest.fail(str(missing), pytrace=False)
    by_id = {case.id: case for case in load_corpora(corpus_roots()) if isinstance(case, CoerceCase)}
    cases = [by_id[case_id] for case_id in IDS]
    impl = create(name)
    got = dict(zip(IDS, impl.run_many([_request(case) for case in cases]), strict=True))
    results = {result.case.id: result for result in run(create(name), cases[2:], limits=Limits(retries=0))}
    return {**got, "shown": results[IDS[2]]}


def _request(case: CoerceCase) -> CoerceRequest:
    return CoerceRequest(case.tool, case.arguments)


def test_claude_code_delivers_count_and_hands_the_tool_offset_as_sent():
    got = answers("claude-code")
    assert got[IDS[0]] == {"count": 5}
    assert got[IDS[1]] == {"offset": "7"}
    shown = got["shown"]
    assert isinstance(shown, Result) and shown.outcome == Outcome.PASSED


def test_codex_hands_the_tool_count_as_sent():
    got = answers("codex")
    assert got[IDS[0]] == {"count": "5"}
    assert got[IDS[1]] == {"offset": "7"}


def test_gemini_cli_refuses_count_naming_the_integer_type_and_injects_a_property():
    got = answers("gemini-cli")
    refused = got[IDS[0]]
    assert isinstance(refused, Rejection) and "integer" in refused.message
    shown = got["shown"]
    assert isinstance(shown, Result) and shown.outcome == Outcome.FAILED
    assert "SPEC §6.3: $.wait_for_previous" in shown.message
