"""Triage as data: every reason of every committed baseline says whose the failure is, and its public
reports are well-formed; the loader refuses a classification outside the enum."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolcall_conformance.corpus import CorpusError
from toolcall_conformance.runner import baseline

ROOT = Path(__file__).resolve().parents[2]
BASELINES = sorted(ROOT.glob("baselines/*.json"))


@pytest.mark.parametrize("path", BASELINES, ids=lambda p: p.stem)
def test_every_reason_is_classified(path: Path) -> None:
    reasons = json.loads(path.read_text("utf-8"))["reasons"]
    unclassified = [
        key
        for key, reason in reasons.items()
        if not isinstance(reason, dict) or "classification" not in reason
    ]
    assert not unclassified, f"{path.name}: reasons without a classification: {unclassified}"


def test_the_committed_baselines_name_public_reports_for_some_reasons() -> None:
    links = [
        link
        for path in BASELINES
        for reason in json.loads(path.read_text("utf-8"))["reasons"].values()
        for link in (reason.get("upstream", []) if isinstance(reason, dict) else [])
    ]
    assert len({link["url"] for link in links}) >= 15
    assert all(link["url"].startswith("https://github.com/") and link["read"] for link in links)


def _baseline(tmp_path: Path, reason: dict[str, object]) -> Path:
    path = tmp_path / "known.json"
    path.write_text(
        json.dumps(
            {
                "description": "d",
                "reasons": {"r": {"text": "SPEC §1.2: numbers go through a float", **reason}},
                "known_failures": {"r": ["coerce/integer/plain"]},
            }
        )
    )
    return path


def test_the_loader_reads_a_classification_and_its_links(tmp_path: Path) -> None:
    link = {
        "url": "https://github.com/o/r/issues/1",
        "state": "closed",
        "read": "2026-12-01",
        "fixed_in": "2.0",
    }
    known = baseline.load(
        _baseline(tmp_path, {"classification": "bug", "upstream": [link]}), ["coerce/integer/plain"]
    )
    assert known.data["r"].classification == "bug"
    assert known.triage("coerce/integer/plain") == {"classification": "bug", "upstream": [link]}
    assert known.data["r"].as_json()["upstream"] == [link]  # written back as read (baseline --update)


@pytest.mark.parametrize(
    "reason",
    [
        {"classification": "a bug"},
        {"upstream": [{"url": "https://github.com/o/r/issues/1", "state": "fixed", "read": "2026-12-01"}]},
        {"upstream": [{"url": "https://github.com/o/r/issues/1", "state": "open"}]},
    ],
)
def test_the_loader_refuses_a_classification_or_link_outside_the_schema(tmp_path: Path, reason) -> None:
    with pytest.raises(CorpusError, match=r"known\.json"):
        baseline.load(_baseline(tmp_path, reason), ["coerce/integer/plain"])


def test_a_run_report_carries_the_triage_of_each_listed_case(tmp_path: Path, capsys) -> None:
    import sys

    from toolcall_conformance.cli import main

    miniature = ROOT / "tests" / "fakes" / "miniatures" / "serve_miniature.py"
    impl = f"cmd:{sys.executable} {miniature} ignores-ref"
    selection = ["--id", "refs/pointer-forms"]
    assert main(["baseline", "--impl", impl, *selection]) == 0
    document = json.loads(capsys.readouterr().out)
    link = {"url": "https://github.com/o/r/issues/1", "state": "open", "read": "2026-12-01"}
    for reason in document["reasons"].values():
        reason.update(text="SPEC §2: it follows no $ref", classification="bug", upstream=[link])
    known = tmp_path / "known.json"
    known.write_text(json.dumps(document))
    report = tmp_path / "report.json"
    assert main(["run", "--impl", impl, *selection, "--baseline", str(known), "--report", str(report)]) == 0
    cases = json.loads(report.read_text())["cases"]
    listed = [case for case in cases if case["baseline"] == "known"]
    assert listed and all(case["triage"] == {"classification": "bug", "upstream": [link]} for case in listed)
    assert all("triage" not in case for case in cases if case["outcome"] == "passed")
