"""The one engine behind the CLI and the pytest plugin: run cases against an implementation."""

from __future__ import annotations

import marshal
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from suite.corpus import Case
from suite.model import CoerceRequest, Implementation, ImplementationError, Request, SplitRequest
from suite.reference.jsonvalue import copy_json as reference_copy_json
from suite.runner import canary
from suite.runner.expectations import check_coerce, check_split, has_fresh_ids

OUTCOMES = ("passed", "failed", "errored", "skipped")


@dataclass(frozen=True)
class Result:
    """What happened to one case."""

    case: Case
    outcome: str
    actual: Any = None
    message: str = ""

    def as_json(self) -> dict[str, Any]:
        return {
            "id": self.case.id,
            "level": self.case.level,
            "tags": list(self.case.tags),
            "outcome": self.outcome,
            "expected": self.case.expected,
            "actual": self.actual,
            "message": self.message,
        }


def _unsupported(impl: Implementation, case: Case) -> Result | None:
    if case.feature in impl.features:
        return None
    return Result(case, "skipped", message=f"unsupported: feature {case.feature!r} not listed")


def requests_for(case: Case) -> list[Request]:
    """What one case sends: a coerce, or a split and (when ids must be fresh) its replay."""
    if case.kind == "split":
        split = SplitRequest(case.tool_calls, case.provider_data)
        return [split, split] if has_fresh_ids(case) else [split]
    assert case.tool is not None and case.arguments is not None
    return [CoerceRequest(canary.armed_tool(case), case.arguments)]


def judge(case: Case, answers: list[Any]) -> Result:
    """Turn the implementation's answers to `requests_for(case)` into an outcome."""
    failure = next((a for a in answers if isinstance(a, ImplementationError)), None)
    if failure is not None:
        return Result(case, "errored", message=str(failure))
    if case.kind == "split":
        result, replay = answers[0], (answers[1] if len(answers) > 1 else None)
        actual = {"tool_calls": result.tool_calls, "provider_data": result.provider_data}
        problems = check_split(case, result, replay)
    else:
        actual = answers[0]
        problems = check_coerce(case, actual)
    if problems:
        return Result(case, "failed", actual, "\n".join(problems))
    return Result(case, "passed", actual)


def with_canary(result: Result) -> Result:
    """A canary case fails when the implementation fetched any of its remote references."""
    fetched = canary.violation(result.case) if result.outcome != "skipped" else None
    if fetched is None:
        return result
    return Result(result.case, "failed", result.actual, "\n".join(filter(None, [result.message, fetched])))


def _ask(impl: Implementation, request: Request) -> Any:
    if isinstance(request, SplitRequest):
        return impl.split(request.tool_calls, request.provider_data)
    return impl.coerce(request.tool, request.arguments)


def copy_json(value: Any) -> Any:
    """A deep copy of JSON data: fast through marshal, iterative past marshal's nesting limit."""
    try:
        return marshal.loads(marshal.dumps(value))
    except ValueError:
        return reference_copy_json(value)


def _copied(request: Request) -> Request:
    if isinstance(request, SplitRequest):
        return SplitRequest(copy_json(request.tool_calls), copy_json(request.provider_data))
    tool = replace(request.tool, parameters=copy_json(request.tool.parameters))
    return CoerceRequest(tool, copy_json(request.arguments))


def run_case(impl: Implementation, case: Case) -> Result:
    """Send one case to `impl` and judge its answer; never raises for the implementation's faults.

    The implementation gets copies; changing them is a failure (SPEC 1: inputs are never mutated).
    """
    skipped = _unsupported(impl, case)
    if skipped is not None:
        return skipped
    requests = requests_for(case)
    sent = [_copied(r) for r in requests]
    try:
        answers = [_ask(impl, request) for request in sent]
    except ImplementationError as exc:
        return with_canary(Result(case, "errored", message=str(exc)))
    except Exception:  # an in-process implementation's own bug must not stop the run
        return with_canary(Result(case, "errored", message=traceback.format_exc(limit=5)))
    result = with_canary(judge(case, answers))
    if sent != requests:
        mutated = "the implementation mutated its input (SPEC 1: inputs are never mutated)"
        message = "\n".join(filter(None, [result.message, mutated]))
        return Result(case, "failed", result.actual, message)
    return result


def run(
    impl: Implementation,
    cases: Iterable[Case],
    on_result: Callable[[Result], None] | None = None,
    chunk: int = 512,
) -> list[Result]:
    """Run every case; implementations that can pipeline (`run_many`) get them in chunks."""
    notify = on_result or (lambda _result: None)
    cases = list(cases)
    pipelined = getattr(impl, "run_many", None) is not None
    batches = [cases[i : i + chunk] for i in range(0, len(cases), chunk)] if pipelined else [cases]
    results: list[Result] = []
    try:
        for batch in batches:
            for result in _run_pipelined(impl, batch) if pipelined else map(partial(run_case, impl), batch):
                results.append(result)
                notify(result)
    finally:
        canary.stop()
    return results


def _run_pipelined(impl: Any, batch: list[Case]) -> list[Result]:
    runnable = [case for case in batch if _unsupported(impl, case) is None]
    requests = [requests_for(case) for case in runnable]
    answers = iter(impl.run_many([r for rs in requests for r in rs]))
    judged = {
        case.id: with_canary(judge(case, [next(answers) for _ in rs]))
        for case, rs in zip(runnable, requests, strict=True)
    }
    return [judged.get(case.id) or _unsupported(impl, case) for case in batch]
