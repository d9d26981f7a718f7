"""Decide whether an implementation's answer meets a case's expectation.

Coerce answers are compared type-strictly with the expected arguments (at core level, an integral
float is the equal integer); a core case's answer that differs from them but equals one of its
`core_alternatives` conforms at core level, not at hermes level (SPEC §0). Split answers are compared
call by call, with id matchers (`{"fresh": true}`, `{"call": k}`) resolved against the answer, and
provider blocks compared in key order wherever the expectation names no id.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from toolcall_conformance.corpus.matchers import is_matcher
from toolcall_conformance.model import (
    JSON,
    Case,
    CoerceCase,
    Difference,
    Level,
    SplitCase,
    SplitResult,
    parse_json,
)
from toolcall_conformance.runner.diff import differences, json_type, show
from toolcall_conformance.runner.rejections import validity


def check_coerce(case: CoerceCase, actual: JSON) -> list[Difference]:
    """How `actual` differs from Hermes' exact answer. At core level an integral float and the equal
    integer are one answer; hermes tells them apart."""
    return differences(case.expected, actual, exact_numbers=case.level != Level.CORE)


def core_alternative(case: CoerceCase, actual: JSON) -> bool:
    """Whether `actual` is one of the answers the case lists as also conforming at core level."""
    return case.level == Level.CORE and any(
        not differences(answer, actual, exact_numbers=False) for answer in case.core_alternatives
    )


def alternative_problems(case: CoerceCase) -> Iterator[str]:
    """A listed core answer must differ from the expected one and be valid against the tool's schema:
    core accepts another answer only where it is (SPEC §0)."""
    for index, answer in enumerate(case.core_alternatives):
        where = f"{case.source}: case {case.id!r}: field 'core_alternatives' at [{index}]"
        if not differences(case.expected, answer):
            yield f"{where}: it is the expected answer itself"
            continue
        valid, why = validity(case.tool.parameters, answer)
        if not valid:
            yield f"{where}: not valid against the tool's schema ({why or 'jsonschema refuses it'})"


def alternatives_problems(cases: Sequence[Case]) -> list[str]:
    """Every listed core alternative that is not one (`check` reports them beside the corpus lint)."""
    return [
        problem for case in cases if isinstance(case, CoerceCase) for problem in alternative_problems(case)
    ]


def has_fresh_ids(case: SplitCase) -> bool:
    return isinstance(case.expected, dict) and any(
        is_matcher(call["id"]) and "fresh" in call["id"] for call in case.expected["tool_calls"]
    )


def check_split(case: SplitCase, result: SplitResult, replay: SplitResult | None = None) -> list[Difference]:
    """All the ways `result` misses the case; `replay` is a second answer to the same request."""
    calls, provider_data = result.tool_calls, result.provider_data
    if not isinstance(calls, list) or not all(isinstance(c, dict) for c in calls):
        return [
            Difference("$.tool_calls", None, calls, f"expected an array of call objects, got {show(calls)}")
        ]
    found = _distinct_ids(calls)
    if case.expected == "unchanged":
        found += differences(case.tool_calls, calls, "$.tool_calls")
        found += differences(case.provider_data, provider_data, "$.provider_data", ordered=True)
    else:
        found += _check_calls(case, calls)
        if not found:
            found += _check_provider_data(case.expected["provider_data"], provider_data, calls)
    if replay is not None and not found:
        again = {"tool_calls": replay.tool_calls, "provider_data": replay.provider_data}
        first = {"tool_calls": calls, "provider_data": provider_data}
        found += [
            Difference(d.path, d.expected, d.actual, f"on replay: {d.note}")
            for d in differences(first, again)
        ]
    return found


def _distinct_ids(calls: list[JSON]) -> list[Difference]:
    ids = [c.get("id") for c in calls]
    repeated = sorted({i for i in ids if ids.count(i) > 1}, key=str)
    note = f"call ids must be distinct in the turn, repeated: {repeated}"
    return [Difference("$.tool_calls", None, ids, note)] if repeated else []


def _check_calls(case: SplitCase, calls: list[JSON]) -> list[Difference]:
    expected_calls = case.expected["tool_calls"]
    if len(calls) != len(expected_calls):
        names = [c.get("function", {}).get("name") for c in calls]
        note = f"expected {len(expected_calls)} calls, got {len(calls)}: {names}"
        return [Difference("$.tool_calls", len(expected_calls), len(calls), note)]
    input_ids = {c["id"] for c in case.tool_calls}
    found: list[Difference] = []
    for i, (want, got) in enumerate(zip(expected_calls, calls, strict=True)):
        path = f"$.tool_calls[{i}]"
        found += _check_id(want["id"], got.get("id"), input_ids, f"{path}.id")
        function = got.get("function")
        text = function.get("arguments") if isinstance(function, dict) else None
        if isinstance(function, dict) and "arguments" in function and not isinstance(text, str):
            note = f"expected the arguments as JSON text (SPEC §5), got {json_type(text)} {show(text)}"
            found.append(Difference(f"{path}.function.arguments", want["function"]["arguments"], text, note))
            continue
        found += differences(_comparable(want), _comparable(got, want), path)
    return found


def _check_id(want: JSON, got: JSON, input_ids: set[str], path: str) -> list[Difference]:
    if not isinstance(got, str):
        return [Difference(path, want, got, f"expected a string id, got {json_type(got)} {show(got)}")]
    if isinstance(want, str):
        return [] if got == want else [Difference(path, want, got, f"expected id {want!r}, got {got!r}")]
    if got in input_ids:
        note = f"expected a fresh id, got {got!r}, which the input turn already uses"
        return [Difference(path, want, got, note)]
    return []


def _comparable(call: dict[str, JSON], like: dict[str, JSON] | None = None) -> dict[str, JSON]:
    """The call without its id; arguments parsed when the expectation states them as an object."""
    like = like or call
    out = {k: v for k, v in call.items() if k != "id"}
    function = out.get("function")
    if isinstance(function, dict) and isinstance(like["function"]["arguments"], dict):
        text = function.get("arguments")
        try:
            parsed = parse_json(text) if isinstance(text, str) else text
        except ValueError:
            parsed = text
        out["function"] = {**function, "arguments": parsed}
    return out


def _check_provider_data(expected: JSON, actual: JSON, calls: list[JSON]) -> list[Difference]:
    ids = [c.get("id") for c in calls]
    try:
        resolved = _resolve_matchers(expected, ids)
    except IndexError as exc:
        return [Difference("$.provider_data", expected, actual, str(exc))]
    found = differences(resolved, actual, "$.provider_data")
    return found or _key_order(expected, actual, "$.provider_data")


def _resolve_matchers(expected: JSON, ids: list[JSON]) -> JSON:
    if is_matcher(expected):
        k = expected.get("call")
        if k is None:
            raise IndexError('a fresh matcher cannot stand in provider_data; use {"call": k}')
        if k >= len(ids):
            raise IndexError(f'matcher {{"call": {k}}} names a call the answer does not have')
        return ids[k]
    if isinstance(expected, dict):
        return {key: _resolve_matchers(value, ids) for key, value in expected.items()}
    if isinstance(expected, list):
        return [_resolve_matchers(value, ids) for value in expected]
    return expected


def _key_order(expected: JSON, actual: JSON, path: str) -> list[Difference]:
    """Objects from the input keep their key order (signed blocks stay byte-identical).

    An object holding an id matcher is a block the implementation built anew: its keys, and
    everything inside it, are compared without regard to order.
    """
    found: list[Difference] = []
    if isinstance(expected, dict):
        if any(is_matcher(v) for v in expected.values()):
            return found
        if list(expected) != list(actual):
            note = f"keys in order {list(actual)}, expected {list(expected)}"
            found.append(Difference(path, list(expected), list(actual), note))
        for key, value in expected.items():
            found += _key_order(value, actual[key], f"{path}.{key}")
    elif isinstance(expected, list):
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            found += _key_order(e, a, f"{path}[{i}]")
    return found
