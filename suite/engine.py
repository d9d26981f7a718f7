"""The one engine behind the CLI and the pytest plugin: run cases against an implementation."""

from __future__ import annotations

import copy
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from suite.adapters.base import Implementation, ImplementationError
from suite.checks import check_coerce, check_split, has_fresh_ids
from suite.corpus import Case

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


def run_case(impl: Implementation, case: Case) -> Result:
    """Send one case to `impl` and judge its answer; never raises for the implementation's faults."""
    if case.feature not in impl.features:
        return Result(case, "skipped", message=f"unsupported: feature {case.feature!r} not listed")
    sent = copy.deepcopy(case.request)
    try:
        if case.kind == "split":
            result = impl.split(sent["tool_calls"], sent["provider_data"])
            replay = None
            if has_fresh_ids(case):
                again = copy.deepcopy(case.request)
                replay = impl.split(again["tool_calls"], again["provider_data"])
            actual = {"tool_calls": result.tool_calls, "provider_data": result.provider_data}
            problems = check_split(case, result, replay)
        else:
            actual = impl.coerce(sent["tool"], sent["arguments"])
            problems = check_coerce(case, actual)
    except ImplementationError as exc:
        return Result(case, "errored", message=str(exc))
    except Exception:  # an in-process implementation's own bug must not stop the run
        return Result(case, "errored", message=traceback.format_exc(limit=5))
    if sent != case.request:
        problems.append("the implementation mutated its input (SPEC 1: inputs are never mutated)")
    if problems:
        return Result(case, "failed", actual, "\n".join(problems))
    return Result(case, "passed", actual)


def run(
    impl: Implementation,
    cases: Iterable[Case],
    on_result: Callable[[Result], None] | None = None,
) -> list[Result]:
    results = []
    for case in cases:
        result = run_case(impl, case)
        results.append(result)
        if on_result is not None:
            on_result(result)
    return results
