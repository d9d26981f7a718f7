"""The one engine behind the CLI, the pytest plugin and the matrix: run cases against an implementation."""

from __future__ import annotations

import contextlib
import marshal
import math
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from itertools import islice

from toolcall_conformance.model import (
    JSON,
    Answer,
    Case,
    CoerceCase,
    CoerceRequest,
    Difference,
    Feature,
    Implementation,
    ImplementationError,
    Level,
    Outcome,
    Rejection,
    Request,
    Result,
    SplitCase,
    SplitRequest,
    SplitResult,
    Tool,
    missing_source,
)
from toolcall_conformance.runner import shown
from toolcall_conformance.runner.canary import Canary
from toolcall_conformance.runner.expectations import (
    check_coerce,
    check_split,
    core_alternative,
    has_fresh_ids,
)
from toolcall_conformance.runner.rejections import coerce_rejection_problem, split_rejection_problem

OUTCOMES = tuple(Outcome)
# The process gave no answer at all: it did not start, exited or stayed silent, or printed something
# that answers nothing (not JSON, not an object, or for another seq).
NO_ANSWER = frozenset({"timeout", "exited", "handshake", "not_json", "not_object", "wrong_seq"})
MUTATED = "the implementation mutated its input (SPEC §1: inputs are never mutated)"
CORE_CONFORMS = (
    "conforms at core level (an answer the case lists as core-conforming, SPEC §0); "
    "hermes level takes Hermes' answer alone"
)


RETRIES = 2
"""Retries of a case that got no answer in time, with 2, then 4 times the limit: at the default 5 s a
case gets 10 s, then 20 s. Measured on two cores at a load of 13 to 17: oh-my-pi's adversarial ref-chain
cases got no answer within 5 s (so `--retries 0` errored them, against its baseline) nor 10 s, and
matched the baseline on the third try. A case that always hangs costs 35 s (7 s at a case's own 1 s)."""


@dataclass(frozen=True)
class Limits:
    """When a run gives up on its implementation (the remaining cases error at once), and how often a
    case that got no answer in time is tried again, alone, after the rest of the run."""

    max_consecutive_errors: int | None = 10  # cases in a row that got no answer at all
    time_limit: float | None = None  # seconds for the whole run
    retries: int = RETRIES  # each retry doubles the limit; 0: a timeout errors the case at once


def unsupported(impl: Implementation, case: Case) -> Result | None:
    missing = sorted(case.features - impl.features)
    if not missing:
        needs = missing_source(case, impl.features)
        if needs is None:
            return None
        return Result(case, Outcome.SKIPPED, message=f"unsupported: no source it builds ({str(needs)!r})")
    named = ", ".join(repr(str(feature)) for feature in missing)
    return Result(
        case, Outcome.SKIPPED, message=f"unsupported: feature{'s' * (len(missing) > 1)} {named} not listed"
    )


def requests_for(case: Case, canary: Canary | None = None, patience: float = 1.0) -> list[Request]:
    """What one case sends: a coerce, or a split and (when ids must be fresh) its replay.

    With a canary, a canary case's remote references point at the canary's server; `patience`
    multiplies the time the implementation gets to answer.
    """
    if isinstance(case, SplitCase):
        split = SplitRequest(case.tool_calls, case.provider_data, case.timeout, patience)
        return [split, split] if has_fresh_ids(case) else [split]
    tool = canary.armed_tool(case) if canary else case.tool
    return [CoerceRequest(tool, case.arguments, case.timeout, patience)]


def timed_out(answers: list[Answer | ImplementationError]) -> bool:
    """Whether a request of the case got no answer within its limit (no verdict on the implementation)."""
    return any(isinstance(a, ImplementationError) and a.details.get("reason") == "timeout" for a in answers)


def in_order(cases: Iterable[Case], results: Iterable[Result]) -> list[Result]:
    """`results` in the order of `cases` (a retried case's result comes last from `Engine.results`)."""
    position = {id(case): index for index, case in enumerate(cases)}
    return sorted(results, key=lambda result: position[id(result.case)])


