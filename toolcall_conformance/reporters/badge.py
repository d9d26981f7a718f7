"""A run as a small self-contained SVG badge for a README: core compliance and the baseline verdict."""

from __future__ import annotations

import re
from collections.abc import Mapping
from html import escape
from pathlib import Path

from toolcall_conformance.model import Outcome
from toolcall_conformance.runner.run import Run

LABEL = "tool-call conformance"
GREEN, YELLOW, RED, GREY = "#3c1", "#dfb317", "#e05d44", "#555"
NARROW, WIDE = set("fijlrt.,:;|!'() "), set("mwMW@%")
HEIGHT = 20


def _width(text: str) -> int:
    """Text width in pixels at 11 px Verdana, near enough for a badge (no font is loaded)."""
    return sum(4 if c in NARROW else 10 if c in WIDE else 7 for c in text) + 10


def segments(run: Run) -> list[tuple[str, str]]:
    """(text, colour) of each part: the label, the core cases passed, and the baseline verdict if any."""
    # As the matrix counts compliance: of the core cases that ran (a feature not declared skips its cases).
    ran = [r for r in run.results if r.case.level == "core" and r.outcome != Outcome.SKIPPED]
    passed = sum(result.passes_core for result in ran)
    colour = GREEN if ran and passed == len(ran) else RED if not passed else YELLOW
    parts = [(LABEL, GREY), (f"core {passed}/{len(ran)}", colour)]
    verdict = run.verdict
    if verdict is not None:
        changed = len(verdict.changed)
        counts = [
            (len(verdict.new_failures) - changed, "new"),
            (changed, "changed"),
            (len(verdict.stale) + len(verdict.stale_features), "stale"),
        ]
        mismatch = ", ".join(f"{count} {word}" for count, word in counts if count)
        parts.append((f"baseline: {mismatch}", RED) if mismatch else ("baseline ok", GREEN))
    return parts


def render(run: Run) -> str:
    parts = segments(run)
    widths = [_width(text) for text, _ in parts]
    title = escape(" | ".join(text for text, _ in parts))
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{sum(widths)}" height="{HEIGHT}" '
        f'role="img" aria-label="{title}">',
        f"<title>{title}</title>",
        '<g font-family="Verdana,DejaVu Sans,Geneva,sans-serif" font-size="11" text-anchor="middle">',
    ]
    x = 0
    for (text, colour), width in zip(parts, widths, strict=True):
        out.append(f'<rect x="{x}" width="{width}" height="{HEIGHT}" fill="{colour}"/>')
        out.append(f'<text x="{x + width / 2:g}" y="14" fill="#fff">{escape(text)}</text>')
        x += width
    out += ["</g>", "</svg>"]
    return "\n".join(out) + "\n"


def write(path: Path, run: Run) -> None:
    path.write_text(render(run), encoding="utf-8")


def write_all(folder: Path, runs: Mapping[str, Run]) -> None:
    """One badge per implementation of a matrix, `<name>.svg`: a bundled one's name, else its handshake's."""
    folder.mkdir(parents=True, exist_ok=True)
    for spec, run in runs.items():
        name = run.info.name if ":" in spec else spec
        write(folder / f"{re.sub(r'[^A-Za-z0-9._-]+', '-', name).strip('-') or 'implementation'}.svg", run)
