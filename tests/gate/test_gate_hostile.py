"""Hostile harnesses (tests/fakes/wire): a 50 MB answer line, a line without end, invalid UTF-8, an
answer in 7-byte pieces with pauses, an answer sent twice, 10 MB of stderr per request, stdout closed
by a process that stays alive. Each is reported on the case it concerns, the run goes on to the cases
after it, the suite's memory stays bounded, and no process outlives the run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from gate_support import alive, echo_corpus, env, fake

from toolcall_conformance.adapters.protocol import MAX_LINE_BYTES

pytestmark = pytest.mark.e2e(
    reason="each runs the command line in a process of its own against a hostile fake (6 to 9 s each)"
)

MEMORY_BOUND = 400 * 2**20
"""Peak resident memory of the whole `run` process, in bytes: the 50 MB line is held once or twice."""
PEAK = (
    "import resource, runpy, sys\n"
    "sys.argv = ['toolcall-conformance', *sys.argv[1:]]\n"
    "try:\n"
    "    runpy.run_module('toolcall_conformance', run_name='__main__')\n"
    "finally:\n"
    "    print(f'peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024}', file=sys.stderr)\n"
)


def _corpus(tmp_path: Path, middle: dict[str, object]) -> Path:
    """Three echo cases (an echo passes them); the middle one asks the fake to misbehave."""
    return echo_corpus(
        tmp_path, "hostile", [("before", {"q": "a"}), ("hostile", middle), ("after", {"q": "c"})]
    )


def _run(tmp_path: Path, name: str, middle: dict[str, object], timeout: str) -> tuple[int, dict, str, int]:
    """Run the fake over the three cases; the exit code, the cases by id, stderr and the peak memory."""
    report = tmp_path / "report.json"
    argv = [
        "run", "--impl", fake(name), "--corpus", str(_corpus(tmp_path, middle)), "--id", "hostile/",
        "--timeout", timeout, "--retries", "0", "--report", str(report),
    ]  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-c", PEAK, *argv], capture_output=True, text=True, timeout=300, env=env()
    )
    peak = int(done.stderr.rsplit("peak ", 1)[1])
    cases = {case["id"].rsplit("/", 1)[1]: case for case in json.loads(report.read_text())["cases"]}
    return done.returncode, cases, done.stderr, peak


def _pids_of(name: str) -> list[int]:
    found = subprocess.run(["pgrep", "-f", f"fakes/wire/{name}.py"], capture_output=True, text=True)
    return [int(pid) for pid in found.stdout.split()]


HOSTILE = [
    # fake, the middle case's arguments, the run's timeout, its outcome, words its message holds
    ("huge_line", {"break": True}, "60", "errored", "is not JSON: xxxx"),
    ("endless_line", {"break": True}, "60", "errored", f"a line longer than {MAX_LINE_BYTES} bytes"),
    ("invalid_utf8", {"break": True}, "10", "errored", "can't decode byte 0xff"),
    ("split_frames", {"break": True, "pause": 6.0}, "3", "errored", "no answer to coerce"),
    ("closed_stdout", {"break": True}, "10", "errored", "closed its output before answering"),
]


@pytest.mark.parametrize(("name", "middle", "timeout", "outcome", "words"), HOSTILE)
def test_a_hostile_answer_fails_its_case_alone_and_leaves_no_process(
    tmp_path, name, middle, timeout, outcome, words
):
    code, cases, stderr, peak = _run(tmp_path, name, middle, timeout)
    assert code == 1, stderr
    assert cases["hostile"]["outcome"] == outcome, cases["hostile"]
    assert words in cases["hostile"]["message"]
    assert cases["before"]["outcome"] == cases["after"]["outcome"] == "passed", "the run goes on"
    assert peak < MEMORY_BOUND, f"the run held {peak / 2**20:.0f} MiB"
    assert [pid for pid in _pids_of(name) if alive(pid)] == []


def test_an_answer_in_pieces_with_short_pauses_is_an_answer(tmp_path):
    code, cases, stderr, _ = _run(tmp_path, "split_frames", {"break": True, "pause": 0.05}, "30")
    assert code == 0, stderr
    assert [case["outcome"] for case in cases.values()] == ["passed", "passed", "passed"]


def test_an_answer_sent_twice_fails_the_case_that_reads_the_second(tmp_path):
    code, cases, stderr, _ = _run(tmp_path, "repeated_seq", {"break": True}, "10")
    assert code == 1, stderr
    assert cases["hostile"]["outcome"] == "passed"
    assert cases["after"]["outcome"] == "errored"
    assert "has seq 2, expected 3" in cases["after"]["message"]
    assert [pid for pid in _pids_of("repeated_seq") if alive(pid)] == []


def test_ten_megabytes_of_stderr_per_request_changes_no_answer(tmp_path):
    code, cases, stderr, peak = _run(tmp_path, "stderr_flood", {"q": "b"}, "30")
    assert code == 0, stderr
    assert [case["outcome"] for case in cases.values()] == ["passed", "passed", "passed"]
    assert peak < MEMORY_BOUND
