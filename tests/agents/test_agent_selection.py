"""In a matrix an agent row runs the agent selection (implementations.json `agent_selection`) and
skips every other case, saying why, while the library rows beside it run the whole selection: so a
matrix of every shipped agent keeps CI's time limit."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from toolcall_conformance.adapters.registry import agent_selection, is_agent
from toolcall_conformance.corpus.loader import corpus_roots, load_corpora
from toolcall_conformance.model import Feature

ROOT = Path(__file__).resolve().parents[2]
FAKE = ROOT / "tests" / "fakes" / "agents" / "fake_agent.py"
INSIDE = "seed/seed-mcp/count-string-behind-defs-ref"
OUTSIDE = "wild/aws-cloudwatch/analyze_log_group.mcp/typed"  # an MCP tool's case, not in the selection


def test_the_agent_selection_holds_the_seeds_mcp_rows_and_the_rows_are_agents():
    assert INSIDE.startswith(agent_selection()) and not OUTSIDE.startswith(agent_selection())
    assert is_agent("claude-code") and is_agent("agent:anthropic:./x") and not is_agent("ajv")


def test_every_field_case_an_agent_can_run_is_in_the_agent_selection_and_every_prefix_selects_cases():
    """The field's cases run against every agent row (of those in the selection, the ones an agent
    cannot run it skips as unsupported), and no prefix of the selection selects nothing."""
    cases = load_corpora(corpus_roots())
    runnable = [
        case for case in cases if "field-2026" in case.tags and case.features <= {Feature.MCP, Feature.SHOWN}
    ]
    assert len(runnable) >= 90
    assert [case.id for case in runnable if not case.id.startswith(agent_selection())] == []
    empty = [prefix for prefix in agent_selection() if not any(case.id.startswith(prefix) for case in cases)]
    assert empty == []


@pytest.mark.e2e(reason="a matrix run through the CLI with the scripted model and the fake agent (15 s)")
def test_a_matrix_runs_an_agent_row_on_the_agent_selection_only(tmp_path):
    agent = f"agent:anthropic:{sys.executable} {FAKE} {{model_url}} {{mcp_config}}"
    report = tmp_path / "matrix.json"
    argv = [sys.executable, "-m", "toolcall_conformance", "matrix", "--impl", "reference", "--impl", agent]
    argv += ["--id", INSIDE, "--id", OUTSIDE, "--report", str(report)]
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    answers = {case["id"]: case["answers"] for case in json.loads(report.read_text("utf-8"))["cases"]}
    assert answers[INSIDE][agent]["actual"] == {"count": 5}  # the fake agent ran it and coerced
    assert answers[OUTSIDE]["reference"]["outcome"] != "skipped"
    skipped = answers[OUTSIDE][agent]
    assert skipped["outcome"] == "skipped" and "not in the agent selection" in skipped["message"]
