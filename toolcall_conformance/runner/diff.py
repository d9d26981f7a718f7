"""Type-strict JSON comparison with readable differences.

`true`, `1`, `1.0` and `"1"` are four different values, and so are `0.0` and `-0.0`, except that a
comparison at core level takes an integral float for the equal integer (SPEC §5). Each difference
is reported with the JSON path where it occurs, so a failure message says exactly what the tool would
have received wrong.
"""

from __future__ import annotations

import json
import math

from toolcall_conformance.model import JSON, Difference, NonJson


def json_type(value: JSON) -> str:
    """The JSON type name of a Python value, telling booleans, integers and floats apart."""
    if isinstance(value, NonJson):
        return "non-JSON value"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def show(value: JSON, limit: int = 120) -> str:
    if isinstance(value, NonJson):
        return value.name
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _as_integer(value: JSON) -> JSON:
    """An integral finite float as the equal integer (`5.0` is 5, `-0.0` is 0); any other value as it is."""
    if type(value) is float and math.isfinite(value) and value.is_integer():
        return int(value)
    return value


def differences(
    expected: JSON, actual: JSON, path: str = "$", ordered: bool = False, exact_numbers: bool = True
) -> list[Difference]:
    """Every place where `actual` differs from `expected`; empty when they are the same JSON.

    With `ordered`, objects must also list their keys in the same order. Without `exact_numbers`, an
    integral float and the equal integer are the same value (SPEC §5, core level).
    """
    if not exact_numbers:
        integers = _as_integer(expected), _as_integer(actual)
        if type(integers[0]) is int and type(integers[1]) is int and integers[0] == integers[1]:
            return []
    etype, atype = json_type(expected), json_type(actual)
    if etype != atype:
        note = f"expected {etype} {show(expected)}, got {atype} {show(actual)}"
        return [Difference(path, expected, actual, note)]
    if etype == "object":
        found = []
        for key in expected:
            child = f"{path}.{key}" if key.isidentifier() else f"{path}[{json.dumps(key)}]"
            if key not in actual:
                found.append(
                    Difference(child, expected[key], None, f"missing (expected {show(expected[key])})")
                )
            else:
                found += differences(expected[key], actual[key], child, ordered, exact_numbers)
        for key in actual:
            if key not in expected:
                note = f"unexpected key {json.dumps(key)} = {show(actual[key])}"
                found.append(Difference(path, None, {key: actual[key]}, note))
        if ordered and not found and list(expected) != list(actual):
            note = f"key order {list(actual)} differs from {list(expected)}"
            found.append(Difference(path, list(expected), list(actual), note))
        return found
    if etype == "array":
        found = []
        for i, (e, a) in enumerate(zip(expected, actual, strict=False)):
            found += differences(e, a, f"{path}[{i}]", ordered, exact_numbers)
        if len(expected) != len(actual):
            found.append(
                Difference(path, expected, actual, f"expected {len(expected)} items, got {len(actual)}")
            )
        return found
    if expected != actual or (etype == "number" and math.copysign(1, expected) != math.copysign(1, actual)):
        return [Difference(path, expected, actual, f"expected {show(expected)}, got {show(actual)}")]
    return []


def same(expected: JSON, actual: JSON) -> bool:
    return not differences(expected, actual)
