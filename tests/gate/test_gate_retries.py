"""A timeout is not a verdict: a case that got no answer in time is retried, alone, after the others,
with a doubled limit each time, before it counts as errored. A crash is a verdict, not retried."""

import json

import pytest
from gate_support import echo_corpus, fake, run

from toolcall_conformance.corpus.loader import load_file
from toolcall_conformance.model import Feature, ImplementationError, ImplementationInfo, Outcome
from toolcall_conformance.runner.engine import Engine

SLOW_CASE = "retry/g/slow"


def _corpus(tmp_path):
    """Four echo cases (an echo passes them); the second asks the fake to break."""
    return echo_corpus(
        tmp_path,
        "retry",
        [
            ("first", {"q": "a"}),
            ("slow", {"q": "b", "break": True}),
            ("third", {"q": "c"}),
            ("fourth", {"q": "d"}),
        ],
    )


def _run(capsys, tmp_path, impl, *options):
    report, junit = tmp_path / "r.json", tmp_path / "j.xml"
    code, out, _ = run(
        capsys, "run", "--impl", impl, "--corpus", str(_corpus(tmp_path)), "--id", "retry/",
        "--timeout", "0.5", "--report", str(report), "--junit", str(junit), *options,
    )  # fmt: skip
    data = json.loads(report.read_text())
    return code, out, data, {c["id"]: c for c in data["cases"]}, junit.read_text()


def _tries(path):
    return len(path.read_text().splitlines())


def test_a_case_late_on_its_first_try_passes_after_a_retry(capsys, tmp_path):
    tries = tmp_path / "tries"
    code, out, data, cases, junit = _run(capsys, tmp_path, fake("late", str(tries), "1"))
    assert code == 0, out
    assert _tries(tries) == 2
    assert cases[SLOW_CASE]["outcome"] == "passed"
    assert cases[SLOW_CASE]["tries"] == 2
    assert [c["tries"] for i, c in cases.items() if i != SLOW_CASE] == [1, 1, 1]
    assert list(cases) == ["retry/g/first", SLOW_CASE, "retry/g/third", "retry/g/fourth"], "in corpus order"
    assert data["summary"]["retried"] == 1
    assert out.rstrip().endswith(
        "4 passed, 0 failed, 0 errored, 0 skipped (1 needed a retry after a timeout)"
    )
    assert '<property name="retried" value="1"' in junit


def test_a_case_that_always_hangs_errors_after_the_bounded_retries(capsys, tmp_path):
    tries = tmp_path / "tries"
    code, out, data, cases, _ = _run(capsys, tmp_path, fake("late", str(tries), "always"), "--retries", "3")
    assert code == 1, out
    assert _tries(tries) == 4, "the first try and three retries"
    assert cases[SLOW_CASE]["outcome"] == "errored"
    assert cases[SLOW_CASE]["tries"] == 4
    assert "within 4 s, 8 times 0.5 s on a retry; process killed" in cases[SLOW_CASE]["message"]
    assert data["summary"] == {**data["summary"], "passed": 3, "errored": 1, "retried": 1}


def test_retries_0_errors_a_timeout_at_once(capsys, tmp_path):
    tries = tmp_path / "tries"
    code, _, data, cases, _ = _run(capsys, tmp_path, fake("late", str(tries), "1"), "--retries", "0")
    assert code == 1
    assert _tries(tries) == 1
    assert cases[SLOW_CASE]["outcome"] == "errored"
    assert data["summary"]["retried"] == 0


@pytest.mark.parametrize("fault", ["crash", "garbage", "error_reply"])
def test_an_answer_other_than_a_timeout_is_a_verdict_and_not_retried(capsys, tmp_path, fault):
    code, _, data, cases, _ = _run(capsys, tmp_path, fake(fault))
    assert code == 1
    assert cases[SLOW_CASE]["outcome"] == "errored"
    assert cases[SLOW_CASE]["tries"] == 1
    assert data["summary"]["retried"] == 0


class _Stopped(Exception):
    """Stands for the signal that stops a run."""


class _LateThenStopped:
    """An implementation that lets one request time out, and is stopped when that request is retried."""

    isolated = True
    features = frozenset({Feature.COERCE})
    info = ImplementationInfo("late", "1", "python")

    def run_many(self, requests):
        for request in requests:
            if request.arguments.get("break"):
                if request.patience > 1:
                    raise _Stopped
                yield ImplementationError("no answer within 5 s", details={"reason": "timeout", "limit": 5})
            else:
                yield request.arguments

    def close(self):
        pass


def test_a_run_stopped_before_a_retry_keeps_that_cases_first_result(tmp_path):
    """A signal during the retries: the case held back ran once, and its first result is not lost."""
    cases = load_file(_corpus(tmp_path) / "retry.json", tmp_path / "corpus")
    engine = Engine(_LateThenStopped())
    judged = []
    with pytest.raises(_Stopped):
        judged.extend(engine.results(cases))
    assert [r.case.id for r in judged] == ["retry/g/first", "retry/g/third", "retry/g/fourth"]
    [held] = engine.awaiting_retry
    assert (held.case.id, held.outcome, held.tries) == (SLOW_CASE, Outcome.ERRORED, 1)
