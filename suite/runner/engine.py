"""The one engine behind the CLI, the pytest plugin and the matrix: run cases against an implementation."""

from __future__ import annotations

import json
import marshal
import math
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from itertools import islice

from suite.model import (
    JSON,
    Answer,
    Case,
    CoerceCase,
    CoerceRequest,
    Implementation,
    ImplementationError,
    Outcome,
    Rejection,
    Request,
    Result,
    SplitCase,
    SplitRequest,
    SplitResult,
    missing_source,
)
from suite.runner.canary import Canary
from suite.runner.expectations import check_coerce, check_split, has_fresh_ids
from suite.runner.rejections import coerce_rejection_problem, split_rejection_problem

OUTCOMES = tuple(Outcome)
# The process gave no answer at all: it did not start, exited or stayed silent, or printed something
# that answers nothing (not JSON, not an object, or for another seq).
NO_ANSWER = frozenset({"timeout", "exited", "handshake", "not_json", "not_object", "wrong_seq"})
MUTATED = "the implementation mutated its input (SPEC §1: inputs are never mutated)"


@dataclass(frozen=True)
class Limits:
    """When a run gives up on its implementation: the remaining cases error at once."""

    max_consecutive_errors: int | None = 10  # cases in a row that got no answer at all
    time_limit: float | None = None  # seconds for the whole run


def unsupported(impl: Implementation, case: Case) -> Result | None:
    if case.feature not in impl.features:
        return Result(case, Outcome.SKIPPED, message=f"unsupported: feature {str(case.feature)!r} not listed")
    needs = missing_source(case, impl.features)
    if needs is not None:
        return Result(case, Outcome.SKIPPED, message=f"unsupported: no source it builds ({str(needs)!r})")
    return None


def requests_for(case: Case, canary: Canary | None = None) -> list[Request]:
    """What one case sends: a coerce, or a split and (when ids must be fresh) its replay.

    With a canary, a canary case's remote references point at the canary's server.
    """
    if isinstance(case, SplitCase):
        split = SplitRequest(case.tool_calls, case.provider_data, case.timeout)
        return [split, split] if has_fresh_ids(case) else [split]
    return [CoerceRequest(canary.armed_tool(case) if canary else case.tool, case.arguments, case.timeout)]


def judge(case: Case, answers: list[Answer | ImplementationError]) -> Result:
    """Turn the implementation's answers to `requests_for(case)` into an outcome."""
    failure = next((a for a in answers if isinstance(a, ImplementationError)), None)
    if failure is not None:
        return Result(case, Outcome.ERRORED, message=str(failure))
    rejection = next((a for a in answers if isinstance(a, Rejection)), None)
    if rejection is not None:
        return _judge_rejection(case, rejection)
    if isinstance(case, SplitCase):
        result, replay = answers[0], (answers[1] if len(answers) > 1 else None)
        if not isinstance(result, SplitResult) or not isinstance(replay, SplitResult | None):
            return Result(case, Outcome.ERRORED, message=f"a split answered with {type(result).__name__}")
        actual: JSON = {"tool_calls": result.tool_calls, "provider_data": result.provider_data}
        problems = check_split(case, result, replay)
    else:
        actual = answers[0]
        problems = check_coerce(case, actual)
    if problems:
        return Result(case, Outcome.FAILED, actual, "\n".join(map(str, problems)), tuple(problems))
    return Result(case, Outcome.PASSED, actual)


def _judge_rejection(case: Case, rejection: Rejection) -> Result:
    if isinstance(case, CoerceCase):
        problem = coerce_rejection_problem(case)
    else:
        problem = split_rejection_problem(case)
    said = f"rejected: {rejection.message}"
    if problem is None:
        return Result(case, Outcome.PASSED, message=said, rejected=True)
    return Result(case, Outcome.FAILED, message=f"{problem}\n{said}", rejected=True)


def copy_json(value: JSON) -> JSON:
    """A deep copy of JSON data: fast through marshal, iterative past marshal's nesting limit."""
    try:
        return marshal.loads(marshal.dumps(value))
    except ValueError:
        return _copy_deep(value)


def _copy_deep(value: JSON) -> JSON:
    if not isinstance(value, dict | list):
        return value
    root: JSON = {} if isinstance(value, dict) else []
    stack: list[tuple[JSON, JSON]] = [(value, root)]
    while stack:
        source, target = stack.pop()
        items = source.items() if isinstance(source, dict) else enumerate(source)
        for key, item in items:
            if isinstance(item, dict | list):
                child: JSON = {} if isinstance(item, dict) else []
                stack.append((item, child))
            else:
                child = item
            if isinstance(target, dict):
                target[key] = child
            else:
                target.append(child)
    return root


def _copied(request: Request) -> Request:
    if isinstance(request, SplitRequest):
        return replace(
            request, tool_calls=copy_json(request.tool_calls), provider_data=copy_json(request.provider_data)
        )
    tool = replace(request.tool, parameters=copy_json(request.tool.parameters))
    return replace(request, tool=tool, arguments=copy_json(request.arguments))


def _parts(request: Request) -> list[JSON]:
    if isinstance(request, SplitRequest):
        return [request.tool_calls, request.provider_data]
    return [request.tool.name, str(request.tool.origin), request.tool.parameters, request.arguments]


def _unchanged(original: list[Request], sent: list[Request]) -> bool:
    """Whether the copies an implementation got are still exactly what was sent: `==` alone takes
    `true` for `1`, `1` for `1.0` and `-0.0` for `0.0`, and ignores key order."""
    before, after = [_parts(r) for r in original], [_parts(r) for r in sent]
    try:
        return before == after and json.dumps(before) == json.dumps(after)
    except RecursionError:  # deeper than `==` and the encoder go
        return _identical(before, after)


