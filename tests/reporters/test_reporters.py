"""Each reporter on a small hand-made run: what a reader or a CI page is shown."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolcall_conformance import reporters
from toolcall_conformance.corpus import corpus_roots, load_corpora
from toolcall_conformance.model import (
    AREAS,
    CoerceCase,
    Difference,
    Feature,
    ImplementationInfo,
    Level,
    Outcome,
    Result,
    SplitCase,
    Tool,
)
from toolcall_conformance.reporters import comparison, fuzz, json_report, junit, markdown, tally, terminal
from toolcall_conformance.runner.baseline import Baseline, compare
from toolcall_conformance.runner.run import Run

INFO = ImplementationInfo("impl", "1.0", "python")
TOOL = Tool(
    "t", {"type": "object", "properties": {"n": {"$ref": "#/$defs/N"}}, "$defs": {"N": {"type": "integer"}}}
)


def coerce_case(name: str, spec: str = "1.2", level: Level = Level.CORE) -> CoerceCase:
    return CoerceCase(
        f"f/g/{name}",
        level,
        ("coerce", "ref"),
        spec,
        f"about {name}",
        Path("f.json"),
        {"n": 5},
        TOOL,
        {"n": "5"},
    )


SPLIT = SplitCase("s/g/split", Level.CORE, ("split",), "3", "a split", Path("s.json"), "unchanged", [], None)
WRONG = Result(coerce_case("wrong"), Outcome.FAILED, {"n": "5"}, "$.n: expected integer 5, got string \"5\"",
               (Difference("$.n", 5, "5", 'expected integer 5, got string "5"'),))  # fmt: skip
REJECTED = Result(
    coerce_case("rejected", "1.5"), Outcome.FAILED, None, "rejected a valid call\nrejected: no", rejected=True
)
PASSED = Result(coerce_case("passed"), Outcome.PASSED, {"n": 5})
SKIPPED = Result(SPLIT, Outcome.SKIPPED, message="unsupported: feature 'split' not listed")
RESULTS = [WRONG, REJECTED, PASSED, SKIPPED]


def run(verdict: bool = False, **extra) -> Run:
    known = (
        Baseline(Path("b.json"), {WRONG.case.id: "SPEC §2: no refs"}, {WRONG.case.id: "no-refs"}, {})
        if verdict
        else None
    )
    found = compare(known, RESULTS, {Feature.COERCE}) if known else None
    return Run(INFO, frozenset({Feature.COERCE}), RESULTS, len(RESULTS), "sha256:x", found, **extra)


def test_the_file_table_names_each_report_option():
    assert set(reporters.FILES) == {"report", "junit", "markdown", "badge"}


def test_tally_counts_wrong_values_and_rejections_apart():
    counts = tally.counts(RESULTS)
    assert (counts["passed"], counts["failed"], counts["wrong"], counts["rejected"], counts["skipped"]) == (
        1,
        2,
        1,
        1,
        1,
    )
    assert tally.closing_line(RESULTS) == "1 passed, 2 failed, 0 errored, 1 skipped"
    assert [label for label, _ in tally.section_table(RESULTS)] == ["§1.2", "§1.5", "§3"]


def test_a_case_whose_tags_name_no_area_counts_under_other():
    """A corpus of one's own may tag a case only with its own words: it is still counted in a row."""
    untagged = Result(replace(coerce_case("mine"), tags=("mine",)), Outcome.FAILED, {"n": "5"}, "wrong")
    rows = dict(tally.area_table([PASSED, untagged]))
    assert list(rows) == ["ref", "coerce", "other"]
    assert (rows["other"]["failed"], rows["coerce"]["passed"]) == (1, 1)


def test_every_bundled_case_counts_under_an_area_of_its_own():
    """So "other" never appears for the bundled corpora, and no bundled case is left out of the areas."""
    left = [c.id for c in load_corpora(corpus_roots()) if not set(AREAS) & set(c.tags)]
    assert not left, left[:10]