def judge(case: Case, answers: list[Answer | ImplementationError], level: Level = Level.HERMES) -> Result:
    """Turn the implementation's answers to `requests_for(case)` into an outcome, judged at `level`:
    a core case answered with one of its core alternatives passes at core level and fails at hermes
    level, marked `core_conforms` either way (SPEC §0)."""
    failure = next((a for a in answers if isinstance(a, ImplementationError)), None)
    if failure is not None:
        return Result(case, Outcome.ERRORED, message=str(failure))
    rejection = next((a for a in answers if isinstance(a, Rejection)), None)
    if isinstance(case, CoerceCase) and case.expected_refusal is not None:
        return _judge_refusal(case, rejection, answers[0])
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
        if problems and core_alternative(case, actual):
            if level == Level.CORE:
                return Result(case, Outcome.PASSED, actual, CORE_CONFORMS, core_conforms=True)
            message = "\n".join([*map(str, problems), CORE_CONFORMS])
            return Result(case, Outcome.FAILED, actual, message, tuple(problems), core_conforms=True)
    if problems:
        return Result(case, Outcome.FAILED, actual, "\n".join(map(str, problems)), tuple(problems))
    return Result(case, Outcome.PASSED, actual)


def _judge_refusal(case: CoerceCase, rejection: Rejection | None, answer: Answer) -> Result:
    """A server case (SPEC §7) conforms only when the server refused the call with a tool result
    carrying isError: dispatching arguments its declared schema refuses breaks §7.1, refusing them
    with a JSON-RPC error breaks §7.4. A case whose tool holds a `$ref` that cannot be resolved inside
    the document conforms only when the server refused the tool at registration (§7.3)."""
    if case.expected_refusal == "registration":
        return _judge_registration(case, rejection, answer)
    if rejection is None:
        return Result(
            case,
            Outcome.FAILED,
            answer,
            "dispatched arguments the tool's declared schema refuses (SPEC §7.1)",
        )
    said = f"rejected: {rejection.message}"
    if rejection.via == case.expected_refusal:
        return Result(case, Outcome.PASSED, message=said, rejected=True)
    how = {"protocol-error": "with a JSON-RPC error", None: "without saying how"}.get(
        rejection.via, rejection.via
    )
    problem = f"refused {how}, not as a tool result with isError (SPEC §7.4)"
    return Result(case, Outcome.FAILED, message=f"{problem}\n{said}", rejected=True)


def _judge_registration(case: CoerceCase, rejection: Rejection | None, answer: Answer) -> Result:
    """SPEC §7.3: the tool is refused when registered; serving it and dispatching the call, or
    refusing only the call, both fail. A §7.2 case judges only that nothing outside the document was
    reached: a server harness answers an error when its process opened a connection (SPEC §5), so
    any answer conforms."""
    if case.spec == "7.2":
        what = "dispatched" if rejection is None else f"rejected ({rejection.via or 'without saying how'})"
        return Result(
            case,
            Outcome.PASSED,
            None if rejection else answer,
            f"{what}; nothing outside the document was reached (SPEC §7.2)",
            rejected=rejection is not None,
        )
    if rejection is None:
        problem = "served a tool whose schema holds an unresolvable $ref and dispatched the call (SPEC §7.3)"
        return Result(case, Outcome.FAILED, answer, problem)
    said = f"rejected: {rejection.message}"
    if rejection.via == "registration":
        return Result(case, Outcome.PASSED, message=said, rejected=True)
    how = {"tool-result": "as a tool result", "protocol-error": "with a JSON-RPC error"}.get(
        rejection.via or "", "without saying how"
    )
    problem = f"served the tool and refused the call {how}, not the tool at registration (SPEC §7.3)"
    return Result(case, Outcome.FAILED, message=f"{problem}\n{said}", rejected=True)


def _judge_rejection(case: Case, rejection: Rejection) -> Result:
    if isinstance(case, CoerceCase):
        problem = coerce_rejection_problem(case)
    else:
        problem = split_rejection_problem(case)
    said = f"rejected: {rejection.message}"
    if problem is None:
        return Result(case, Outcome.PASSED, message=said, rejected=True)
    return Result(case, Outcome.FAILED, message=f"{problem}\n{said}", rejected=True)


