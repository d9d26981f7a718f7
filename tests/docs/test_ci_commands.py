"""docs/ci.md's TypeScript/JavaScript and Python walk-throughs run as written, in a fresh folder.

Each section is read in order: a "Save as `FILE`:" line writes the code block after it, and each `sh`
block runs line by line with bash, as a reader would type it (with the system's Node 20 and npm).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "ci.md"
ENV = {**os.environ, "PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin"}
STEP = re.compile(r"(?:Save as `([^`]+)`:\n\n)?```(\w+)\n(.*?)^```", re.MULTILINE | re.DOTALL)


def section(title: str) -> str:
    text = DOC.read_text("utf-8")
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else len(text)]


def walk(title: str, folder: Path) -> list[str]:
    """Write the section's files and run its commands in order; the commands run."""
    commands = []
    for saved, language, body in STEP.findall(section(title)):
        if saved:
            (folder / saved).parent.mkdir(parents=True, exist_ok=True)
            (folder / saved).write_text(body)
        elif language == "sh":
            for line in body.splitlines():
                command = re.sub(r"\s+#.*$", "", line).strip()
                if not command:
                    continue
                done = subprocess.run(
                    ["bash", "-c", command], cwd=folder, env=ENV, capture_output=True, text=True, timeout=600
                )
                suite_run = command.startswith("toolcall-conformance run ")
                assert done.returncode in ((0, 1) if suite_run else (0,)), f"{command}\n{done.stderr[-2000:]}"
                assert "Traceback" not in done.stderr, done.stderr[-3000:]
                commands.append(command)
    return commands


def ran_cases(report: Path) -> dict[str, str]:
    data = json.loads(report.read_text())
    assert data["implementation"]["name"] == "my-agent"
    return {case["id"]: case["outcome"] for case in data["cases"]}


@pytest.mark.e2e(
    reason="a reader's walk-through on the system's Node 20: npm packs and installs the harness kit, "
    "compiles the harness with tsc and runs the suite against it, half a minute of npm and Node"
)
def test_the_typescript_walk_through_runs_under_node_20(tmp_path):
    assert subprocess.run(["/usr/bin/node", "--version"], capture_output=True, text=True).stdout.startswith(
        "v20."
    )
    commands = walk("TypeScript and JavaScript harnesses", tmp_path)
    assert any("npm install ./toolcall-conformance-harness-" in c for c in commands)
    outcomes = ran_cases(tmp_path / "report.json")
    assert outcomes["coerce/integer/plain"] == "passed" and outcomes["coerce/integer/exponent"] == "failed"
    assert json.loads((tmp_path / "conformance" / "baseline.json").read_text())["known_failures"]
    action = section("The GitHub Action")
    assert 'impl: "cmd:node dist/conformance/harness.js"' in action, "the Action runs the harness built above"


def test_the_python_walk_through_runs(tmp_path):
    walk("Python harnesses", tmp_path)
    outcomes = ran_cases(tmp_path / "report.json")
    assert outcomes["coerce/integer/plain"] == "passed" and outcomes["coerce/integer/negative"] == "failed"


@pytest.mark.parametrize("title", ["Start in one command: `init`", "Badges"])
def test_the_other_adoption_sections_name_real_commands(title):
    from toolcall_conformance.cli.main import build_parser

    commands = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    used = set(re.findall(r"toolcall-conformance (\w[\w-]*)", section(title)))
    assert used and used <= set(commands), used - set(commands)
