"""An implementation that crashes, hangs or prints garbage on one case loses that case only: in a
command-line run over the hand-written corpora every other case comes out as it does for the reference."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest
from case_traits import bundled_cases

from toolcall_conformance.adapters.protocol import request_message
from toolcall_conformance.adapters.reference import ReferenceAdapter
from toolcall_conformance.cli import main
from toolcall_conformance.cli.options import ExitCode
from toolcall_conformance.corpus import Case
from toolcall_conformance.runner import engine

MISBEHAVING = Path(__file__).parents[1] / "fakes" / "wire" / "misbehaving.py"
LEFT_OUT = "generated"  # the hand-written cases hold every chosen one and show enough


def _requests(case: Case) -> list[str]:
    """The case's requests as canonical text without `seq`, as misbehaving.py compares them."""
    messages = [request_message(request, 0) for request in engine.requests_for(case)]
    return [json.dumps({k: v for k, v in m.items() if k != "seq"}, sort_keys=True) for m in messages]


@pytest.mark.parametrize(
    ("mode", "chosen", "error"),
    [
        ("crash", "seed/seed-native/count-string-behind-defs-ref", "exited (code 3)"),
        ("hang", "coerce/boolean/title-case", "no answer"),
        ("garbage", "split-basic/entry-count/three-entries", "not JSON"),
    ],
)
def test_only_the_case_it_fails_on_is_lost(tmp_path, capsys, mode, chosen, error):
    cases = {case.id: case for case in bundled_cases() if LEFT_OUT not in case.tags}
    request = _requests(cases[chosen])[0]
    request_file = tmp_path / "request.json"
    request_file.write_text(request, encoding="utf-8")
    targeted = {case_id for case_id, case in cases.items() if request in _requests(case)}
    report = tmp_path / "report.json"
    impl = "cmd:" + shlex.join([sys.executable, str(MISBEHAVING), mode, str(request_file)])

    argv = ["run", "--impl", impl, "--level", "hermes", "--timeout", "3", "--report", str(report), "--quiet"]
    argv += [
        "--exclude-tags",
        LEFT_OUT,
        "--retries",
        "0",
    ]  # a hang is waited for once: retries are not the subject
    code = main(argv)
    capsys.readouterr()

    assert code == ExitCode.FAILED
    outcomes = {case["id"]: case for case in json.loads(report.read_text())["cases"]}
    errored = {case_id for case_id, case in outcomes.items() if case["outcome"] == "errored"}
    assert errored == targeted
    assert all(error in outcomes[case_id]["message"] for case_id in targeted)
    reference = {r.case.id: r.outcome for r in engine.run(ReferenceAdapter(), cases.values())}
    assert set(outcomes) == set(reference)
    changed = {case_id for case_id in outcomes if outcomes[case_id]["outcome"] != reference[case_id]}
    assert changed == targeted
