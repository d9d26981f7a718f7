"""`init` as a user runs it in a repository: the skeleton, its first baseline, the generated script and
the baseline gate it sets up (a fix gives STALE entries, `run.sh --update` clears them)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from suite.version import suite_version

BIN = Path(sys.executable).parent
ENV = {**os.environ, "PATH": f"{BIN}:/usr/bin:/bin", "PYTHON": sys.executable}

# Coerces only literal top-level strings: "5" for an integer, "true"/"false" for a boolean.
LITERAL_COERCION = """\
  const properties = (tool.parameters as { properties?: { [key: string]: { type?: unknown } } }).properties;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(args)) {
    const type = properties?.[key]?.type;
    if (typeof value === "string" && type === "integer" && /^-?[0-9]+$/.test(value)) out[key] = Number(value);
    else if (typeof value === "string" && type === "boolean" && /^(true|false)$/.test(value)) {
      out[key] = value === "true";
    }
    else out[key] = value;
  }
  return out;
"""


COERCE = ("--tags", "coerce")  # run.sh passes more arguments on to `run`: a quicker selection


def init(*argv: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "suite", "init", *argv]
    return subprocess.run(command, env=ENV, capture_output=True, text=True, timeout=600)


def script(folder: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["./run.sh", *argv], cwd=folder, env=ENV, capture_output=True, text=True, timeout=600
    )


def explain(baseline: Path) -> None:
    """What the user does first: explain each reason (a run refuses FILL IN)."""
    document = json.loads(baseline.read_text())
    reasons = document["reasons"]
    assert reasons and all(reason["text"].startswith("FILL IN") for reason in reasons.values())
    for reason in reasons.values():
        reason["text"] = "SPEC §1: the skeleton prepares nothing yet"
    baseline.write_text(json.dumps(document, indent=1))


@pytest.mark.e2e(
    reason="the generated run.sh installs the TypeScript harness's npm packages and compiles it with tsc "
    "on real Node, then runs the gate four times: a minute of npm, tsc and Node start-ups"
)
def assert_the_workflow_runs_this_release(root: Path) -> None:
    """The workflow uses the action init wrote beside it, which installs this release by its PyPI name
    (no placeholder for the user to fill), and actionlint finds nothing wrong with either."""
    action = (root / ".github" / "actions" / "toolcall-conformance" / "action.yml").read_text()
    assert (
        f'pip install --quiet --disable-pip-version-check "toolcall-conformance=={suite_version()}"' in action
    )
    assert "<owner>" not in action and "@VERSION@" not in action
    lint = subprocess.run(
        [BIN / "actionlint", ".github/workflows/conformance.yml"], cwd=root, capture_output=True, text=True
    )
    assert lint.returncode == 0, lint.stdout + lint.stderr


def test_the_written_action_is_the_suites_own_but_for_where_it_installs_the_suite_from():
    """Inputs, outputs and the run step are the suite's action.yml's, so the two cannot drift apart."""
    root = Path(__file__).resolve().parents[2]
    own = (root / "action.yml").read_text()
    written = (root / "suite" / "templates" / "action" / "action.yml").read_text()

    def part(text: str, start: str, end: str | None = None) -> str:
        body = text.split(start, 1)[1]
        return body.split(end, 1)[0] if end else body

    assert part(written, "inputs:", "runs:") == part(own, "inputs:", "runs:")
    pythonpath = (
        "        # A Python harness imports suite.harness_kit (standard library only) from this checkout.\n"
    )
    pythonpath += '        export PYTHONPATH="$GITHUB_ACTION_PATH${PYTHONPATH:+:$PYTHONPATH}"\n'
    assert part(written, "    - name: Run the suite") == part(own, "    - name: Run the suite").replace(
        pythonpath, ""
    )


def test_init_typescript_writes_a_gate_that_catches_a_fix_until_the_baseline_is_updated(tmp_path):
    done = init("--language", "typescript", str(tmp_path))
    assert done.returncode == 0, done.stderr
    folder = tmp_path / "conformance"
    harness = (folder / "harness.ts").read_text()
    assert '"coerce", //' in harness and '"mcp", //' in harness and "PLACEHOLDER" in harness
    workflow = (tmp_path / ".github" / "workflows" / "conformance.yml").read_text()
    assert "uses: ./.github/actions/toolcall-conformance" in workflow
    assert_the_workflow_runs_this_release(tmp_path)
    assert 'impl: "cmd:node conformance/dist/harness.js"' in workflow
    assert "baseline: conformance/baseline.json" in workflow
    first = json.loads((folder / "baseline.json").read_text())
    assert first["implementation"]["language"] == "typescript" and first["unsupported"] == ["split", "unmap"]
    known = {case for cases in first["known_failures"].values() for case in cases}
    assert "coerce/integer/plain" in known, "the skeleton hands arguments back unchanged"

    before = {path: path.read_bytes() for path in folder.iterdir() if path.is_file()}
    again = init("--language", "typescript", str(tmp_path))
    assert again.returncode == 2 and "exists already" in again.stderr and "harness.ts" in again.stderr
    assert {path: path.read_bytes() for path in folder.iterdir() if path.is_file()} == before

    explain(folder / "baseline.json")
    assert script(folder, *COERCE).returncode == 0, "the skeleton matches the baseline made from it"

    head, _, tail = harness.partition("  return args;\n")
    (folder / "harness.ts").write_text(head + LITERAL_COERCION + tail)
    fixed = script(folder, *COERCE)
    assert fixed.returncode == 1, fixed.stdout[-2000:] + fixed.stderr[-2000:]
    assert "STALE coerce/integer/plain" in fixed.stdout

    updated = script(folder, "--update")
    assert updated.returncode == 0, updated.stderr
    after = json.loads((folder / "baseline.json").read_text())
    listed = {case for cases in after["known_failures"].values() for case in cases}
    assert "coerce/integer/plain" not in listed
    # Number() of a 401-digit string is not the integer: what the fix breaks is listed under "new"
    assert "robustness/deep-and-cyclic/integer-401-digits-stays" in after["known_failures"]["new"]
    assert script(folder, *COERCE).returncode == 2, "a reason still to explain is refused"
    after["reasons"]["new"] = "SPEC §1.2: Number() rounds long digit strings"
    (folder / "baseline.json").write_text(json.dumps(after))
    assert script(folder, *COERCE).returncode == 0


def test_init_python_writes_a_harness_whose_first_baseline_the_script_matches(tmp_path):
    done = init("--language", "python", str(tmp_path))
    assert done.returncode == 0, done.stderr
    folder = tmp_path / "conformance"
    assert "from suite.harness_kit import reject, serve" in (folder / "harness.py").read_text()
    workflow = (tmp_path / ".github" / "workflows" / "conformance.yml").read_text()
    assert 'impl: "cmd:python conformance/harness.py"' in workflow
    assert_the_workflow_runs_this_release(tmp_path)
    explain(folder / "baseline.json")
    done = script(folder)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


@pytest.mark.parametrize("existing", ["conformance/run.sh", ".github/workflows/conformance.yml"])
def test_init_writes_nothing_when_one_of_its_files_exists(tmp_path, existing):
    (tmp_path / existing).parent.mkdir(parents=True)
    (tmp_path / existing).write_text("mine\n")
    done = init("--language", "python", str(tmp_path))
    assert done.returncode == 2 and existing in done.stderr
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file()) == [
        existing
    ]
