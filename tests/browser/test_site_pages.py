"""`toolcall-conformance site` written from this checkout, opened in Chromium from file://: the front page,
an implementation's page, a trend page and a case page show their key content (checked against the
committed baselines, trends and corpora), load nothing from the network, log no console error, and
every link on them resolves (a file that exists, and the anchor it names). A screenshot per page type
goes to $SITE_ARTIFACTS (else the test's temporary folder), whose path the test prints."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest
from browsing import Watched, artifacts_folder, launched, require_browser

sync_api = require_browser()
pytestmark = pytest.mark.e2e(reason="writes the whole site (about 6,900 pages, 70 MB) and drives Chromium")
ROOT = Path(__file__).resolve().parents[2]
REGISTRY = json.loads((ROOT / "toolcall_conformance" / "implementations.json").read_text("utf-8"))[
    "implementations"
]


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    subprocess.run(
        [sys.executable, "-m", "toolcall_conformance", "site", "--out", str(out)], check=True, cwd=ROOT
    )
    return out


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launched(sync_api)


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = artifacts_folder(tmp_path_factory.mktemp("shots"))
    print(f"site screenshots: {folder}")
    return folder


def dead_links(page: Any) -> list[str]:
    """Links and stylesheets of the page that name a missing file or a missing anchor."""
    urls = page.eval_on_selector_all("a[href], link[href]", "els => els.map(e => e.href)")
    dead = []
    for url in urls:
        parts = urlsplit(url)
        if parts.scheme in ("http", "https", "data"):
            continue  # upstream links: the test never leaves the machine
        target = Path(unquote(parts.path))
        missing = parts.scheme != "file" or not target.is_file()
        if missing or (parts.fragment and f'id="{unquote(parts.fragment)}"' not in target.read_text("utf-8")):
            dead.append(url)
    return dead


def visit(browser: Any, path: Path, shot: Path) -> Watched:
    watched = Watched(browser)
    watched.page.goto(path.as_uri())
    watched.page.screenshot(path=str(shot))
    assert not dead_links(watched.page), f"{path.name}: dead links {dead_links(watched.page)}"
    return watched


def test_front_page_lists_every_row(browser: Any, written: Path, shots: Path) -> None:
    watched = visit(browser, written / "index.html", shots / "front.png")
    try:
        listed = watched.page.eval_on_selector_all("tr[data-row]", "els => els.map(e => e.dataset.row)")
        assert sorted(listed) == sorted(REGISTRY)
        trends = {p.parent.name for p in (ROOT / "trends").glob("*/trend.json")}
        linked = watched.page.eval_on_selector_all(
            'a[href^="trend/"]', "els => els.map(e => e.getAttribute('href'))"
        )
        assert sorted(linked) == sorted(f"trend/{row}.html" for row in trends)
    finally:
        watched.close()


def test_implementation_page_has_each_reason_with_spec_and_repro(
    browser: Any, written: Path, shots: Path
) -> None:
    baseline = json.loads((ROOT / "baselines" / "pi-ai.json").read_text("utf-8"))
    watched = visit(browser, written / "impl" / "pi-ai.html", shots / "implementation.png")
    try:
        for key, reason in baseline["reasons"].items():
            row = watched.page.locator(f'tr[data-reason="{key}"]')
            text = row.inner_text()
            assert f"toolcall-conformance repro pi-ai {key}" in text
            assert f"§{reason['spec']}" in text
            assert f"{len(baseline['known_failures'][key]):,}" in text
        assert watched.page.locator('a[href="../trend/pi-ai.html"]').count() == 1
    finally:
        watched.close()


def test_trend_page_labels_both_steps(browser: Any, written: Path, shots: Path) -> None:
    watched = visit(browser, written / "trend" / "pi-ai.html", shots / "trend.png")
    try:
        for version in ("0.48.0", "0.69.0"):
            label = watched.page.locator(f'svg.chart g.step[data-version="{version}"] text')
            box = label.bounding_box()
            assert label.text_content() == version and box and box["x"] + box["width"] <= 1400
        assert watched.page.locator('#step-0\\.48\\.0 > table.moves tr[data-rule="§1.2"]').count() == 1
    finally:
        watched.close()


def test_case_page_shows_schema_arguments_and_the_rows_that_fail_it(
    browser: Any, written: Path, shots: Path
) -> None:
    case = "coerce/integer/plain"
    failing = sorted(
        row
        for row in REGISTRY
        if (ROOT / "baselines" / f"{row}.json").is_file()
        and any(
            case in ids
            for ids in json.loads((ROOT / "baselines" / f"{row}.json").read_text("utf-8"))[
                "known_failures"
            ].values()
        )
    )
    watched = visit(browser, written / "case" / "coerce~integer~plain.html", shots / "case.png")
    try:
        text = watched.page.inner_text("main")
        assert case in text and '"type": "integer"' in text and '"n": "5"' in text
        listed = watched.page.eval_on_selector_all("tr[data-row]", "els => els.map(e => e.dataset.row)")
        assert sorted(listed) == failing
    finally:
        watched.close()
