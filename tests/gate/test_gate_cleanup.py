"""No process outlives the suite: stopping an implementation stops everything it started."""

import time

from gate_support import alive, fake, run_suite, written_pid


def test_a_finished_run_stops_what_the_implementation_left_in_the_background(tmp_path):
    pid_file = tmp_path / "child"
    done = run_suite("run", "--impl", fake("background", str(pid_file)), "--tags", "seed", "--quiet")
    assert " 0 errored" in done.stdout, done.stdout + done.stderr  # an echo: it answers, and wrongly
    child = written_pid(pid_file, seconds=0)  # written before the handshake's answer, so before the run ended
    assert child is not None, f"{pid_file} holds no process id"
    deadline = time.monotonic() + 10
    while alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(child), f"the implementation's background child {child} is still running"
