"""The repository holds its contract: every relative link resolves, every cited SPEC section exists."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "SPEC.md"
PROSE = sorted(
    {
        ROOT / "README.md",
        *ROOT.glob("docs/*.md"),
        *ROOT.glob("baselines/*.md"),
        *ROOT.glob("corpora/**/README.md"),
        *ROOT.glob("node_fixtures/README.md"),
        *ROOT.glob("toolcall_conformance/**/README.md"),
    }
    - set(ROOT.glob("toolcall_conformance/**/node_modules/**/README.md"))
)
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
CITATION = re.compile(r"(?:SPEC\s*§?\s*|§\s*)(\d+(?:\.\d+)?)")


def sections() -> set[str]:
    """Section numbers of SPEC.md's headings: `## 1. The argument step` gives 1, `### 1.2 ...` 1.2."""
    found = set()
    for line in SPEC.read_text("utf-8").splitlines():
        match = re.match(r"#{2,4}\s+(\d+(?:\.\d+)*)\.?\s", line)
        if match:
            found.add(match.group(1))
    return found


def cited(text: str) -> set[str]:
    return set(CITATION.findall(text))


def test_the_spec_is_in_the_repository_with_its_sections():
    assert SPEC.is_file()
    assert {"0", "1", "1.1", "1.2", "1.3", "1.4", "1.5", "2", "3", "4", "5"} <= sections()


@pytest.mark.parametrize("path", PROSE, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_resolve(path: Path):
    for target in LINK.findall(path.read_text("utf-8")):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        file_part = target.split("#", 1)[0]
        assert (path.parent / file_part).exists(), (
            f"{path.relative_to(ROOT)}: link {target!r} does not resolve"
        )


@pytest.mark.parametrize("path", PROSE, ids=lambda p: str(p.relative_to(ROOT)))
def test_cited_sections_exist_in_prose(path: Path):
    missing = cited(path.read_text("utf-8")) - sections()
    assert not missing, f"{path.relative_to(ROOT)} cites sections SPEC.md does not have: {sorted(missing)}"


def test_cited_sections_exist_in_baseline_reasons():
    for path in sorted(ROOT.glob("baselines/*.json")):
        document = json.loads(path.read_text("utf-8"))
        reasons = {  # a reason is its text, or data whose `spec` names the section too
            key: entry if isinstance(entry, str) else f"{entry['text']} (SPEC §{entry.get('spec', '')})"
            for key, entry in document.get("reasons", {}).items()
        }
        missing = cited(" ".join(reasons.values())) - sections()
        assert not missing, f"{path.name}: reasons cite sections SPEC.md does not have: {sorted(missing)}"
        for key, text in reasons.items():
            assert cited(text), f"{path.name}: reason {key!r} names no SPEC section: {text!r}"


def test_cited_sections_exist_in_code_messages():
    for path in sorted((ROOT / "toolcall_conformance").rglob("*.py")):
        missing = cited(path.read_text("utf-8")) - sections()
        assert not missing, (
            f"{path.relative_to(ROOT)} cites sections SPEC.md does not have: {sorted(missing)}"
        )


def test_every_case_spec_field_names_a_section():
    have = sections()
    for case in load_corpora([DEFAULT_CORPUS_ROOT]):
        numbers = re.findall(r"\d+(?:\.\d+)?", case.spec)
        assert numbers and set(numbers) <= have, f"{case.id}: spec {case.spec!r} is not a SPEC.md section"


def test_a_wrong_citation_would_be_caught():
    assert cited("see SPEC §9.9 and §1.2") - sections() == {"9.9"}
