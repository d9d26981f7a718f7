"""`report diff OLD NEW`: real reports of the reference and of miniatures that break one rule, diffed.

Exit 0 when no case broke, 1 when a case that passed in OLD does not in NEW, 3 when the reports cannot
be compared honestly; each code is made to happen here by real runs.
"""

import json
import sys
from pathlib import Path

import pytest

from toolcall_conformance.cli import main

MINIATURE = Path(__file__).parents[1] / "fakes" / "miniatures" / "serve_miniature.py"
IGNORES_REF = f"cmd:{sys.executable} {MINIATURE} ignores-ref"  # follows no $ref (SPEC §2)
SELECTION = ("--id", "refs/pointer-forms")


def run(capsys, *argv):
    code = main([str(arg) for arg in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    """Reports of the reference and of the miniature on the same cases, and of the reference on others."""
    folder = tmp_path_factory.mktemp("reports")
    made = {}
    for name, impl, extra in (
        ("reference", "reference", SELECTION),
        ("ignores-ref", IGNORES_REF, SELECTION),
        ("other-selection", "reference", ("--id", "refs/pointer-forms", "--exclude-tags", "pointer")),
        ("other-options", "reference", (*SELECTION, "--timeout", "9")),
        ("shard", "reference", (*SELECTION, "--shard", "1/2")),
    ):
        path = folder / f"{name}.json"
        code = main(["run", "--impl", impl, *extra, "--report", str(path), "--quiet"])
        assert code in (0, 1) and path.is_file()
        made[name] = path
    return made


def test_a_report_diffed_with_itself_changes_nothing_and_exits_0(capsys, reports):
    code, out, _ = run(capsys, "report", "diff", reports["reference"], reports["reference"])
    assert code == 0
    assert "0 broken, 0 fixed, 0 changed answers" in out


def test_a_miniature_that_follows_no_ref_breaks_cases_and_exits_1(capsys, reports, tmp_path):
    as_json = tmp_path / "diff.json"
    as_markdown = tmp_path / "diff.md"
    code, out, _ = run(
        capsys, "report", "diff", reports["reference"], reports["ignores-ref"],
        "--json", as_json, "--markdown", as_markdown,
    )  # fmt: skip
    assert code == 1, out
    document = json.loads(as_json.read_text())
    broken = [change for change in document["changes"] if change["change"] == "broken"]
    assert broken and document["broke"] is True
    old = {c["id"]: c for c in json.loads(reports["reference"].read_text())["cases"]}
    new = {c["id"]: c for c in json.loads(reports["ignores-ref"].read_text())["cases"]}
    really_broken = {i for i in new if old[i]["outcome"] == "passed" and new[i]["outcome"] != "passed"}
    assert {change["id"] for change in broken} == really_broken  # exactly the cases the run broke
    assert all(change["rule"].startswith("§") and change["cause"] for change in broken)
    assert "BROKEN (PASSED, NOW DOES NOT)" in out and broken[0]["rule"] in out
    assert "### Broken (passed, now does not)" in as_markdown.read_text()


def test_the_other_way_round_the_same_cases_are_fixed_and_it_exits_0(capsys, reports, tmp_path):
    as_json = tmp_path / "diff.json"
    code, _, _ = run(
        capsys, "report", "diff", reports["ignores-ref"], reports["reference"], "--json", as_json
    )
    assert code == 0
    document = json.loads(as_json.read_text())
    assert document["counts"]["fixed"] > 0 and document["counts"]["broken"] == 0


def test_a_case_skipped_now_is_newly_unsupported_not_broken(capsys, reports, tmp_path):
    document = json.loads(reports["reference"].read_text())
    entry = document["cases"][0]
    entry.update(outcome="skipped", message="needs feature 'mcp', which the implementation does not list")
    skipped = tmp_path / "skipped.json"
    skipped.write_text(json.dumps(document))
    as_json = tmp_path / "diff.json"
    code, out, _ = run(capsys, "report", "diff", reports["reference"], skipped, "--json", as_json)
    assert code == 0, out
    changes = json.loads(as_json.read_text())["changes"]
    assert [(c["id"], c["change"]) for c in changes] == [(entry["id"], "unsupported")]


@pytest.mark.parametrize(
    ("other", "why"),
    [
        ("other-selection", "another case selection"),
        ("other-options", "other options: timeout"),
        ("shard", "one shard (1/2) of a run"),
    ],
)
def test_reports_that_cannot_be_compared_honestly_exit_3_saying_why(capsys, reports, other, why):
    code, out, err = run(capsys, "report", "diff", reports["reference"], reports[other])
    assert code == 3 and not out
    assert why in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("edit", "why"),
    [
        (lambda d: d["suite"].update(corpus="sha256:" + "0" * 64), "another corpus digest"),
        (lambda d: d.update(interrupted={"signal": "SIGINT", "ran": 1, "selected": 9}), "interrupted run"),
        (lambda d: [c.update(level="hermes") for c in d["cases"]], "another level"),
    ],
)
def test_a_report_of_another_corpus_level_or_an_interrupted_run_exits_3(capsys, reports, tmp_path, edit, why):
    document = json.loads(reports["reference"].read_text())
    edit(document)
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(document))
    code, _, err = run(capsys, "report", "diff", reports["reference"], edited)
    assert code == 3 and why in err


def test_an_unreadable_report_is_a_usage_error(capsys, reports, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    assert run(capsys, "report", "diff", reports["reference"], broken)[0] == 2


def test_compare_diff_runs_both_and_exits_as_report_diff(capsys):
    code, out, _ = run(capsys, "compare", "--impl", "reference", "--impl", IGNORES_REF, *SELECTION, "--diff")
    assert code == 1 and "BROKEN" in out
    code, out, _ = run(capsys, "compare", "--impl", IGNORES_REF, "--impl", "reference", *SELECTION, "--diff")
    assert code == 0 and "0 broken" in out and "FIXED" in out