class _Copy:
    """A copy of one JSON value handed to an implementation, with the marshal bytes (version 2: no
    back-references, so no dependence on reference counts) it must still give after the call."""

    __slots__ = ("fingerprint", "original", "value")

    def __init__(self, original: JSON, value: JSON, fingerprint: bytes | None) -> None:
        self.original, self.value, self.fingerprint = original, value, fingerprint

    @classmethod
    def of(cls, original: JSON) -> _Copy:
        try:
            fingerprint = marshal.dumps(original, 2)
            return cls(original, marshal.loads(fingerprint), fingerprint)
        except ValueError:  # deeper than marshal goes
            return cls(original, _copy_deep(original), None)

    def unchanged(self) -> bool:
        """Whether the copy is still exactly the original: the same bytes say so at once; other bytes,
        or a value too deep for marshal, are compared node by node."""
        if self.fingerprint is not None:
            with contextlib.suppress(ValueError):
                if marshal.dumps(self.value, 2) == self.fingerprint:
                    return True
        return _identical(self.original, self.value)

    def restore(self) -> None:
        """Put the original's content back into the copy, for the next request that shares it."""
        fresh = _copy_deep(self.original)
        if isinstance(self.value, dict) and isinstance(fresh, dict):
            self.value.clear()
            self.value.update(fresh)
        elif isinstance(self.value, list) and isinstance(fresh, list):
            self.value[:] = fresh


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


class _Copies:
    """The copies an in-process implementation gets of one batch's requests. The cases of a group
    share their tool, and so do its copies: an agent hands the same tool to every call. A copy found
    changed after a call fails that case and is restored before the next call gets it."""

    def __init__(self) -> None:
        self._tools: dict[tuple[int, str, str], tuple[Tool, _Copy]] = {}  # id of the original parameters
        self.made: dict[int, list[_Copy]] = {}  # id of a sent request -> the copies it carries

    def request(self, request: Request) -> Request:
        if isinstance(request, SplitRequest):
            calls, data = _Copy.of(request.tool_calls), _Copy.of(request.provider_data)
            sent: Request = replace(request, tool_calls=calls.value, provider_data=data.value)
            self.made[id(sent)] = [calls, data]
            return sent
        key = (id(request.tool.parameters), request.tool.name, str(request.tool.origin))
        shared = self._tools.get(key)
        if shared is None:  # the copy keeps the original, so the original's id stays its own
            parameters = _Copy.of(request.tool.parameters)
            shared = self._tools[key] = (replace(request.tool, parameters=parameters.value), parameters)
        arguments = _Copy.of(request.arguments)
        sent = CoerceRequest(shared[0], arguments.value, request.timeout, request.patience)
        self.made[id(sent)] = [shared[1], arguments]
        return sent

    def unchanged(self, sent: list[Request]) -> bool:
        changed = [copy for request in sent for copy in self.made[id(request)] if not copy.unchanged()]
        for copy in changed:
            copy.restore()
        return not changed


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

    def __init__(
        self,
        impl: Implementation,
        limits: Limits | None = None,
        chunk: int = 512,
        level: Level = Level.HERMES,
    ) -> None:
        self.impl = impl
        self.level = level  # the level the run judges at (SPEC §0: core accepts a case's core alternatives)
        self.limits = limits or Limits()
        self.chunk = chunk
        self.canary = Canary()
        self.broken: str | None = None
        # The first results of the cases `results` holds back for a retry: what they are, should the
        # run stop before it retries them.
        self.awaiting_retry: list[Result] = []
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
        cases = list(cases)
        results: list[Result] = []
        for result in self.results(cases):
            results.append(result)
            if on_result is not None:
                on_result(result)
        return in_order(cases, results)

    def run_case(self, case: Case) -> Result:
        [result] = self.results([case])
        return result

    def results(self, cases: Iterable[Case]) -> Iterator[Result]:
        """Each case's result as soon as it is judged, in order, except that a case which got no answer
        in time is retried after all the others (unless the run gave up on its implementation)."""
        late = self.awaiting_retry = []
        iterator = iter(cases)
        while batch := list(islice(iterator, self.chunk)):
            for result, late_answer in self._batch(batch):
                if late_answer and self.limits.retries > 0:
                    late.append(result)
                else:
                    yield result
        while late:
            final = late[0] if self.broken is not None else self._retried(late[0])
            late.pop(0)
            yield final

    def _retried(self, result: Result) -> Result:
        """The case tried alone again, with twice the time each try, until it is answered in time."""
        for retry in range(1, self.limits.retries + 1):
            if self._deadline is not None and time.monotonic() > self._deadline:
                break
            [(again, late_answer)] = self._batch([result.case], patience=2.0**retry)
            result = replace(again, tries=retry + 1)
            if not late_answer:
                break
        return result

    def _batch(self, batch: list[Case], patience: float = 1.0) -> Iterator[tuple[Result, bool]]:
        """Each case's result, and whether it got no answer in time; a retry (`patience` above 1) leaves
        the count of cases in a row without an answer alone."""
        skipped = {id(case): unsupported(self.impl, case) for case in batch}
        runnable = [case for case in batch if self.broken is None and skipped[id(case)] is None]
        originals = [requests_for(case, self.canary, patience) for case in runnable]
        copies = None if self.impl.isolated else _Copies()
        sent = originals if copies is None else [[copies.request(r) for r in rs] for rs in originals]
        if self.impl.isolated and any(len(requests) > 1 for requests in sent):
            answers = self._replayed_elsewhere(sent)
        else:
            answers = iter(self.impl.run_many([r for requests in sent for r in requests]))
        pending = iter(sent)
        try:
            for case in batch:
                skip = skipped[id(case)]
                if skip is not None:
                    yield skip, False
                elif self.broken is not None:
                    yield Result(case, Outcome.ERRORED, message=self.broken), False
                else:
                    requests = next(pending)
                    got = [next(answers) for _ in requests]
                    result = self._judged(case, got, requests, copies)
                    if patience == 1.0:
                        self._watch(got)
                    yield result, timed_out(got)
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
        sent: list[Request],
        copies: _Copies | None,
    ) -> Result:
        result = judge(case, answers, self.level)
        if Feature.SHOWN in case.features:
            result = shown_judged(self.impl, result, sent)
        fetched = self.canary.violation(case)
        if fetched is not None:
            result = _with_problem(result, fetched)
        if copies is not None and not copies.unchanged(sent):
            result = _with_problem(result, MUTATED)
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


