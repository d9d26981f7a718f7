"""`make dist` builds what a release publishes, and each artifact works where a user installs it: the
wheel in a fresh virtual environment outside the checkout, the kit's tarball in a fresh Node project on
the system's Node 20."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from checkout_build import building_the_checkout

from toolcall_conformance.corpus import manifest

ROOT = Path(__file__).resolve().parents[2]
UV = Path(sys.executable).with_name("uv")
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]
BARE = {"PATH": "/usr/bin:/bin"}  # nothing of this checkout's environment
ECHO_HARNESS = """\
import { serve } from "toolcall-conformance-harness";
await serve({ name: "echo", version: "1", features: ["coerce"], coerce: (_tool, args) => args });
"""  # hands the tool what the model sent: every seed case needs a coercion, so each is answered and fails

pytestmark = pytest.mark.e2e(reason="builds the wheel, the sdist and the kit, then installs each afresh")


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    with building_the_checkout():
        subprocess.run(["make", "--no-print-directory", "dist", f"DIST={out}"], cwd=ROOT, check=True)
    return out


@pytest.fixture(scope="module")
def installed(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel installed with its dependencies into a fresh virtual environment: its command."""
    venv = tmp_path_factory.mktemp("installed") / "venv"
    subprocess.run([UV, "venv", "-q", "--python", sys.executable, venv], check=True)
    python = venv / "bin" / "python"
    (wheel,) = dist.glob("*.whl")
    subprocess.run([UV, "pip", "install", "-q", "--python", python, wheel], check=True)
    return venv / "bin" / "toolcall-conformance"


def test_make_dist_builds_the_wheel_the_sdist_and_the_kit_of_this_version(dist):
    assert sorted(path.name for path in dist.iterdir() if not path.name.startswith(".")) == [
        f"toolcall-conformance-harness-{VERSION}.tgz",
        f"toolcall_conformance-{VERSION}-py3-none-any.whl",
        f"toolcall_conformance-{VERSION}.tar.gz",
    ]


def test_the_wheel_carries_the_repro_templates_but_no_raw_captures_and_no_project_generators(dist):
    """The corpora ship, the captures they were made from (toolcall_conformance/generators/**/captures/) do
    not;
    `repro` needs its templates; generate/ is the project's own."""
    (wheel,) = dist.glob("*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert not [n for n in names if n.startswith("toolcall_conformance/generators/") and "/captures/" in n]
    assert any(n.startswith("toolcall_conformance/corpora/wild/") for n in names)
    assert "toolcall_conformance/repros/templates/json-repair.py" in names
    assert not [n for n in names if n.startswith(("generate/", "scripts/"))]


def test_the_installed_wheel_says_its_version_and_runs_the_seed_cases_outside_the_checkout(
    installed, tmp_path
):
    version = subprocess.run([installed, "--version"], capture_output=True, text=True, env=BARE, cwd=tmp_path)
    digest = manifest.read(manifest.MANIFEST).digest
    assert version.stdout == f"toolcall-conformance {VERSION} (corpus {digest})\n"
    done = subprocess.run(
        [installed, "run", "--impl", "reference", "--tags", "seed"],
        capture_output=True,
        text=True,
        env=BARE,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1].endswith(" 0 failed, 0 errored, 0 skipped")


def test_the_kits_tarball_builds_a_harness_on_the_system_node(dist, installed, tmp_path):
    project = tmp_path / "harness"
    project.mkdir()
    (project / "package.json").write_text('{"name": "harness", "private": true, "type": "module"}\n')
    (tarball,) = dist.glob("*.tgz")
    quiet = ["--no-audit", "--no-fund", "--offline", "--loglevel=error"]
    subprocess.run(
        ["/usr/bin/npm", "install", *quiet, tarball], cwd=project, check=True, env=BARE, timeout=120
    )
    node = subprocess.run(["/usr/bin/node", "--version"], capture_output=True, text=True).stdout
    assert node.startswith("v20."), node
    (project / "harness.mjs").write_text(ECHO_HARNESS)
    report = tmp_path / "report.json"
    argv = [installed, "run", "--impl", "cmd:/usr/bin/node harness.mjs", "--tags", "seed", "--report", report]
    done = subprocess.run(argv, capture_output=True, text=True, env=BARE, cwd=project)
    data = json.loads(report.read_text("utf-8"))
    assert data["implementation"]["name"] == "echo", done.stderr[-2000:]
    summary = data["summary"]  # the harness answered every case it lists the feature of, wrongly
    assert summary["failed"] > 0 and summary["errored"] == 0 and summary["passed"] == 0, summary
    assert done.returncode == 1


def test_an_extra_the_installed_suite_lacks_is_named_with_a_command_that_installs_it(dist, tmp_path):
    """scan needs the generators' extra: its error names a command, and that command, run as printed
    (with this release's wheel standing in for PyPI's), makes scan work."""
    venv = tmp_path / "venv"
    subprocess.run([UV, "venv", "-q", "--python", sys.executable, venv], check=True)
    (wheel,) = dist.glob("*.whl")
    subprocess.run([UV, "pip", "install", "-q", "--python", venv / "bin" / "python", wheel], check=True)
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps({"tools": [{"name": "t", "inputSchema": {"type": "object"}}]}))
    scan = [venv / "bin" / "toolcall-conformance", "scan", "--tools-list", tools, "--impl", "reference"]
    env = {**os.environ, "PATH": f"{UV.parent}:/usr/bin:/bin", "UV_FIND_LINKS": str(dist)}
    lacking = subprocess.run(scan, capture_output=True, text=True, env=env, cwd=tmp_path)
    assert lacking.returncode == 2, lacking.stdout + lacking.stderr
    said = lacking.stderr.strip().splitlines()[-1]
    prefix = "error: scan needs the generators' extra ("
    assert said.startswith(prefix), said
    command = said.split(" is missing): ", 1)[1]
    assert f"'toolcall-conformance[generate]=={VERSION}'" in command
    subprocess.run(["sh", "-c", command], check=True, env=env, cwd=tmp_path, timeout=600)
    done = subprocess.run(scan, capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
