"""docs/ci.md's GitHub Actions workflow, run locally: its `run:` steps against the served reference.

The workflow is the one fenced `yaml` block of docs/ci.md. PyYAML is not a dependency, so its steps
are read by a small extraction that handles the two forms the workflow uses: `run: <command>` on one
line, and `run: |` followed by a more indented block. Install steps are left out (the test runs
inside an installed suite); every other `run:` step runs in order with bash, as GitHub runs it.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select
from toolcall_conformance.model import Feature
from toolcall_conformance.runner.baseline import SERVER_FEATURES

DOC = Path(__file__).resolve().parents[2] / "docs" / "ci.md"
PLACEHOLDER_IMPL = '"cmd:./my-impl --serve"'
SERVED_REFERENCE = shlex.quote(f"cmd:{sys.executable} -m toolcall_conformance.reference.serve")
BASH = ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c"]


def workflow_yaml(markdown: str) -> str:
    blocks = re.findall(r"^```yaml\n(.*?)^```", markdown, flags=re.MULTILINE | re.DOTALL)
    assert len(blocks) == 1, f"{DOC}: expected exactly one ```yaml block, found {len(blocks)}"
    return blocks[0]


def run_steps(yaml_text: str) -> list[str]:
    """The shell text of every `run:` key, in order."""
    lines = yaml_text.splitlines()
    steps = []
    for index, line in enumerate(lines):
        match = re.match(r"^(\s*)(?:- )?run:\s*(.*)$", line)
        if not match:
            continue
        indent, value = len(match.group(1)), match.group(2).strip()
        if value != "|":
            assert value and value[0] not in ">|", f"{DOC}: unsupported run: form {line!r}"
            steps.append(value)
            continue
        body = []
        for follower in lines[index + 1 :]:
            if follower.strip() and len(follower) - len(follower.lstrip()) <= indent:
                break
            body.append(follower)
        depth = min(len(b) - len(b.lstrip()) for b in body if b.strip())
        steps.append("\n".join(b[depth:] for b in body).strip() + "\n")
    return steps


def local_command(step: str) -> str:
    """The step with the served reference in place of the placeholder implementation."""
    assert PLACEHOLDER_IMPL in step or "toolcall-conformance run" not in step
    return step.replace(PLACEHOLDER_IMPL, SERVED_REFERENCE)


def suite_command_env(tmp_path: Path) -> dict[str, str]:
    """PATH with the `toolcall-conformance` console script, or a stand-in for `python -m
    toolcall_conformance`."""
    env = dict(os.environ)
    scripts = Path(sys.executable).parent
    if not (scripts / "toolcall-conformance").exists():
        scripts = tmp_path / "bin"
        scripts.mkdir()
        stand_in = scripts / "toolcall-conformance"
        stand_in.write_text(f'#!/bin/sh\nexec {shlex.quote(sys.executable)} -m toolcall_conformance "$@"\n')
        stand_in.chmod(0o755)
    env["PATH"] = f"{scripts}{os.pathsep}{env.get('PATH', '')}"
    return env


def documented_baseline_command(markdown: str) -> str:
    """The doc's command that writes the first baseline (the workflow expects the file to exist)."""
    found = [
        line
        for line in markdown.splitlines()
        if line.startswith("toolcall-conformance baseline ") and PLACEHOLDER_IMPL in line
    ]
    assert len(found) == 1, f"{DOC}: expected one `toolcall-conformance baseline` line, found {found}"
    return found[0]


def bash(command: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*BASH, command], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_the_extraction_reads_both_run_forms():
    yaml_text = (
        "steps:\n"
        "  - run: echo one\n"
        "  - name: two\n"
        "    run: |\n"
        "      echo two \\\n"
        "        --more\n"
        "\n"
        "      echo three\n"
        "  - name: after\n"
    )
    assert run_steps(yaml_text) == ["echo one", "echo two \\\n  --more\n\necho three\n"]


def test_the_documented_workflow_passes_against_the_served_reference(tmp_path):
    markdown = DOC.read_text(encoding="utf-8")
    steps = run_steps(workflow_yaml(markdown))
    assert any("toolcall-conformance run" in step for step in steps), steps
    assert any("$GITHUB_STEP_SUMMARY" in step for step in steps), steps
    summary_file = tmp_path / "step-summary.md"
    summary_file.write_text("")
    env = {**suite_command_env(tmp_path), "GITHUB_STEP_SUMMARY": str(summary_file)}

    baseline = local_command(documented_baseline_command(markdown))
    done = bash(baseline, tmp_path, env)
    assert done.returncode == 0, done.stderr
    written = json.loads((tmp_path / "conformance-baseline.json").read_text())
    assert written["known_failures"] == {}  # the reference passes every core case

    for step in steps:
        if re.match(r"(python -m )?pip install\b", step):
            continue
        done = bash(local_command(step), tmp_path, env)
        assert done.returncode == 0, f"step {step!r} exited {done.returncode}\n{done.stdout}\n{done.stderr}"

    cases = list(select(load_corpora([DEFAULT_CORPUS_ROOT]), level="core"))
    # an agent row's cases (SPEC §6) and a server's refusal cases (SPEC §7) are skipped by design
    by_design = sum(1 for case in cases if Feature.SHOWN in case.features or case.features & SERVER_FEATURES)
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["summary"] == {
        "passed": len(cases) - by_design,
        "failed": 0,
        "errored": 0,
        "skipped": by_design,
        "wrong": 0,
        "rejected": 0,
        "retried": 0,
    }
    assert report["implementation"]["name"] == "toolcall-conformance-reference"

    junit = ET.parse(tmp_path / "junit.xml").getroot()
    assert junit.tag == "testsuites"
    assert len(junit.findall(".//testcase")) == len(cases)
    assert not junit.findall(".//failure") and not junit.findall(".//error")

    markdown_summary = (tmp_path / "summary.md").read_text()
    assert markdown_summary.startswith("### toolcall-conformance: toolcall-conformance-reference")
    passed = len(cases) - by_design
    assert f"**{passed} passed, 0 failed, 0 errored, {by_design} skipped**" in markdown_summary
    assert summary_file.read_text() == markdown_summary
