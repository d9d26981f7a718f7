"""Contrast two implementations case by case: where do they hand the tool different things?"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from toolcall_conformance.model import JSON, CoerceCase, Outcome, Result
from toolcall_conformance.runner.diff import json_type, same
from toolcall_conformance.schemakit import keywords
from toolcall_conformance.schemakit.pointer import target


@dataclass(frozen=True)
class Row:
    case_id: str
    argument: str
    sent: str
    schema_type: str
    a: str
    b: str
    outcomes: tuple[str, str]


def _show(value: JSON, missing: bool = False) -> str:
    if missing:
        return "(absent)"
    return json.dumps(value, ensure_ascii=False)


def _resolved(node: JSON, root: JSON) -> JSON:
    """`node` with its chain of local `$ref`s followed, siblings kept (the target wins, SPEC §2)."""
    seen: set[str] = set()
    while isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"] not in seen:
        seen.add(node["$ref"])
        found = target(root, node["$ref"])
        if found is None:
            break
        node = {**{key: value for key, value in node.items() if key != "$ref"}, **found}
    return node


def schema_type(parameters: JSON, name: str) -> str:
    """The type a property's schema declares once its `$ref`s are followed."""
    root = _resolved(parameters, parameters)
    properties = root.get("properties", {}) if isinstance(root, dict) else {}
    if not isinstance(properties, dict) or name not in properties:
        return "(not in schema)"
    return _type_of(properties[name], parameters)


def _type_of(node: JSON, root: JSON, depth: int = 0) -> str:
    node = _resolved(node, root)
    if not isinstance(node, dict):
        return json.dumps(node)
    if "type" in node:
        kind = node["type"]
        return "|".join(map(str, kind)) if isinstance(kind, list) else str(kind)
    for key in keywords.IN_PLACE:
        if isinstance(node.get(key), list):
            if depth >= 3:  # recursive unions
                return f"{key}[...]"
            return f"{key}[{', '.join(_type_of(b, root, depth + 1) for b in node[key])}]"
    return "(any)"


def rows(a: Sequence[Result], b: Sequence[Result]) -> list[Row]:
    """One row per differing top-level argument (coerce) or per differing turn (split)."""
    out: list[Row] = []
    for left, right in zip(a, b, strict=True):
        if left.outcome == right.outcome and same(left.actual, right.actual):
            continue
        case = left.case
        outcomes = (left.outcome, right.outcome)
        if isinstance(case, CoerceCase) and isinstance(left.actual, dict) and isinstance(right.actual, dict):
            for key in sorted(set(case.arguments) | set(left.actual) | set(right.actual)):
                la, ra = left.actual.get(key), right.actual.get(key)
                if key in left.actual and key in right.actual and same(la, ra):
                    continue
                out.append(
                    Row(
                        case.id,
                        key,
                        _show(case.arguments.get(key), key not in case.arguments),
                        schema_type(case.tool.parameters, key),
                        _show(la, key not in left.actual),
                        _show(ra, key not in right.actual),
                        outcomes,
                    )
                )
        else:
            out.append(Row(case.id, "", "", "", _summary(left), _summary(right), outcomes))
    return out


def _summary(result: Result) -> str:
    if result.rejected:
        return f"rejected: {(result.message.splitlines() or [''])[-1][:80]}"
    if result.outcome == Outcome.ERRORED or result.actual is None:
        return f"{result.outcome}: {(result.message.splitlines() or [''])[0][:80]}"
    if isinstance(result.actual, dict) and "tool_calls" in result.actual:
        calls = result.actual["tool_calls"]
        return f"{len(calls)} calls" if isinstance(calls, list) else json_type(calls)
    return _show(result.actual)


HEADERS = ("case", "argument", "value from the model", "type behind the $ref")


def as_text(rows_: Sequence[Row], a_name: str, b_name: str) -> str:
    table = [(*HEADERS, f"{a_name} received", f"{b_name} received")]
    table += [(r.case_id, r.argument, r.sent, r.schema_type, r.a, r.b) for r in rows_]
    widths = [min(max(len(row[i]) for row in table), 60) for i in range(len(table[0]))]
    lines = []
    for row in table:
        cells = [cell if len(cell) <= 60 else cell[:57] + "..." for cell in row]
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(cells, widths, strict=True)).rstrip())
    return "\n".join(lines)


def as_markdown(rows_: Sequence[Row], a_name: str, b_name: str) -> str:
    def cell(text: str) -> str:
        return f"`{text}`".replace("|", "\\|") if text else ""

    lines = [
        f"| case | argument | value from the model | type behind the `$ref` | {a_name} received "
        f"| {b_name} received |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows_:
        lines.append(
            f"| `{r.case_id}` | {cell(r.argument)} | {cell(r.sent)} | {cell(r.schema_type)} "
            f"| {cell(r.a)} | {cell(r.b)} |"
        )
    return "\n".join(lines) + "\n"
