"""The trend workflow the project ships is the one docs/ci.md shows, and its plan step prints a matrix."""

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "trend.yml"


def test_docs_show_the_shipped_trend_workflow():
    docs = (ROOT / "docs" / "ci.md").read_text()
    after = docs.split("as `.github/workflows/trend.yml`:\n", 1)[1]
    example = re.match(r"\n?```yml\n(.*?)^```", after, flags=re.MULTILINE | re.DOTALL)
    assert example, "docs/ci.md: no ```yml block after its trend workflow's introduction"
    example = example[1]
    assert example == WORKFLOW.read_text()


def test_the_plan_step_prints_the_versions_as_a_json_list():
    text = WORKFLOW.read_text()
    assert 'toolcall-conformance trend --impl "$IMPL" --versions "$VERSIONS" --plan' in text
    argv = [
        sys.executable,
        "-m",
        "toolcall_conformance",
        "trend",
        "--impl",
        "json-repair",
        "--versions",
        "0.61.0,0.60.1",
        "--plan",
    ]
    done = subprocess.run(argv, capture_output=True, text=True, check=True, cwd=ROOT)
    assert json.loads(done.stdout) == ["0.60.1", "0.61.0"]  # oldest first, as the trend reads them
    refused = subprocess.run([*argv[:-2], "0.55.2", "--plan"], capture_output=True, text=True, cwd=ROOT)
    assert refused.returncode == 2 and "cannot be measured" in refused.stderr
