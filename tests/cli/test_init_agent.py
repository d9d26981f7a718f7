"""`init --agent WIRE:COMMAND`: an agent's authors gate their own build. Played with the fake agent of
tests/fakes/agents (an Anthropic Messages client with an MCP stdio client), copied into a repository
as its own agent: init (a first real run writes the baseline), run.sh green, then a change of the
agent's code that stops coercing "5" fails the gate with the seed's `count` case NEW."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FAKE = ROOT / "tests" / "fakes" / "agents" / "fake_agent.py"
ENV = {**os.environ, "TOOLCALL_CONFORMANCE": f"{sys.executable} -m toolcall_conformance"}
ENV.pop("PYTHONPATH", None)  # the suite finds its own session runner wherever it runs
COMMAND = (
    f"{sys.executable} agent.py {{model_url}} {{mcp_config}}"  # relative: run from the repository's root
)
COERCING = 'if "--no-coerce" not in options:'


def init(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "toolcall_conformance", "init", *argv]
    return subprocess.run(command, cwd=cwd, env=ENV, capture_output=True, text=True, timeout=600)


@pytest.mark.e2e(
    reason="three runs of the whole agent selection (95 cases) through the fake agent: init's first run, "
    "the green gate and the broken build (about 30 s on a loaded 2-core machine)"
)
def test_an_agent_author_gets_from_init_to_a_gate_that_fails_a_build_that_stops_coercing(tmp_path: Path):
    agent = tmp_path / "agent.py"
    agent.write_text(FAKE.read_text())
    made = init("--agent", f"anthropic:{COMMAND}", cwd=tmp_path)
    assert made.returncode == 0, made.stdout + made.stderr
    run_sh, known = tmp_path / "conformance" / "run.sh", tmp_path / "conformance" / "baseline.json"
    document = json.loads(known.read_text())
    assert document["implementation"]["name"] == f"agent:anthropic:{COMMAND}"
    listed = {case for cases in document["known_failures"].values() for case in cases}
    assert "seed/seed-mcp/count-string-behind-defs-ref" not in listed  # the agent coerces it
    assert "seed/seed-mcp/verbose-string-behind-ref-with-description" in listed  # booleans: it does not
    workflow = (tmp_path / ".github" / "workflows" / "conformance.yml").read_text()
    assert f"impl: {json.dumps(f'agent:anthropic:{COMMAND}')}" in workflow
    lint = subprocess.run(
        [Path(sys.executable).parent / "actionlint", ".github/workflows/conformance.yml"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert lint.returncode == 0, lint.stdout + lint.stderr

    green = subprocess.run([str(run_sh), "--quiet"], env=ENV, capture_output=True, text=True, timeout=600)
    assert green.returncode == 0, green.stdout + green.stderr

    text = agent.read_text()
    assert text.count(COERCING) == 1
    agent.write_text(text.replace(COERCING, "if False:  # a refactor that lost the coercion"))
    broken = subprocess.run([str(run_sh)], env=ENV, capture_output=True, text=True, timeout=600)
    assert broken.returncode == 1, broken.stdout + broken.stderr
    assert "NEW FAILED seed/seed-mcp/count-string-behind-defs-ref" in broken.stdout


def test_init_agent_names_the_wires_for_a_wire_it_does_not_know_and_writes_nothing(tmp_path: Path):
    done = init("--agent", "anthropics:./my-agent {model_url}", str(tmp_path), cwd=tmp_path)
    assert done.returncode == 2
    assert "openai-responses" in done.stderr and "agent:<wire>:<command line>" in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_init_agent_writes_nothing_when_one_of_its_files_exists(tmp_path: Path):
    (tmp_path / "conformance").mkdir()
    (tmp_path / "conformance" / "run.sh").write_text("mine\n")
    done = init("--agent", "anthropic:./my-agent {model_url}", str(tmp_path), cwd=tmp_path)
    assert done.returncode == 2 and "conformance/run.sh" in done.stderr
    assert [p.name for p in tmp_path.rglob("*") if p.is_file()] == ["run.sh"]


def test_init_takes_a_language_or_an_agent_not_both(tmp_path: Path):
    done = init("--language", "python", "--agent", "anthropic:x", str(tmp_path), cwd=tmp_path)
    assert done.returncode == 2 and "not allowed with" in done.stderr