def test_terminal_marks_rejections_and_ends_with_the_closing_line():
    assert terminal.failure(REJECTED).startswith("REJECTED f/g/rejected")
    assert terminal.failure(WRONG, "SPEC §2: no refs").endswith("known: SPEC §2: no refs")
    assert "rejected" in terminal.table(run()).splitlines()[0]
    assert terminal.closing(run(interrupted="SIGTERM"))[-2:] == [
        "interrupted by SIGTERM after 4 of 4 cases", "1 passed, 2 failed, 0 errored, 1 skipped"
    ]  # fmt: skip


def test_json_report_carries_values_as_differences_and_the_verdict(tmp_path):
    path = tmp_path / "r.json"
    json_report.write(path, run(verdict=True))
    data = json.loads(path.read_text())
    wrong = next(c for c in data["cases"] if c["id"] == WRONG.case.id)
    assert wrong["differences"] == [
        {"path": "$.n", "expected": 5, "actual": "5", "note": 'expected integer 5, got string "5"'}
    ]
    assert (wrong["baseline"], wrong["reason"]) == ("known", "SPEC §2: no refs")
    assert wrong["signature"] == {  # TOOL puts `n` behind a $ref; the model sent "5", the tool got it
        "key": "wrong-1.2-integer-expected-string-kept-behind-ref",
        "text": "SPEC §1.2 · integer expected, string kept, behind $ref",
    }
    assert "signature" not in next(c for c in data["cases"] if c["id"] == PASSED.case.id)
    # the skipped split case is new too: the baseline does not list "split" as unsupported
    assert data["baseline"]["new"] == [REJECTED.case.id, SPLIT.id] and data["baseline"]["ok"] is False
    assert json_report.cut({"a": "x" * 70_000, "b": 1}) == {"a": "<cut: 70002 bytes>", "b": 1}


def test_the_json_report_file_holds_the_report_with_one_case_per_line(tmp_path):
    """Parts over the limit are cut, in an entry just over it too; smaller entries stay whole."""
    big = Result(coerce_case("big"), Outcome.FAILED, {"n": "é" * 40_000}, "wrong")
    near = Result(coerce_case("near"), Outcome.FAILED, {"n": "x" * 65_000}, "wrong")
    for results in (RESULTS, [*RESULTS, big, near], []):
        ran = Run(INFO, frozenset({Feature.COERCE}), results, len(results), "sha256:x", interrupted="SIGINT")
        path = tmp_path / "r.json"
        json_report.write(path, ran)
        assert json.loads(path.read_text()) == json_report.report(ran)
        lines = path.read_text().splitlines()
        assert [line for line in lines if '"outcome": ' in line] == [
            line for line in lines if line.startswith('    {"id": ')
        ]
        assert len([line for line in lines if '"outcome": ' in line]) == len(results)
    both = Run(INFO, frozenset({Feature.COERCE}), [big, near], 2, "sha256:x")
    entries = {c["id"]: c for c in json_report.report(both)["cases"]}
    assert entries[big.case.id]["actual"] == {"n": "<cut: 80002 bytes>"}
    assert entries[near.case.id]["actual"] == {"n": "x" * 65_000}


def test_junit_skips_known_failures_and_fails_new_ones(tmp_path):
    path = tmp_path / "j.xml"
    junit.write(path, run(verdict=True))
    cases = {c.get("name"): c for c in ET.parse(path).iter("testcase")}
    assert cases[WRONG.case.id].find("skipped") is not None
    assert cases[REJECTED.case.id].find("failure") is not None
    assert cases[PASSED.case.id].find("failure") is None


def test_markdown_leads_with_the_verdict():
    text = markdown.summary(run(verdict=True))
    first = text.splitlines()[2]
    assert "does not match its baseline" in first
    assert f"- `{REJECTED.case.id}` (failed): `rejected a valid call`" in text