def shown_judged(impl: Implementation, result: Result, sent: list[Request]) -> Result:
    """`result` with what the model was shown for its tool judged (SPEC §6.1 to §6.4), and for a
    refused call what was written back to the model (§6.5), from what `impl` recorded."""
    shown_for = getattr(impl, "shown_for", None)
    echoed_for = getattr(impl, "echoed_for", None)
    case = result.case
    if shown_for is None or not isinstance(case, CoerceCase) or result.outcome == Outcome.ERRORED:
        return result
    schema = shown_for(case.tool)
    if schema is None:
        return result
    findings = shown.compare(case.tool.parameters, schema)
    if result.rejected and echoed_for is not None and isinstance(sent[0], CoerceRequest):
        echoed = echoed_for(sent[0])
        problem = None if echoed is None else shown.echo_problem(echoed)
        findings += [problem] if problem else []
    if not findings:
        return result
    differences = tuple(Difference(f.path, note=f"SPEC §{f.rule}: {f.note}") for f in findings)
    judged = _with_problem(result, "\n".join(f"what the model was shown: {f}" for f in findings))
    return replace(judged, differences=result.differences + differences)


def _with_problem(result: Result, problem: str) -> Result:
    message = "\n".join(filter(None, [result.message, problem]))
    outcome = Outcome.FAILED if result.outcome != Outcome.ERRORED else result.outcome
    return replace(result, outcome=outcome, message=message, core_conforms=False)


def run(
    impl: Implementation,
    cases: Iterable[Case],
    on_result: Callable[[Result], None] | None = None,
    chunk: int = 512,
    limits: Limits | None = None,
    level: Level = Level.HERMES,
) -> list[Result]:
    """Run every case against `impl`, judged at `level`."""
    with Engine(impl, limits, chunk, level) as engine:
        return engine.run(cases, on_result)


def run_case(impl: Implementation, case: Case, level: Level = Level.HERMES) -> Result:
    """Run one case against `impl`, judged at `level`."""
    with Engine(impl, level=level) as engine:
        return engine.run_case(case)
