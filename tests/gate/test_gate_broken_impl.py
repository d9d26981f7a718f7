"""An implementation that stops answering is given up on: the rest of the run errors at once."""

import json

import pytest
from gate_support import fake, run_suite

BROKEN = "the implementation is broken"
LIMIT = "the run's time limit of 2 s was reached (--time-limit)"


def _report(path):
    data = json.loads(path.read_text())
    return data, [c for c in data["cases"] if c["outcome"] != "skipped"]


def test_an_implementation_that_never_answers_is_declared_broken(tmp_path):
    report = tmp_path / "r.json"
    done = run_suite(
        "run", "--impl", fake("hang_all"), "--timeout", "0.2", "--report", str(report), timeout=600
    )
    assert done.returncode == 1, done.stderr
    said = [line for line in done.stdout.splitlines() if BROKEN in line]
    assert len(said) == 1 and "--max-consecutive-errors" in said[0], said
    data, ran = _report(report)
    assert len(data["cases"]) > 100, "the full bundled corpus was selected"
    assert all(c["outcome"] == "errored" for c in ran)
    timed_out, rest = ran[:10], ran[10:]
    assert all("no answer" in c["message"] for c in timed_out)
    assert rest, "cases remained after the tenth timeout"
    assert all(c["message"].startswith("not run: " + BROKEN) for c in rest)
    assert all("--max-consecutive-errors" in c["message"] for c in rest)
    assert said[0].startswith(f"{len(rest):,} cases not run: {BROKEN}"), said
    assert len(done.stdout.splitlines()) <= 100, "one line for the cases not run, not one per case"
    assert all(c["tries"] == 1 for c in ran), "a broken implementation's timeouts are not retried"
    assert data["summary"]["retried"] == 0


@pytest.mark.parametrize("bad", ["garbage", "not_object", "wrong_seq"])
def test_an_implementation_that_only_ever_answers_badly_is_declared_broken(tmp_path, bad):
    """An answer that is not JSON, not an object or for another `seq` is no answer either."""
    report = tmp_path / "r.json"
    done = run_suite("run", "--impl", fake("answers_badly", bad), "--tags", "ref", "--report", str(report))
    assert done.returncode == 1, done.stderr
    _, ran = _report(report)
    given_up = [c for c in ran if c["message"].startswith("not run: " + BROKEN)]
    assert len(ran) - len(given_up) == 10, [c["message"] for c in ran[:12]]
    assert given_up, "cases remained after the tenth bad answer"


def test_a_time_limit_errors_the_remaining_cases(tmp_path):
    report = tmp_path / "r.json"
    done = run_suite(
        "run", "--impl", fake("hang_all"), "--timeout", "0.5", "--time-limit", "2",
        "--max-consecutive-errors", "1000", "--report", str(report), timeout=600,
    )  # fmt: skip
    assert done.returncode == 1, done.stderr
    assert LIMIT in done.stdout
    _, ran = _report(report)
    limited = [c for c in ran if c["message"] == "not run: " + LIMIT]
    assert limited, "the remaining cases carry the time-limit message"
    assert len(limited) > len(ran) - 10, "only the first few cases were tried"
    assert all(c["outcome"] == "errored" for c in ran)
