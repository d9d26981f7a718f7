"""SIGTERM / SIGINT: the suite stops, says so once, reports what ran and leaves no process behind."""

import contextlib
import json
import os
import signal
import subprocess
import threading
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from gate_support import alive, fake, start_suite, written_pid

CODES = {signal.SIGTERM: 143, signal.SIGINT: 130}


def _wait_for(predicate, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


@contextlib.contextmanager
def _reaped(proc: subprocess.Popen[str]) -> Iterator[None]:
    """However the test ends, the suite it started does not outlive it."""
    try:
        yield
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_stops_the_run_reports_it_and_kills_the_implementation(tmp_path, signum):
    pid_file, report, junit = tmp_path / "pid", tmp_path / "r.json", tmp_path / "j.xml"
    proc = start_suite(
        "run", "--impl", fake("slow", str(pid_file), "0.2"), "--tags", "seed", "--verbose",
        "--report", str(report), "--junit", str(junit),
    )  # fmt: skip
    with _reaped(proc):
        first = proc.stdout.readline()  # the first failing case, streamed
        assert first.startswith("FAILED "), first
        fake_pid = written_pid(pid_file)
        assert fake_pid is not None, "the implementation did not start"
        assert proc.poll() is None, "the run is still going"
        proc.send_signal(signum)
        out, err = proc.communicate(timeout=60)
    assert proc.returncode == CODES[signum], (out, err)
    said = [line for line in (first + out + err).splitlines() if "interrupted" in line.lower()]
    assert len(said) == 1, said
    assert signal.Signals(signum).name in said[0]
    assert "Traceback" not in err
    data = json.loads(report.read_text())
    assert data["interrupted"]["signal"] == signal.Signals(signum).name
    assert data["interrupted"]["ran"] == len(data["cases"])
    assert 0 < len(data["cases"]) < data["interrupted"]["selected"]
    error = ET.parse(junit).getroot().find("testsuite/testcase[@name='interrupted']/error")
    assert error is not None, "the JUnit report does not read as a green run"
    assert f"interrupted by {signal.Signals(signum).name} after {len(data['cases'])} of" in error.get(
        "message"
    )
    assert _wait_for(lambda: not alive(fake_pid), 10), f"the implementation {fake_pid} is still running"


def test_the_fake_runs_in_its_own_process_group(tmp_path):
    """Why the suite must stop it itself: a signal to the suite's group does not reach it."""
    pid_file = tmp_path / "pid"
    proc = start_suite("run", "--impl", fake("slow", str(pid_file), "0.2"), "--tags", "seed")
    try:
        fake_pid = written_pid(pid_file)
        assert fake_pid is not None, "the implementation did not start"
        assert os.getpgid(fake_pid) != os.getpgid(proc.pid)
    finally:
        proc.terminate()
        proc.communicate(timeout=60)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_stops_every_row_of_a_matrix_and_starts_no_other(tmp_path, signum):
    """The rows run in threads, which never see the signal: the main thread passes it on to them."""
    pids = [tmp_path / f"pid{i}" for i in range(3)]  # two rows run at a time: the third waits its turn
    rows = [arg for pid in pids for arg in ("--impl", fake("slow", str(pid), "0.2"))]
    proc = start_suite("matrix", *rows, "--tags", "seed", "--timeout", "30")
    with _reaped(proc):
        assert _wait_for(lambda: sum(p.exists() for p in pids) == 2, 30)
        running = [written_pid(p) for p in pids if p.exists()]
        assert None not in running
        proc.send_signal(signum)
        out, err = proc.communicate(timeout=60)
    assert proc.returncode == CODES[signum], (out, err)
    said = [line for line in (out + err).splitlines() if "interrupted" in line.lower()]
    assert said == [f"interrupted by {signal.Signals(signum).name}: no matrix written"], said
    assert "Traceback" not in err
    assert sum(p.exists() for p in pids) == 2, "the waiting row was started after the signal"
    for pid in running:
        assert _wait_for(lambda pid=pid: not alive(pid), 10), f"the implementation {pid} is still running"


def test_a_pid_file_created_before_it_is_written_is_waited_for(tmp_path):
    """The race these tests once lost: the file exists, empty, while its writer has not written yet."""
    pid_file = tmp_path / "pid"
    pid_file.write_text("")
    writer = threading.Timer(0.3, lambda: pid_file.write_text("4321"))
    writer.start()
    try:
        assert written_pid(pid_file) == 4321
    finally:
        writer.join()
    assert written_pid(tmp_path / "never", seconds=0.1) is None
