"""`scan --html` in real headless Chromium: the matrix page with a scanned server's tools as its rows."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from test_matrix_page import Watched, browser, open_case  # noqa: F401  (browser: a fixture)

from toolcall_conformance.cli import main

MINIATURES = Path(__file__).resolve().parents[1] / "fakes" / "miniatures"
IGNORES_REF = f"cmd:{sys.executable} {MINIATURES / 'serve_miniature.py'} ignores-ref"

# What pydantic writes for `count: Count` with `class Count(RootModel[int])`: the integer behind $defs.
TOOLS = {
    "tools": [
        {
            "name": "list_issues",
            "inputSchema": {
                "type": "object",
                "properties": {"count": {"$ref": "#/$defs/Count"}, "title": {"type": "string"}},
                "required": ["count"],
                "$defs": {"Count": {"type": "integer", "title": "Count"}},
            },
        }
    ]
}


def test_the_scan_page_shows_each_tool_as_a_row_and_who_gets_the_hidden_integer_wrong(
    browser: Any,  # noqa: F811
    tmp_path: Path,
    capsys: Any,
) -> None:
    tools, page_file = tmp_path / "tools.json", tmp_path / "scan.html"
    tools.write_text(json.dumps(TOOLS))
    argv = ["scan", "--tools-list", str(tools), "--impl", "reference", "--impl", IGNORES_REF]
    assert main([*argv, "--html", str(page_file)]) == 0
    capsys.readouterr()
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    watched = Watched(context.new_page())
    page = watched.page
    page.goto(page_file.as_uri())
    page.wait_for_selector("th[data-impl]")
    assert page.inner_text("header h1") == "toolcall-conformance scan"
    groups = page.eval_on_selector_all("#matrix tr.group th", "e => e.map(x => x.textContent)")
    assert groups == ["Tools as listed", "Tools with their refs inlined"]
    assert "behind $ref: count" in page.inner_text('tr[data-row="listed:list_issues"] th.row-label')
    listed = page.locator('td.cell[data-row="listed:list_issues"]')
    inlined = page.locator('td.cell[data-row="inlined:list_issues"]')
    reference, ignoring = listed.nth(0), listed.nth(1)
    ratio = lambda cell: [int(n) for n in cell.locator(".ratio").inner_text().split("/")]  # noqa: E731
    assert ratio(reference)[0] == ratio(reference)[1], "the reference delivers every case"
    assert ratio(ignoring)[0] < ratio(ignoring)[1], "a preparer that follows no $ref gets count wrong"
    assert ignoring.locator("[data-note]").inner_text() == "wrong: count"
    assert ratio(inlined.nth(1))[0] == ratio(inlined.nth(1))[1], "inlining the ref fixes it"
    ignoring.click()
    wrong = page.locator('#case-list li:has([data-outcome="wrong"])').first
    open_case(page, wrong.get_attribute("data-case"))
    assert page.locator("#case-detail [data-diff-path='$.count']").count() >= 1
    context.close()
    assert not watched.foreign_requests() and not watched.errors, watched.errors
