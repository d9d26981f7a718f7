"""SPEC §7: a server case that expects a refusal passes only on a refusal delivered as a tool result
with isError; dispatching the call, or refusing it with a JSON-RPC error, fails it."""

from __future__ import annotations

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_file
from toolcall_conformance.model import Feature, Outcome, Rejection
from toolcall_conformance.runner.engine import judge

CASES = {case.id: case for case in load_file(DEFAULT_CORPUS_ROOT / "server-2026.json", DEFAULT_CORPUS_ROOT)}
REFUSAL = CASES["server-2026/mode-zod4/not-in-enum"]


def test_a_refusal_as_a_tool_result_passes():
    assert judge(REFUSAL, [Rejection("Invalid option", via="tool-result")]).outcome == Outcome.PASSED


def test_a_refusal_as_a_json_rpc_error_fails_naming_the_rule():
    result = judge(REFUSAL, [Rejection("MCP error -32602: Invalid arguments", via="protocol-error")])
    assert result.outcome == Outcome.FAILED
    assert "with a JSON-RPC error" in result.message and "§7.4" in result.message


def test_a_refusal_that_does_not_say_how_fails():
    assert judge(REFUSAL, [Rejection("refused")]).outcome == Outcome.FAILED


def test_dispatching_what_the_schema_refuses_fails():
    result = judge(REFUSAL, [{"mode": "slow", "retries": 2}])
    assert result.outcome == Outcome.FAILED and "§7.1" in result.message


def test_refusal_cases_run_on_servers_only():
    """They need the source-* feature that builds the tool, which only a server lists."""
    assert Feature.SOURCE_ZOD in REFUSAL.features
    assert Feature.SOURCE_PYDANTIC in CASES["server-2026/mode-pydantic/not-in-enum"].features
    valid = CASES["server-2026/mode-zod4/valid-mode"]
    assert not {Feature.SOURCE_ZOD, Feature.SOURCE_PYDANTIC} & valid.features


def test_a_row_that_builds_no_tool_skips_refusal_cases_by_design(tmp_path):
    """A non-server row's baseline needs no entry for them: skipped for a source-* feature alone is
    not a shortcoming (while a case skipped for another feature the baseline does not list is new)."""
    import json

    from toolcall_conformance.model import Result
    from toolcall_conformance.runner import baseline

    path = tmp_path / "row.json"
    document = {
        "description": "a row without sources",
        "implementation": {"name": "row", "version": "1", "language": "python"},
        "suite": {"version": "0.1.0", "corpus": "sha256:0"},
        "unsupported": [],
        "reasons": {},
        "known_failures": {},
    }
    path.write_text(json.dumps(document))
    known = baseline.load(path, CASES)
    features = {Feature.COERCE, Feature.MCP}
    verdict = baseline.compare(known, [Result(REFUSAL, Outcome.SKIPPED)], features)
    assert verdict.new_failures == []
    without_mcp = baseline.compare(known, [Result(REFUSAL, Outcome.SKIPPED)], {Feature.COERCE})
    assert [result.case.id for result in without_mcp.new_failures] == [REFUSAL.id]


REGISTRATION = CASES["server-2026/remote-ref-zod4/refused-at-registration"]
NOT_DEREFERENCED = CASES["server-2026/remote-ref-zod4/never-dereferenced"]
ARGUMENTS = {"payload": {"kind": "note"}, "label": "a"}


def test_a_tool_refused_at_registration_passes_a_section_7_3_case():
    result = judge(REGISTRATION, [Rejection("KeyError: '#/$defs/Missing'", via="registration")])
    assert result.outcome == Outcome.PASSED


def test_serving_a_tool_whose_ref_cannot_be_resolved_fails_naming_the_rule():
    result = judge(REGISTRATION, [ARGUMENTS])
    assert result.outcome == Outcome.FAILED and "§7.3" in result.message


def test_refusing_only_the_call_fails_a_section_7_3_case():
    """A validator that raises on the unresolvable ref at call time served the tool all the same."""
    result = judge(REGISTRATION, [Rejection("Unresolvable: http://127.0.0.1:65535/...", via="tool-result")])
    assert result.outcome == Outcome.FAILED
    assert "as a tool result" in result.message and "§7.3" in result.message


def test_a_section_7_2_case_passes_when_nothing_outside_the_document_was_reached():
    """The harness answers an error when its process opened a connection (SPEC §5), so an answer,
    dispatched or refused, is a server that reached nothing."""
    assert judge(NOT_DEREFERENCED, [ARGUMENTS]).outcome == Outcome.PASSED
    assert judge(NOT_DEREFERENCED, [Rejection("no", via="registration")]).outcome == Outcome.PASSED


def test_registration_cases_run_on_servers_only():
    assert Feature.SOURCE_ZOD in REGISTRATION.features
    assert (
        Feature.SOURCE_PYDANTIC in CASES["server-2026/dangling-ref-pydantic/refused-at-registration"].features
    )