def _identical(first: JSON, second: JSON) -> bool:
    """JSON equality that also tells types, key order and the sign of zero apart, without recursion."""
    stack = [(first, second)]
    while stack:
        a, b = stack.pop()
        if type(a) is not type(b):
            return False
        if isinstance(a, dict):
            if list(a) != list(b):
                return False
            stack.extend((a[key], b[key]) for key in a)
        elif isinstance(a, list):
            if len(a) != len(b):
                return False
            stack.extend(zip(a, b, strict=True))
        elif a != b or (isinstance(a, float) and math.copysign(1, a) != math.copysign(1, b)):
            return False
    return True


class Engine:
    """Runs cases against one implementation, with one canary for the run.

    Every case goes through the implementation's `run_many`. One that shares the suite's memory gets
    copies, and changing them fails the case (SPEC §1: inputs are never mutated); an isolated one
    gets the requests themselves, which it can only read from its pipe.
    """

    def __init__(self, impl: Implementation, limits: Limits | None = None, chunk: int = 512) -> None:
        self.impl = impl
        self.limits = limits or Limits()
        self.chunk = chunk
        self.canary = Canary()
        self.broken: str | None = None
        self._no_answer_streak = 0
        self._deadline = (
            time.monotonic() + self.limits.time_limit if self.limits.time_limit is not None else None
        )

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self.canary.stop()

    def run(self, cases: Iterable[Case], on_result: Callable[[Result], None] | None = None) -> list[Result]:
        """Every case's result, in order; `on_result` hears each as soon as it is judged."""
        results: list[Result] = []
        for result in self.results(cases):
            results.append(result)
            if on_result is not None:
                on_result(result)
        return results

    def run_case(self, case: Case) -> Result:
        [result] = self.results([case])
        return result

    def results(self, cases: Iterable[Case]) -> Iterator[Result]:
        iterator = iter(cases)
        while batch := list(islice(iterator, self.chunk)):
            yield from self._batch(batch)

    def _batch(self, batch: list[Case]) -> Iterator[Result]:
        runnable = [case for case in batch if self.broken is None and unsupported(self.impl, case) is None]
        originals = [requests_for(case, self.canary) for case in runnable]
        sent = originals if self.impl.isolated else [[_copied(r) for r in rs] for rs in originals]
        if self.impl.isolated and any(len(requests) > 1 for requests in sent):
            answers = self._replayed_elsewhere(sent)
        else:
            answers = iter(self.impl.run_many([r for requests in sent for r in requests]))
        pending = iter(zip(runnable, originals, sent, strict=True))
        try:
            for case in batch:
                skipped = unsupported(self.impl, case)
                if skipped is not None:
                    yield skipped
                elif self.broken is not None:
                    yield Result(case, Outcome.ERRORED, message=self.broken)
                else:
                    _, original, copies = next(pending)
                    yield self._judged(case, [next(answers) for _ in copies], original, copies)
        finally:
            close = getattr(answers, "close", None)
            if close is not None:
                close()

    def _replayed_elsewhere(self, sent: list[list[Request]]) -> Iterator[Answer | ImplementationError]:
        """The answers, in order, with every replay (the second request of a fresh-id split) sent to
        the implementation restarted after the first requests: SPEC §3 derives a child's id from the
        turn alone, so a new process must give the same ids."""
        firsts = list(self.impl.run_many([requests[0] for requests in sent]))
        self.impl.close()  # its process is stopped; the next request starts a new one
        replays = iter(list(self.impl.run_many([r for requests in sent for r in requests[1:]])))
        for requests, first in zip(sent, firsts, strict=True):
            yield first
            for _ in requests[1:]:
                yield next(replays)

    def _judged(
        self,
        case: Case,
        answers: list[Answer | ImplementationError],
        original: list[Request],
        sent: list[Request],
    ) -> Result:
        result = judge(case, answers)
        fetched = self.canary.violation(case)
        if fetched is not None:
            result = _with_problem(result, fetched)
        if sent is not original and not _unchanged(original, sent):
            result = _with_problem(result, MUTATED)
        self._watch(answers)
        return result

    def _watch(self, answers: list[Answer | ImplementationError]) -> None:
        """Give up after too many unanswered cases in a row, or past the time limit."""
        unanswered = all(
            isinstance(a, ImplementationError) and a.details.get("reason") in NO_ANSWER for a in answers
        )
        self._no_answer_streak = self._no_answer_streak + 1 if unanswered else 0
        limit = self.limits.max_consecutive_errors
        if limit is not None and self._no_answer_streak >= limit:
            self.broken = (
                f"not run: the implementation is broken ({self._no_answer_streak} cases in a row got no "
                "answer; --max-consecutive-errors)"
            )
        elif self._deadline is not None and time.monotonic() > self._deadline:
            self.broken = (
                f"not run: the run's time limit of {self.limits.time_limit:g} s was reached (--time-limit)"
            )


def _with_problem(result: Result, problem: str) -> Result:
    message = "\n".join(filter(None, [result.message, problem]))
    outcome = Outcome.FAILED if result.outcome != Outcome.ERRORED else result.outcome
    return replace(result, outcome=outcome, message=message)


def run(
    impl: Implementation,
    cases: Iterable[Case],
    on_result: Callable[[Result], None] | None = None,
    chunk: int = 512,
    limits: Limits | None = None,
) -> list[Result]:
    """Run every case against `impl`."""
    with Engine(impl, limits, chunk) as engine:
        return engine.run(cases, on_result)


def run_case(impl: Implementation, case: Case) -> Result:
    """Run one case against `impl`."""
    with Engine(impl) as engine:
        return engine.run_case(case)
