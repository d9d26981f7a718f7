"""The harnesses as users run them: the documented TypeScript example, and Hermes' real rejections."""

from __future__ import annotations

import json

import pytest

from suite.adapters import environments
from suite.adapters.registry import table
from suite.cli import main


def installed(name: str) -> None:
    try:
        environments.ready(name)
    except environments.NotInstalled as missing:
        pytest.fail(str(missing), pytrace=False)


def test_the_documented_example_harness_runs_as_written(capsys, tmp_path):
    installed("node")
    argv = environments.node_command(environments.folder("node"), "example")
    report = tmp_path / "r.json"
    code = main(["run", "--impl", "cmd:" + " ".join(argv), "--tags", "seed", "--report", str(report)])
    data = json.loads(report.read_text())
    assert data["implementation"] == {"name": "echo", "version": "1.0.0", "language": "typescript"}
    assert data["features"] == ["coerce"]
    outcomes = {c["outcome"] for c in data["cases"]}
    assert "errored" not in outcomes and "failed" in outcomes, "an echo answers, and fails the seed rows"
    assert code == 1
    capsys.readouterr()


def test_the_before_build_rejects_batches_with_its_dispatchers_own_words(capsys, tmp_path):
    installed(table()["hermes-before"].environment or "hermes-before")
    report = tmp_path / "r.json"
    main(
        [
            "run",
            "--impl",
            "hermes-before",
            "--id",
            "split-basic/entry-count/two-entries",
            "--report",
            str(report),
        ]
    )
    (case,) = json.loads(report.read_text())["cases"]
    assert case["rejected"] is True and case["outcome"] == "failed"
    assert "tool_call takes exactly one entry for local tools; you sent 2" in case["message"]
    capsys.readouterr()
