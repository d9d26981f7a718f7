"""action.yml, the composite GitHub Action, run locally step by step as a runner runs it.

PyYAML is not a dependency, so the file is read by a small reader of the block-style YAML subset it is
written in (nested mappings, lists of mappings, `|` and `>-` block scalars, quoted scalars); a test
pins the reader on that subset. `actions/setup-python` cannot run outside GitHub: that step, and only
that one, is skipped, with `python` on PATH standing in for what it provides. The install step runs
for real, once, into a temporary RUNNER_TEMP; each scenario then runs the remaining steps with its own
GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and workspace.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from checkout_build import building_the_checkout

ROOT = Path(__file__).resolve().parents[2]
ECHO = ROOT / "tests" / "fakes" / "wire" / "echo.py"
BASH = ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c"]  # GitHub's `shell: bash`
SKIPPED_USES = ("actions/setup-python@",)


def _scalar(text: str) -> str:
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    return text


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def read_yaml(text: str) -> Any:
    """The block-style subset action.yml uses (no flow collections, anchors or multi-documents)."""
    lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]

    def block(start: int, indent: int) -> tuple[Any, int]:
        if lines[start].lstrip().startswith("- "):
            items: list[Any] = []
            while (
                start < len(lines) and _indent(lines[start]) == indent and lines[start].lstrip()[:2] == "- "
            ):
                # "- key: value" opens a mapping whose keys sit two columns further in
                lines[start] = " " * (indent + 2) + lines[start].lstrip()[2:]
                item, start = block(start, indent + 2)
                items.append(item)
            return items, start
        mapping: dict[str, Any] = {}
        while start < len(lines) and _indent(lines[start]) == indent:
            key, _, rest = lines[start].strip().partition(":")
            rest = rest.strip()
            start += 1
            if rest in ("|", ">-"):
                body = []
                while start < len(lines) and _indent(lines[start]) > indent:
                    body.append(lines[start])
                    start += 1
                depth = min(_indent(b) for b in body)
                if rest == "|":
                    mapping[key] = "\n".join(b[depth:] for b in body) + "\n"
                else:
                    mapping[key] = " ".join(b.strip() for b in body)
            elif rest:
                mapping[key] = _scalar(rest)
            else:
                mapping[key], start = block(start, _indent(lines[start]))
        return mapping, start

    parsed, end = block(0, 0)
    assert end == len(lines), f"unread from line {lines[end]!r}"
    return parsed


def test_the_reader_reads_the_subset():
    text = (
        "name: x\n"
        "inputs:\n"
        "  a:\n"
        "    description: 'quoted: yes'\n"
        '    default: ""\n'
        "runs:\n"
        "  steps:\n"
        "    - uses: some/action@v1\n"
        "      with:\n"
        "        k: v\n"
        "    - name: two\n"
        "      run: |\n"
        "        echo one\n"
        "          indented\n"
        "description: >-\n"
        "  folded\n"
        "  text\n"
    )
    assert read_yaml(text) == {
        "name": "x",
        "inputs": {"a": {"description": "quoted: yes", "default": ""}},
        "runs": {
            "steps": [
                {"uses": "some/action@v1", "with": {"k": "v"}},
                {"name": "two", "run": "echo one\n  indented\n"},
            ]
        },
        "description": "folded text",
    }


ACTION = read_yaml((ROOT / "action.yml").read_text("utf-8"))


def test_the_action_is_composite_with_the_documented_inputs_and_outputs():
    assert ACTION["runs"]["using"] == "composite"
    inputs = ACTION["inputs"]
    assert list(inputs) == ["impl", "baseline", "level", "corpus", "python-version", "args"]
    assert inputs["impl"]["required"] == "true"
    assert all(inputs[name]["required"] == "false" for name in list(inputs)[1:])
    assert set(ACTION["outputs"]) == {"reports", "exit-code"}
    for step in ACTION["runs"]["steps"]:
        # inputs reach scripts through env only: a ${{ }} inside a script would be pasted into its code
        assert "${{" not in step.get("run", ""), step.get("name")


def substitute(value: str, inputs: dict[str, str]) -> str:
    def one(match: re.Match[str]) -> str:
        assert match.group(1) in inputs, f"unknown input {match.group(1)}"
        return inputs[match.group(1)]

    return re.sub(r"\$\{\{\s*inputs\.([\w-]+)\s*\}\}", one, value)


class Runner:
    """The steps of action.yml, run as a runner would, with their GITHUB_* files."""

    def __init__(self, temp: Path) -> None:
        self.temp = temp
        self.bin = temp / "python-from-setup-python"
        self.bin.mkdir(parents=True, exist_ok=True)
        python = self.bin / "python"
        if not python.exists():
            python.symlink_to(sys.executable)

    def run(self, given: dict[str, str], workspace: Path, *, install: bool) -> dict[str, Any]:
        inputs = {name: spec.get("default", "") for name, spec in ACTION["inputs"].items()} | given
        files = {
            name: workspace / f"{name.lower()}.txt"
            for name in ("GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY", "GITHUB_PATH")
        }
        for path in files.values():
            path.write_text("")
        base = {
            "PATH": f"{self.bin}:/usr/bin:/bin",
            "HOME": str(Path.home()),
            "RUNNER_TEMP": str(self.temp),
            "GITHUB_ACTION_PATH": str(ROOT),
            "GITHUB_WORKSPACE": str(workspace),
            **{name: str(path) for name, path in files.items()},
        }
        for key in ("PIP_FIND_LINKS", "PIP_CERT", "PIP_DEFAULT_TIMEOUT"):  # this machine's package sources
            if key in os.environ:
                base[key] = os.environ[key]
        status, steps, stderr = 0, ACTION["runs"]["steps"], ""
        for step in steps:
            if "uses" in step:
                assert step["uses"].startswith(SKIPPED_USES), f"cannot run {step['uses']} locally"
                continue
            is_install = "requirements.lock" in step["run"]
            if is_install != install:
                continue
            assert step["shell"] == "bash"
            env = {**base, **{k: substitute(v, inputs) for k, v in step.get("env", {}).items()}}
            with building_the_checkout() if is_install else contextlib.nullcontext():
                done = subprocess.run(
                    [*BASH, step["run"]], cwd=workspace, env=env, capture_output=True, text=True, timeout=600
                )
            if is_install:
                assert done.returncode == 0, done.stderr
            status, stderr = done.returncode, stderr + done.stderr
            if status:
                break
        outputs = dict(line.split("=", 1) for line in files["GITHUB_OUTPUT"].read_text().splitlines())
        summary = files["GITHUB_STEP_SUMMARY"].read_text()
        return {"status": status, "outputs": outputs, "summary": summary, "stderr": stderr}


@pytest.fixture(scope="module")
def runner(tmp_path_factory: pytest.TempPathFactory) -> Runner:
    """The install step run once: a venv with the locked dependencies and the suite from this checkout."""
    made = Runner(tmp_path_factory.mktemp("runner-temp"))
    workspace = tmp_path_factory.mktemp("install-workspace")
    made.run({"impl": "reference"}, workspace, install=True)
    assert (made.temp / "toolcall-conformance" / "bin" / "toolcall-conformance").is_file()
    assert (workspace / "github_path.txt").read_text().strip() == f"{made.temp}/toolcall-conformance/bin"
    return made


EXTRA_CASE = {
    "description": "One case of a user's own corpus.",
    "groups": [
        {
            "id": "own",
            "description": "A user's case.",
            "kind": "coerce",
            "tool": {"name": "t", "origin": "native", "parameters": {"type": "object", "properties": {}}},
            "cases": [
                {
                    "id": "unchanged",
                    "description": "Arguments no rule touches pass through.",
                    "level": "core",
                    "tags": ["coerce", "seed"],
                    "spec": "1.2",
                    "arguments": {"a": "b"},
                    "expected": {"a": "b"},
                }
            ],
        }
    ],
}


def workspace_with_baseline(tmp_path: Path, known: dict[str, list[str]]) -> Path:
    workspace = tmp_path / "workspace"
    (workspace / "conformance" / "own").mkdir(parents=True)
    (workspace / "conformance" / "own" / "mine.json").write_text(json.dumps(EXTRA_CASE))
    reasons = {reason: "SPEC §1.2: listed by the test" for reason in known}
    baseline = {"description": "test", "reasons": reasons, "known_failures": known}
    (workspace / "conformance" / "baseline.json").write_text(json.dumps(baseline))
    return workspace


SEED = {"baseline": "conformance/baseline.json", "args": "--tags seed --timeout 20"}


INSTALLS = pytest.mark.e2e(
    reason="the action's install step builds a fresh venv with the locked dependencies and this checkout"
)


@INSTALLS
def test_the_reference_passes_and_the_reports_are_in_the_output_folder(runner, tmp_path):
    workspace = workspace_with_baseline(tmp_path, {})
    given = {**SEED, "impl": "reference", "corpus": "conformance/own\n"}
    result = runner.run(given, workspace, install=False)
    assert result["status"] == 0, result
    assert result["outputs"]["exit-code"] == "0"
    reports = Path(result["outputs"]["reports"])
    report = json.loads((reports / "report.json").read_text())
    ids = {case["id"] for case in report["cases"]}
    assert "mine/own/unchanged" in ids and all(case["outcome"] == "passed" for case in report["cases"])
    assert report["baseline"]["new"] == [] and report["baseline"]["stale"] == []
    assert len(ET.parse(reports / "junit.xml").getroot().findall(".//testcase")) == len(ids)
    assert result["summary"] == (reports / "summary.md").read_text()
    assert "✅ The run matches its baseline" in result["summary"]
    assert "baseline ok" in (reports / "badge.svg").read_text()


@INSTALLS
def test_a_new_failure_fails_the_step_and_the_summary_says_which(runner, tmp_path):
    workspace = workspace_with_baseline(tmp_path, {})
    echo = f"cmd:{sys.executable} {ECHO}"
    result = runner.run({**SEED, "impl": echo}, workspace, install=False)
    assert result["status"] == 1 and result["outputs"]["exit-code"] == "1"
    assert "❌ The run does not match its baseline" in result["summary"]
    report = json.loads((Path(result["outputs"]["reports"]) / "report.json").read_text())
    assert report["implementation"]["name"] == "miniature" and report["baseline"]["new"]
    assert all(f"`{case_id}`" in result["summary"] for case_id in report["baseline"]["new"])


@INSTALLS
def test_a_stale_entry_fails_the_step(runner, tmp_path):
    workspace = workspace_with_baseline(tmp_path, {"fixed": ["coerce/integer/plain"]})
    result = runner.run(
        {**SEED, "impl": "reference", "args": "--id coerce/integer/plain"}, workspace, install=False
    )
    assert result["status"] == 1 and result["outputs"]["exit-code"] == "1"
    assert "STALE entries" in result["summary"] and "`coerce/integer/plain`" in result["summary"]
