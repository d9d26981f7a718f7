"""`run --badge` and `matrix --badges`: a self-contained SVG that real headless Chromium draws, each text
inside its coloured part, with the counts and the baseline verdict of the run it was made from."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from toolcall_conformance.cli import main

CHROMIUM = Path("/usr/bin/chromium")
if not CHROMIUM.exists():
    pytest.skip("Debian chromium is not installed (/usr/bin/chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed")

ECHO = Path(__file__).resolve().parents[1] / "fakes" / "wire" / "echo.py"
GREEN, RED = "rgb(51, 204, 17)", "rgb(224, 93, 68)"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        yield chromium
        chromium.close()


def drawn(browser: Any, svg: Path) -> list[dict[str, Any]]:
    """Each part of the badge as Chromium lays it out: its rect, fill and text box."""
    page = browser.new_page()
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(svg.as_uri())
    parts = page.evaluate(
        """() => [...document.querySelectorAll('rect')].map((rect, i) => {
            const text = document.querySelectorAll('text')[i], box = text.getBBox();
            return {x: rect.x.baseVal.value, width: rect.width.baseVal.value,
                    fill: getComputedStyle(rect).fill, text: text.textContent,
                    left: box.x, right: box.x + box.width, height: box.height};
        })"""
    )
    page.close()
    assert requests == [svg.as_uri()], f"the badge loads more than itself: {requests}"
    return parts


def test_a_passing_run_gets_a_green_badge_with_its_core_count(browser, tmp_path, capsys):
    badge = tmp_path / "b.svg"
    assert main(["run", "--impl", "reference", "--id", "seed/seed-", "--quiet", "--badge", str(badge)]) == 0
    capsys.readouterr()
    parts = drawn(browser, badge)
    assert [part["text"] for part in parts] == ["tool-call conformance", "core 24/24"]
    assert parts[1]["fill"] == GREEN
    for part in parts:
        assert part["height"] > 5, "no text was drawn"
        assert part["x"] <= part["left"] and part["right"] <= part["x"] + part["width"], part


def test_a_baseline_mismatch_is_red_and_counted_on_every_badge_of_a_matrix(browser, tmp_path, capsys):
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"description": "nothing known", "reasons": {}, "known_failures": {}}))
    badge = tmp_path / "echo.svg"
    echo = f"cmd:{sys.executable} {ECHO}"
    code = main(
        [
            "run",
            "--impl",
            echo,
            "--id",
            "seed/seed-",
            "--quiet",
            "--baseline",
            str(baseline),
            "--badge",
            str(badge),
        ]
    )
    assert code == 1
    texts = [part["text"] for part in drawn(browser, badge)]
    assert texts[1].startswith("core ") and texts[1] != "core 24/24"
    assert texts[2].startswith("baseline: ") and texts[2].endswith(" new"), texts
    assert drawn(browser, badge)[2]["fill"] == RED

    folder = tmp_path / "badges"
    matrix = ["matrix", "--impl", "reference", "--impl", echo, "--id", "seed/seed-", "--badges", str(folder)]
    assert main(matrix) == 0  # without --baselines a matrix only tabulates
    capsys.readouterr()
    assert sorted(path.name for path in folder.iterdir()) == ["miniature.svg", "reference.svg"]
    assert [part["text"] for part in drawn(browser, folder / "reference.svg")] == [texts[0], "core 24/24"]
    assert [part["text"] for part in drawn(browser, folder / "miniature.svg")] == texts[:2]
