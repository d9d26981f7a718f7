"""The version the package declares is a release (its manifest kept, its changelog section written), and
the documentation and init's templates name that version wherever they pin the suite or its kit."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from toolcall_conformance.corpus import manifest
from toolcall_conformance.harnesses.node import pack

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]
V = r"[0-9]+\.[0-9]+\.[0-9]+"
PINS = re.compile(
    rf"toolcall-conformance(?:\[[a-z,]+\])?==(?P<a>{V})|toolcall-conformance-harness@(?P<b>{V})"
    rf"|toolcall-conformance-harness-(?P<c>{V})\.tgz|toolcall-conformance@v(?P<d>{V})|`v(?P<e>{V})`"
)
DOCUMENTS = sorted(
    {ROOT / "README.md", *ROOT.glob("docs/*.md"), *(ROOT / "toolcall_conformance" / "templates").rglob("*")}
    - {ROOT / "docs"}
)


def test_the_declared_version_is_released():
    assert VERSION in manifest.released(), (
        f"no corpora/releases/{VERSION}.json: cut it with `generate/changelog.py --release`"
    )
    assert f"\n## [{VERSION}] - " in (ROOT / "CHANGELOG.md").read_text("utf-8")
    assert pack.manifest()["version"] == VERSION, (
        "the harness kit is released with the suite, under its version"
    )


@pytest.mark.parametrize(
    "path", [p for p in DOCUMENTS if p.is_file()], ids=lambda p: str(p.relative_to(ROOT))
)
def test_every_pinned_version_in_the_documentation_is_the_released_one(path):
    pinned = {
        next(v for v in match.groupdict().values() if v) for match in PINS.finditer(path.read_text("utf-8"))
    }
    assert pinned <= {VERSION}, f"{path.relative_to(ROOT)} pins {sorted(pinned)}, not the release {VERSION}"


@pytest.mark.parametrize(
    "path", [p for p in DOCUMENTS if p.is_file()], ids=lambda p: str(p.relative_to(ROOT))
)
def test_no_document_leaves_the_suites_name_for_the_reader_to_fill_in(path):
    found = re.findall(r"<(?:owner|org|tag)>", path.read_text("utf-8"))
    assert not found, f"{path.relative_to(ROOT)}: {found}: name the release (PyPI, npm, a tag of the suite)"
