"""Type-strict JSON comparison with readable differences.

`true`, `1`, `1.0` and `"1"` are four different values, and so are `0.0` and `-0.0`. Each difference
is reported with the JSON path where it occurs, so a failure message says exactly what the tool would
have received wrong.
"""

from __future__ import annotations

import json
import math

from suite.model import JSON, Difference


def json_type(value: JSON) -> str:
    """The JSON type name of a Python value, telling booleans, integers and floats apart."""
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
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def differences(expected: JSON, actual: JSON, path: str = "$", ordered: bool = False) -> list[Difference]:
    """Every place where `actual` differs from `expected`; empty when they are the same JSON.

    With `ordered`, objects must also list their keys in the same order.
    """
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
                found += differences(expected[key], actual[key], child, ordered)
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
            found += differences(e, a, f"{path}[{i}]", ordered)
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