def test_markdown_shows_each_new_failures_first_difference():
    known = Baseline(Path("b.json"), {PASSED.case.id: "x"}, {PASSED.case.id: "k"}, {})
    found = compare(known, RESULTS, {Feature.COERCE})
    text = markdown.summary(Run(INFO, frozenset({Feature.COERCE}), RESULTS, len(RESULTS), "sha256:x", found))
    assert f'- `{WRONG.case.id}` (failed): `$.n: expected integer 5, got string "5"`' in text


def test_comparison_rows_name_the_type_behind_the_ref():
    other = Result(WRONG.case, Outcome.PASSED, {"n": 5})
    (row,) = comparison.rows([WRONG], [other])
    assert (row.argument, row.sent, row.schema_type, row.a, row.b) == ("n", '"5"', "integer", '"5"', "5")


def test_verdict_lines_say_new_and_stale():
    known = Baseline(Path("b.json"), {PASSED.case.id: "x"}, {PASSED.case.id: "k"}, {})
    lines = compare(known, RESULTS, {Feature.COERCE}).lines()
    assert f"STALE {PASSED.case.id}: passes now; remove it from the baseline" in lines
    assert lines[-1] == "baseline: the run does not match its baseline"


@pytest.mark.parametrize(("examples", "failures"), [(200, 0), (50, 1)])
def test_fuzz_summary_line(examples, failures):
    assert fuzz.summary_line("fuzz", examples, failures) == f"fuzz: {examples} examples, {failures} failures"


def _plainly_cut(value, limit):
    """The definition of cut, spelled out: every part over `limit` bytes of JSON text becomes a marker."""
    size = _size(value)
    if size <= limit:
        return value
    if isinstance(value, dict):
        return {key: _plainly_cut(item, limit) for key, item in value.items()}
    if isinstance(value, list) and len(value) > 1:
        return [_plainly_cut(item, limit) for item in value]
    return f"<cut: {size} bytes>"


_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**300), max_value=10**300)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(alphabet=st.sampled_from('a\x00\x1f"\\\u2028é😀'), max_size=40)
    | st.text(alphabet=st.characters(codec="utf-8"))
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=4), inner, max_size=6),
)


def _size(value):
    return len(json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass"))


@given(value=_SCALARS)
def test_a_scalar_is_cut_exactly_when_its_text_is_over_the_limit(value):
    size = _size(value)
    assert json_report.cut(value, size) == value
    assert json_report.cut(value, size - 1) == f"<cut: {size} bytes>"


@given(data=st.data(), value=_VALUES)
def test_cut_replaces_exactly_the_parts_over_the_limit(data, value):
    limit = data.draw(st.integers(min_value=1, max_value=_size(value) + 1), label="limit")
    assert json_report.cut(value, limit) == _plainly_cut(value, limit)


@pytest.mark.parametrize("ran", [[], RESULTS[:2]], ids=["none-ran", "two-ran"])
def test_junit_records_an_interruption_so_an_empty_run_is_not_green(tmp_path, ran):
    path = tmp_path / "j.xml"
    junit.write(path, Run(INFO, frozenset({Feature.COERCE}), ran, 40, "sha256:x", None, "SIGTERM"))
    suite = ET.parse(path).getroot().find("testsuite")
    properties = {p.get("name"): p.get("value") for p in suite.iter("property")}
    assert properties["interrupted"] == "SIGTERM"
    assert properties["ran"] == str(len(ran))
    error = suite.find("testcase[@name='interrupted']/error")
    assert error is not None
    assert error.get("message") == f"interrupted by SIGTERM after {len(ran)} of 40 cases"
    assert int(suite.get("errors")) >= 1
    assert int(suite.get("tests")) == len(ran) + 1


def test_junit_without_an_interruption_has_no_interrupted_case(tmp_path):
    path = tmp_path / "j.xml"
    junit.write(path, run())
    suite = ET.parse(path).getroot().find("testsuite")
    assert suite.find("testcase[@name='interrupted']") is None
    assert {p.get("name"): p.get("value") for p in suite.iter("property")} == {"retried": "0"}
