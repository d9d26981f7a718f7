"""An in-process implementation that changes what it was given fails the case (SPEC §1), also where
Python's `==` sees no change: `true` for `1`, `1` for `1.0`, `-0.0` for `0.0`, another key order."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolcall_conformance.adapters.in_process import InProcess
from toolcall_conformance.model import JSON, CoerceCase, Feature, ImplementationInfo, Level, Outcome, Tool
from toolcall_conformance.runner import engine

PARAMETERS = {
    "type": "object",
    "properties": {"flag": {"type": "boolean"}, "n": {"type": "integer"}, "z": {"type": "number"}},
}
ARGUMENTS = {"flag": True, "n": 1, "z": 0.0}
CASE = CoerceCase(
    "t/g/c", Level.CORE, ("coerce",), "1", "valid as sent", Path("t.json"), ARGUMENTS, Tool("t", PARAMETERS),
    ARGUMENTS,
)  # fmt: skip


def _retype(tool: Tool, arguments: dict[str, JSON]) -> None:
    arguments["flag"] = 1


def _float(tool: Tool, arguments: dict[str, JSON]) -> None:
    arguments["n"] = 1.0


def _sign(tool: Tool, arguments: dict[str, JSON]) -> None:
    arguments["z"] = -0.0


def _order(tool: Tool, arguments: dict[str, JSON]) -> None:
    properties = tool.parameters["properties"]
    reordered = dict(reversed(properties.items()))
    properties.clear()
    properties.update(reordered)


class Answers(InProcess):
    """Answers the case correctly, then does `change` to what it was given."""

    info = ImplementationInfo("answers", "1", "python")
    features = frozenset({Feature.COERCE})

    def __init__(self, change=None) -> None:
        self.change = change

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON:
        answer = dict(arguments)
        if self.change is not None:
            self.change(tool, arguments)
        return answer


def test_an_implementation_that_changes_nothing_passes():
    assert engine.run_case(Answers(), CASE).outcome == Outcome.PASSED


@pytest.mark.parametrize(
    "change", [_retype, _float, _sign, _order], ids=["true-to-1", "1-to-1.0", "sign", "order"]
)
def test_a_change_that_equals_the_original_under_python_eq_still_fails(change):
    result = engine.run_case(Answers(change), CASE)
    assert result.outcome == Outcome.FAILED
    assert engine.MUTATED in result.message


def test_a_change_deeper_than_python_eq_goes_still_fails():
    deep: JSON = {"type": "integer"}
    for _ in range(5000):
        deep = {"not": {"not": deep}}
    tool = Tool("t", {"type": "object", "properties": {"n": deep}})
    case = CoerceCase("t/g/deep", Level.CORE, ("coerce",), "1", "deep", Path("t.json"), {}, tool, {})

    def innermost_type_changed(tool: Tool, arguments: dict[str, JSON]) -> None:
        node = tool.parameters["properties"]["n"]
        while "not" in node:
            node = node["not"]
        node["type"] = "number"

    assert engine.run_case(Answers(), case).outcome == Outcome.PASSED
    result = engine.run_case(Answers(innermost_type_changed), case)
    assert result.outcome == Outcome.FAILED and engine.MUTATED in result.message


class Counting(InProcess):
    """Answers with the schema's type it was handed, after changing it on its first call only."""

    info = ImplementationInfo("counting", "1", "python")
    features = frozenset({Feature.COERCE})

    def __init__(self) -> None:
        self.calls = 0

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON:
        self.calls += 1
        seen = {"t": tool.parameters["type"]}
        if self.calls == 1:
            tool.parameters["type"] = "array"
        return seen


def test_a_changed_schema_fails_its_case_and_the_group_next_case_gets_it_intact():
    """The cases of a group share their tool's copy: the change must not reach the next case."""
    tool = Tool("t", {"type": "object"})
    seen = {"t": "object"}
    cases = [
        CoerceCase(f"t/g/{n}", Level.CORE, ("coerce",), "1", "", Path("t.json"), seen, tool, seen)
        for n in range(3)
    ]
    results = engine.run(Counting(), cases)
    assert [r.outcome for r in results] == [Outcome.FAILED, Outcome.PASSED, Outcome.PASSED]
    assert engine.MUTATED in results[0].message
    assert tool.parameters == {"type": "object"}, "the case's own schema is never handed out"
