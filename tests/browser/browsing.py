"""Shared by the page tests that open files in Debian's Chromium: the browser and a watched page.

Needs /usr/bin/chromium and Playwright for Python (never `playwright install`); CI must install the
browser (apt-get install -y chromium), elsewhere its absence skips the module that imports this.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def require_browser() -> Any:
    """Playwright's sync API, or a skip (an error under CI) when Chromium or Playwright is missing."""
    if not CHROMIUM.exists() and os.environ.get("CI"):
        raise RuntimeError("CI must install Debian chromium (apt-get install -y chromium)")
    if not CHROMIUM.exists():
        pytest.skip("Debian chromium is not installed (/usr/bin/chromium)", allow_module_level=True)
    return pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed")


def launched(sync_api: Any) -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield chromium
        chromium.close()


def artifacts_folder(tmp_path: Path, variable: str = "SITE_ARTIFACTS") -> Path:
    """Where screenshots go: $SITE_ARTIFACTS when set, else the test's temporary folder."""
    folder = Path(os.environ.get(variable) or tmp_path / "artifacts")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class Watched:
    """A page in a context that only reaches file:// URLs, with every console error it logged."""

    def __init__(self, browser: Any, width: int = 1400, height: int = 1000) -> None:
        self.context = browser.new_context(viewport={"width": width, "height": height})
        self.blocked: list[str] = []
        self.errors: list[str] = []
        self.context.route("**/*", self._guard)
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda error: self.errors.append(f"pageerror: {error}"))
        self.page.on(
            "console", lambda msg: msg.type == "error" and self.errors.append(f"console: {msg.text}")
        )

    def _guard(self, route: Any) -> None:
        if route.request.url.startswith(("file://", "data:")):
            route.continue_()
        else:
            self.blocked.append(route.request.url)
            route.abort()

    def close(self) -> None:
        self.context.close()
        assert not self.blocked, f"the page tried to reach the network: {self.blocked}"
        assert not self.errors, f"console errors: {self.errors}"
