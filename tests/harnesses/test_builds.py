"""Unreleased builds run as implementations: a build of a released version answers as that release.

End to end: each test fetches a real release by its registry's own client (`pip download` of the
sdist, the pinned npm's `npm pack`), runs it as a build (`path:` unpacked, `file:` as it is) and as the
release (`NAME@VERSION`), and `report diff` finds no case that differs.
"""

import json
import shutil
import subprocess
import sys
import tarfile

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.cli import main
from toolcall_conformance.harnesses.node import install as node_install

SELECTION = ("--level", "hermes", "--id", "nested/containers/", "--id", "coerce/object/json-object-text")


def _pip_python():
    """A Python with pip: the project's venv may have none (uv made it), the system's then."""
    for python in (sys.executable, shutil.which("python3")):
        if python and subprocess.run([python, "-m", "pip", "--version"], capture_output=True).returncode == 0:
            return python
    pytest.fail("no Python with pip to download the sdist with")


pytestmark = pytest.mark.e2e(reason="installs released and built packages from PyPI and npm")


def _report(tmp_path, spec):
    path = tmp_path / f"report-{len(list(tmp_path.glob('report-*.json')))}.json"
    main(["run", "--impl", spec, *SELECTION, "--quiet", "--report", str(path)])
    return path


def _same_answers(tmp_path, capsys, release, build):
    old, new = _report(tmp_path, release), _report(tmp_path, build)
    capsys.readouterr()
    assert main(["report", "diff", str(old), str(new), "--json", str(tmp_path / "diff.json")]) == 0
    diff = json.loads((tmp_path / "diff.json").read_text())
    assert diff["compared"] > 20 and diff["changes"] == [], diff["changes"][:3]
    return json.loads(new.read_text())["implementation"]


def test_a_json_repair_source_tree_and_sdist_answer_as_the_release(tmp_path, capsys):
    fetched = tmp_path / "fetched"
    subprocess.run(
        [_pip_python(), "-m", "pip", "download", "--no-deps", "--no-binary", ":all:", "json-repair==0.61.0",
         "-d", str(fetched), "--quiet", "--disable-pip-version-check"],
        check=True,
    )  # fmt: skip
    (sdist,) = fetched.glob("*.tar.gz")
    with tarfile.open(sdist) as archive:
        archive.extractall(fetched, filter="data")
    tree = fetched / "json_repair-0.61.0"
    named = _same_answers(tmp_path, capsys, "json-repair@0.61.0", f"json-repair@path:{tree}")
    assert named["version"] == "0.61.0"
    assert named["build"]["kind"] == "path" and named["build"]["path"] == str(tree)
    assert named["build"]["digest"].startswith("sha256:")
    named = _same_answers(tmp_path, capsys, "json-repair@0.61.0", f"json-repair@file:{sdist}")
    assert named["build"]["kind"] == "file"


def test_a_pi_ai_npm_pack_tarball_and_package_folder_answer_as_the_release(tmp_path, capsys):
    runtime = environments.install("node")
    node_install.npm_output(
        runtime, tmp_path, "pack", "@mariozechner/pi-ai@0.73.1", "--pack-destination", "."
    )
    (tarball,) = tmp_path.glob("*.tgz")
    named = _same_answers(tmp_path, capsys, "pi-ai@0.73.1", f"pi-ai@file:{tarball}")
    assert named["build"] == {
        "kind": "file", "path": str(tarball), "digest": named["build"]["digest"]
    }  # fmt: skip
    with tarfile.open(tarball) as archive:
        archive.extractall(tmp_path / "unpacked", filter="data")
    named = _same_answers(tmp_path, capsys, "pi-ai@0.73.1", f"pi-ai@path:{tmp_path / 'unpacked' / 'package'}")
    assert named["build"]["kind"] == "path"
