"""The agent machinery (scripted model, recording MCP server, session runner, adapter) driven by a fake
agent of a few dozen lines (tests/fakes/agents/fake_agent.py), so that each outcome an agent row
reports is shown to come from what the agent did: delivered, refused, crashed, hung; and the gate of
`--impl "agent:anthropic:<command>"` fails a build that stops coercing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from toolcall_conformance.adapters.registry import AdapterOptions, create
from toolcall_conformance.corpus.loader import corpus_roots, load_corpora
from toolcall_conformance.model import CoerceCase, CoerceRequest, ImplementationError, Rejection

ROOT = Path(__file__).resolve().parents[2]
FAKE = ROOT / "tests" / "fakes" / "agents" / "fake_agent.py"
SEED = "seed/seed-mcp/"


def agent(*flags: str) -> str:
    return f"agent:anthropic:{sys.executable} {FAKE} {{model_url}} {{mcp_config}} {' '.join(flags)}".strip()


def seed(*names: str) -> list[CoerceCase]:
    cases = [c for c in load_corpora(corpus_roots()) if c.id.startswith(SEED) and isinstance(c, CoerceCase)]
    by_name = {case.id.removeprefix(SEED): case for case in cases}
    return [by_name[name] for name in names]


def test_the_tool_receives_what_the_agent_prepared_and_one_process_walks_every_case():
    cases = seed(
        "count-string-behind-defs-ref",
        "offset-ref-into-nullable-union-branch",
        "verbose-string-behind-ref-with-description",
    )
    impl = create(agent())
    answers = list(impl.run_many([_request(c) for c in cases]))
    assert answers == [{"count": 5}, {"offset": 7}, {"verbose": "true"}]
    assert impl.shown_for(cases[0].tool) == cases[0].tool.parameters  # it shows the schema as declared


def _request(case: CoerceCase) -> CoerceRequest:
    return CoerceRequest(case.tool, case.arguments)


def test_a_refusal_is_the_error_text_the_agent_sent_the_model():
    [answer] = create(agent("--refuse")).run_many([_request(seed("count-string-behind-defs-ref")[0])])
    assert answer == Rejection("Invalid arguments: count: must be integer")


def test_a_crash_fails_its_case_alone_and_the_next_process_goes_on():
    cases = seed(
        "verbose-string-behind-ref-with-description",
        "count-string-behind-defs-ref",
        "offset-ref-into-nullable-union-branch",
    )
    first, crashed, third = create(agent("--crash-at", "2")).run_many([_request(c) for c in cases])
    assert first == {"verbose": "true"}
    assert isinstance(crashed, ImplementationError) and crashed.details["reason"] == "exited"
    assert third == {"offset": 7}  # the new process's second call: it crashes no more


def test_a_hang_is_cut_and_no_process_is_left(tmp_path: Path):
    cases = seed("count-string-behind-defs-ref")
    [hung] = create(agent("--hang-at", "1"), AdapterOptions(timeout=1.0)).run_many([_request(cases[0])])
    assert isinstance(hung, ImplementationError) and hung.details["reason"] == "timeout"
    left = subprocess.run(["pgrep", "-f", str(FAKE)], capture_output=True, text=True).stdout.split()
    assert [pid for pid in left if int(pid) != os.getpid()] == []


def suite(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "toolcall_conformance", *args]
    return subprocess.run(
        command,
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def test_a_build_that_stops_coercing_fails_the_gate(tmp_path: Path):
    made = suite("baseline", "--impl", agent(), "--id", SEED, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    (tmp_path / "baseline.json").write_text(made.stdout)
    same = suite("run", "--impl", agent(), "--id", SEED, "--baseline", "baseline.json", cwd=tmp_path)
    assert same.returncode == 0, same.stdout + same.stderr
    broken = suite(
        "run", "--impl", agent("--no-coerce"), "--id", SEED, "--baseline", "baseline.json", cwd=tmp_path
    )
    assert broken.returncode == 1
    assert "NEW" in broken.stdout and "seed/seed-mcp/count-string-behind-defs-ref" in broken.stdout


def test_a_flood_and_a_malformed_request_each_fail_their_own_case():
    cases = seed("verbose-string-behind-ref-with-description", "count-string-behind-defs-ref")
    flooded, fine = create(agent("--flood-at", "1")).run_many([_request(c) for c in cases])
    assert isinstance(flooded, ImplementationError) and flooded.details["reason"] == "flooding"
    assert fine == {"count": 5}
    garbled, after = create(agent("--garbage-at", "1")).run_many([_request(c) for c in cases])
    assert isinstance(garbled, ImplementationError) and garbled.details["reason"] == "malformed"
    assert after == {"count": 5}
