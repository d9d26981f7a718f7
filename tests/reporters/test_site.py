"""The site's pages from small hand-made sources: reasons with and without upstream links, SPEC anchors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolcall_conformance.corpus.loader import corpus_roots, load_corpora
from toolcall_conformance.reporters import site

SPEC = "# spec\n\n## 1. The argument step\n\n### 1.2 Type coercion\n\nText with `code`.\n"
CASE_ID = "coerce/integer/plain"


@pytest.fixture(scope="module")
def case():  # one real case of the bundled corpus
    return next(c for c in load_corpora(corpus_roots()) if c.id == CASE_ID)


def sources(case, reason: dict) -> site.Sources:
    baseline = {"description": "d", "reasons": {"no-int": reason}, "known_failures": {"no-int": [CASE_ID]}}
    row = site.Row("lib", {"family": "field", "language": "python", "summary": "lib.call(x)"}, baseline)
    return site.Sources(rows=[row], cases=[case], spec=SPEC, known=site.known_failures([row]))


@pytest.mark.parametrize(
    ("upstream", "links"),
    [
        (None, []),
        ("https://example.org/issues/1", ["https://example.org/issues/1"]),
        ([{"url": "https://example.org/pull/2", "title": "PR 2"}], ["https://example.org/pull/2"]),
    ],
)
def test_a_reason_shows_its_section_repro_and_upstream_links(case, upstream, links) -> None:
    reason = {"text": "integers stay strings", "spec": "1.2", "level": "core"}
    if upstream:
        reason["upstream"] = upstream
    page = site.implementation(sources(case, reason).rows[0], sources(case, reason))
    assert "toolcall-conformance repro lib no-int" in page
    assert 'href="../spec.html#s1.2"' in page
    assert [part.split('"')[0] for part in page.split('class="upstream" href="')[1:]] == links
    assert f'href="../case/{site.case_file(CASE_ID)}"' in page


def test_the_spec_headings_carry_the_anchors_section_links_use() -> None:
    page = site.markdown(SPEC)
    assert '<h2 id="s1">' in page and '<h3 id="s1.2">' in page and "<code>code</code>" in page


def test_written_pages_link_only_to_files_the_site_holds(case, tmp_path: Path) -> None:
    made = sources(case, {"text": "t", "spec": "1.2", "level": "core"})
    written = site.write(tmp_path, made)
    assert written[0] == tmp_path / "index.html"
    for path in written:
        if path.suffix != ".html":
            continue
        text = path.read_text("utf-8")
        for href in [part.split('"')[0] for part in text.split('href="')[1:]]:
            if href.startswith(("data:", "https:", "#")):
                continue
            target, _, anchor = href.partition("#")
            resolved = (path.parent / target).resolve()
            assert resolved.is_file(), f"{path.name}: {href}"
            assert not anchor or f'id="{anchor}"' in resolved.read_text("utf-8"), f"{path.name}: {href}"
    case_page = (tmp_path / "case" / site.case_file(CASE_ID)).read_text("utf-8")
    assert json.dumps(case.arguments, indent=1).replace('"', "&quot;") in case_page


def test_lists_keep_their_continuation_lines_and_tables_become_tables() -> None:
    page = site.markdown("- **core**: required\n  of every one\n- two\n\n| a | b |\n|---|---|\n| `x` | y |\n")
    assert "<li><strong>core</strong>: required of every one</li><li>two</li>" in page
    assert "<th>a</th><th>b</th>" in page and "<td><code>x</code></td><td>y</td>" in page


def test_a_cases_provenance_is_shown_when_its_corpus_gives_one() -> None:
    assert site._provenance(None) == ""
    said = site._provenance({"source": "pydantic 2.8.2", "url": "https://example.org/x"})
    assert "source: pydantic 2.8.2" in said and 'href="https://example.org/x"' in said


def test_with_a_matrix_report_a_case_page_shows_what_each_rows_tool_received(case) -> None:
    made = sources(case, {"text": "t", "spec": "1.2", "level": "core"})
    answers = {
        "reference": {"outcome": "passed", "rejected": False, "actual": {"n": 5}},
        "lib": {"outcome": "failed", "rejected": False, "actual": {"n": 5.0}, "reason": "no-int"},
    }
    matrix = {"cases": [{"id": CASE_ID, "answers": answers}]}
    page = site.case_page(case, site.Sources(made.rows, [case], SPEC, matrix, answered=site.answered(matrix)))
    assert "&quot;n&quot;: 5.0" in page and "&quot;n&quot;: 5\n" in page
    assert 'href="../impl/lib.html#reason-no-int"' in page
