"""With --verbose, failures are printed the moment they are judged, not when the run ends."""

import subprocess

from gate_support import fake, start_suite


def test_stdout_streams_failures_while_the_run_goes_on(tmp_path):
    proc = start_suite("run", "--impl", fake("slow", "-", "1", "3"), "--tags", "seed", "--verbose")
    try:
        line = proc.stdout.readline()
        running = proc.poll() is None
    finally:
        proc.terminate()
        try:
            proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
    assert line.startswith("FAILED seed/"), line
    assert running, "the first FAILED line arrived only after the run ended"
