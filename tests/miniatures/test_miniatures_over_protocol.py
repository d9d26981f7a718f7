"""A miniature served as a `cmd:` implementation fails the same cases through the command line as
it does in-process: the checks fire the same way over the protocol."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest
from case_traits import bundled_cases
from miniatures import BY_NAME

from toolcall_conformance.cli import main
from toolcall_conformance.cli.options import ExitCode
from toolcall_conformance.runner import engine

SERVE = Path(__file__).parents[1] / "fakes" / "miniatures" / "serve_miniature.py"


@pytest.mark.parametrize(
    ("name", "tag", "pinned"),
    [
        ("ignores-ref", "ref", "seed/seed-native/count-string-behind-defs-ref"),
        ("random-child-ids", "split", "split-basic/entry-count/two-entries"),
    ],
)
def test_served_miniature_fails_like_in_process(tmp_path, capsys, name, tag, pinned):
    report = tmp_path / "report.json"
    impl = "cmd:" + shlex.join([sys.executable, str(SERVE), name])
    argv = ["run", "--impl", impl, "--level", "hermes", "--tags", tag, "--report", str(report), "--quiet"]

    assert main(argv) == ExitCode.FAILED
    capsys.readouterr()

    served = {case["id"]: case["outcome"] for case in json.loads(report.read_text())["cases"]}
    cases = [case for case in bundled_cases() if tag in case.tags]
    in_process = {result.case.id: result.outcome for result in engine.run(BY_NAME[name], cases)}
    assert served[pinned] == "failed"
    assert "passed" in served.values()
    assert served == in_process


def test_a_replay_goes_to_a_restarted_process(capsys, tmp_path):
    """Ids that depend on the process (a per-process salt) replay the same within one process: only a
    restart before the replay catches them."""
    salted = Path(__file__).parents[1] / "fakes" / "miniatures" / "serve_salted_ids.py"
    report = tmp_path / "r.json"
    spec = f"cmd:{shlex.join([sys.executable, str(salted)])}"
    code = main(["run", "--impl", spec, "--tags", "split", "--quiet", "--report", str(report)])
    capsys.readouterr()
    assert code == ExitCode.FAILED
    cases = {c["id"]: c for c in json.loads(report.read_text())["cases"]}
    pinned = cases["split-basic/entry-count/two-entries"]
    assert pinned["outcome"] == "failed", pinned["message"]
    assert "on replay: expected" in pinned["message"], pinned["message"]
    assert cases["split-basic/entry-count/one-entry"]["outcome"] == "passed", "a turn it leaves alone"
