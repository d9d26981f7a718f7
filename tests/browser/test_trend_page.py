"""The committed trends' pages, rendered anew, in Chromium at 1,400 px: steps labelled on screen, the
rule-by-step tables list the cases each step fixed (counted here from trend.json's groups)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browsing import Watched, artifacts_folder, launched, require_browser

from toolcall_conformance.reporters.trend_page import page

sync_api = require_browser()
TRENDS = Path(__file__).resolve().parents[2] / "trends"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launched(sync_api)


def opened(browser: Any, row: str, folder: Path) -> tuple[Watched, dict[str, Any]]:
    trend = json.loads((TRENDS / row / "trend.json").read_text("utf-8"))
    path = folder / f"{row}.html"
    path.write_text(page(trend), encoding="utf-8")
    watched = Watched(browser)
    watched.page.goto(path.as_uri())
    return watched, trend


def fixed_in(trend: dict[str, Any], version: str, section: str) -> set[str]:
    step = next(s for s in trend["steps"] if s["to"] == version)
    return {
        case
        for group in step["groups"]
        if group["direction"] == "fixed" and group["text"].startswith(f"SPEC {section} ·")
        for case in group["cases"]
    }


def labelled_on_screen(page: Any, version: str) -> bool:
    label = page.locator(f'svg.chart g.step[data-version="{version}"] text')
    box = label.bounding_box()
    return bool(label.text_content() == version and box and box["x"] >= 0 and box["x"] + box["width"] <= 1400)


@pytest.mark.parametrize(("row", "steps"), [("pi-ai", ["0.48.0", "0.69.0"]), ("ajv", ["7.0.0", "8.0.0"])])
def test_each_step_is_labelled_within_1400_px(
    browser: Any, tmp_path: Path, row: str, steps: list[str]
) -> None:
    watched, _ = opened(browser, row, tmp_path)
    try:
        for version in steps:
            assert labelled_on_screen(watched.page, version), f"{row}: step {version} not labelled on screen"
        width = watched.page.evaluate("document.documentElement.scrollWidth")
        assert width <= 1400, f"{row}: the page is {width} px wide"
        ticks = watched.page.locator("svg.chart text.xtick").all_text_contents()
        assert len(ticks) >= 5 and ticks[0] == next(v["version"] for v in _trend(row)["versions"])
        watched.page.screenshot(path=str(artifacts_folder(tmp_path) / f"trend-{row}.png"))
    finally:
        watched.close()


def _trend(row: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((TRENDS / row / "trend.json").read_text("utf-8"))
    return loaded


def test_pi_ai_rule_by_step_lists_the_section_1_2_cases_fixed_at_0_48_0(browser: Any, tmp_path: Path) -> None:
    watched, trend = opened(browser, "pi-ai", tmp_path)
    try:
        row = watched.page.locator('#step-0\\.48\\.0 > table.moves tr[data-rule="§1.2"]')
        listed = set(row.locator("td").nth(0).locator("li code").all_text_contents())
        expected = fixed_in(trend, "0.48.0", "§1.2")
        assert expected and listed == expected
        assert "coerce/integer/plain" in listed or "coerce/boolean/true" in listed
        said = watched.page.locator("ul.said li").first.text_content() or ""
        assert said.startswith("From 0.47.0 to 0.48.0:") and f"{len(expected):,}" in said
    finally:
        watched.close()


def test_a_rule_whose_cases_are_all_skipped_is_not_drawn(browser: Any, tmp_path: Path) -> None:
    watched, trend = opened(browser, "ajv", tmp_path)
    try:
        last = trend["versions"][-1]["version"]
        skipped = [r for r in trend["rules"] if r["counts"][last]["skipped"] == r["cases"]]
        assert skipped, "ajv's trend has a rule whose cases are all skipped (§3)"
        cells = watched.page.locator("table.rules td.sparkcell")
        texts = cells.all_text_contents()
        assert sum("every case skipped" in text for text in texts) == len(skipped)
    finally:
        watched.close()
