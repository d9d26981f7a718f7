"""`toolcall-conformance upstream IMPL`: issue texts for the reasons no public report names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolcall_conformance import corpus
from toolcall_conformance.cli import main
from toolcall_conformance.cli.commands import upstream
from toolcall_conformance.runner.baseline import Reason

ROOT = Path(__file__).resolve().parents[2]


def test_the_title_is_the_reasons_first_clause_after_its_spec_sections() -> None:
    reason = Reason('SPEC §1.2 and §1.5: pydantic\'s lax int parsing takes no exponent, so "1e3" is refused.')
    assert upstream.title("crewai", "1.15.30", reason) == (
        'crewai 1.15.30: Pydantic\'s lax int parsing takes no exponent, so "1e3" is refused'
    )


def test_the_smallest_case_is_the_repro_case_else_the_shortest_request() -> None:
    cases = {case.id: case for case in corpus.load_corpora(corpus.corpus_roots([]))}
    ids = ["coerce/integer/plain", "seed/seed-native/all-five-together"]
    assert upstream.smallest(None, ids, cases).id == "coerce/integer/plain"
    assert upstream.smallest(ids[1], ids, cases).id == ids[1]


def test_the_rule_is_quoted_from_spec() -> None:
    heading, body = upstream.rule_text("1.4")
    assert heading == "Robustness" and "never raises" in body


def test_the_librarys_words_are_kept_the_suites_verdict_and_stderr_tail_left_out() -> None:
    message = (
        "rejected a call the step could have delivered (SPEC §1.5)"
        "\nrejected: n: Input should be a valid integer\n--- stderr (tail) ---\nTraceback of an earlier case"
    )
    assert upstream._said(message) == "n: Input should be a valid integer"


def test_a_row_without_a_baseline_is_a_usage_error(capsys) -> None:
    assert main(["upstream", "reference"]) == 2
    assert "without a baseline" in capsys.readouterr().err


@pytest.mark.e2e(reason="runs crewai's environment on one case per unreported reason (about a minute)")
def test_crewai_gets_an_issue_text_for_each_unreported_reason(tmp_path: Path, capsys) -> None:
    assert main(["upstream", "crewai", "--out", str(tmp_path)]) == 0
    reasons = json.loads((ROOT / "baselines" / "crewai.json").read_text())["reasons"]
    unreported = {key for key, reason in reasons.items() if not reason.get("upstream")}
    written = {path.stem for path in tmp_path.glob("*.md")}
    twins = {
        key for key in unreported if key.endswith("-hermes") and key.removesuffix("-hermes") in unreported
    }
    assert written == unreported - twins
    text = (tmp_path / "model-not-built-underscore-name.md").read_text()
    for part in (
        "# crewai 1.15.30:", "## What the tool received", "Fields must not use names with leading",
        "## What it must receive", "toolcall-conformance repro crewai model-not-built-underscore-name",
        "SPEC.md §1.4 Robustness",
    ):  # fmt: skip
        assert part in text, part
