"""Every core case of the generated and wild corpora expects a value its own tool schema accepts.

A core coerce case says what the tool must receive: its reviewed snapshot (`expected`), which is the
typed sample the case was derived from (`provenance.typed`, or that sample with `null` for the
nullable arguments sent as `"null"`). A validating implementation rightly refuses a call its schema
does not accept, so such an expectation would blame it for the corpus's fault.

The judge is `jsonschema`, independent of the sampler: the class `validator_for` names for the
schema's `$schema` (draft-07 where it says draft-07, 2020-12 where it says nothing), refs resolved
inside the schema only (an empty `referencing` registry retrieves nothing), every format checked by
`FormatChecker`. A schema that is not valid in its own dialect accepts no sample at all.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from jsonschema import Draft7Validator, Draft202012Validator, FormatChecker
from jsonschema.exceptions import SchemaError
from jsonschema.validators import validator_for
from referencing import Registry
from referencing.exceptions import Unresolvable

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, corpus_files, load_corpora

ROOTS = {"generated": DEFAULT_CORPUS_ROOT / "generated", "wild": DEFAULT_CORPUS_ROOT / "wild"}


def judge(schema: dict) -> Callable[[object], str | None]:
    """Why the schema refuses a value in its own dialect, or None when it accepts it (one judge per
    schema text: many groups share their tool's schema, and checking it against its metaschema is
    the dear part)."""
    return _judge(json.dumps(schema, sort_keys=True))


@functools.cache
def _judge(text: str) -> Callable[[object], str | None]:
    schema = json.loads(text)
    cls = validator_for(schema, default=Draft202012Validator)
    assert cls in (Draft7Validator, Draft202012Validator), f"unexpected dialect {schema.get('$schema')}"
    try:
        cls.check_schema(schema)
    except SchemaError as error:
        reason = f"the schema is not valid {cls.__name__[5:-9]}: {error.message[:120]}"
        return lambda value: reason
    validator = cls(schema, registry=Registry(), format_checker=FormatChecker())

    def why(value: object) -> str | None:
        try:
            error = next(
                iter(sorted(validator.iter_errors(value), key=lambda e: list(e.absolute_path))), None
            )
        except Unresolvable as unresolvable:
            return f"a ref cannot be resolved inside the schema: {unresolvable}"
        if error is None:
            return None
        return f"at /{'/'.join(str(p) for p in error.absolute_path)}: {error.message[:160]}"

    return why


def rejection(schema: dict, value: object) -> str | None:
    return judge(schema)(value)


def core_cases(root: Path) -> Iterator[tuple[str, Callable[[object], str | None], list[object]]]:
    """(case id, its schema's judge, [typed sample, expected value]) for every core case."""
    expected = {c.id: c.expected for c in load_corpora([root]) if c.from_snapshot}
    for path in corpus_files(root):
        for group in json.loads(path.read_text("utf-8"))["groups"]:
            why = judge(group["tool"]["parameters"])
            for case in group["cases"]:
                if case["level"] == "core":
                    case_id = f"{path.stem}/{group['id']}/{case['id']}"
                    yield case_id, why, [case["provenance"]["typed"], expected[case_id]]


@pytest.mark.parametrize("corpus", sorted(ROOTS))
def test_every_core_expectation_is_valid_against_its_schema(corpus):
    checked, invalid = 0, []
    for case_id, why, values in core_cases(ROOTS[corpus]):
        checked += 1
        reasons = [r for r in map(why, values) if r is not None]
        if reasons:
            invalid.append(f"{case_id} {reasons[0]}")
    assert checked > 500
    assert not invalid, f"{len(invalid)} of {checked} core cases expect an invalid value:\n" + "\n".join(
        invalid[:25]
    )


@pytest.mark.parametrize(
    ("schema", "value"),
    [
        # The required member of an allOf branch (zod's intersection, the MCP SDK's annotated note).
        (
            {
                "type": "object",
                "properties": {"note": {"allOf": [{"properties": {"body": {}}}, {"required": ["title"]}]}},
            },
            {"note": {"body": "text"}},
        ),
        # A placeholder that breaks a length, a pattern, a bound or a format.
        ({"properties": {"country": {"type": "string", "maxLength": 2}}}, {"country": "text"}),
        ({"properties": {"zip": {"type": "string", "pattern": "^[0-9]{5}$"}}}, {"zip": "text"}),
        ({"properties": {"target": {"type": "number", "minimum": 5}}}, {"target": 2.5}),
        ({"properties": {"n": {"type": "number", "multipleOf": 0.5}}}, {"n": 0.7}),
        ({"properties": {"day": {"type": "string", "format": "date"}}}, {"day": "text"}),
        ({"properties": {"at": {"type": "string", "format": "date-time"}}}, {"at": "2026-01-02"}),
        ({"properties": {"site": {"type": "string", "format": "uri"}}}, {"site": "text"}),
        # Recursion stopped at an item that lacks its required members.
        (
            {
                "$defs": {
                    "node": {
                        "type": "object",
                        "required": ["name", "children"],
                        "properties": {"name": {}, "children": {"items": {"$ref": "#/$defs/node"}}},
                    }
                },
                "$ref": "#/$defs/node",
            },
            {"name": "a", "children": [{}]},
        ),
        # 2020-12 where the schema says nothing: its prefixItems apply.
        ({"properties": {"p": {"prefixItems": [{"type": "integer"}]}}}, {"p": ["x"]}),
        # A schema invalid in its dialect (draft-07's tuple `items` read as 2020-12) accepts nothing.
        ({"properties": {"p": {"items": [{"type": "number"}]}}}, {"p": [1.5]}),
        # A ref that points outside the schema is never fetched.
        ({"properties": {"p": {"$ref": "https://example.org/elsewhere.json"}}}, {"p": 1}),
    ],
)
def test_the_judge_refuses_invalid_values(schema, value):
    assert rejection(schema, value) is not None


def test_the_judge_reads_draft_07_as_draft_07():
    """prefixItems means nothing in draft-07, and its tuple `items` is valid there."""
    schema = {"$schema": "http://json-schema.org/draft-07/schema#", "properties": {}}
    assert (
        rejection({**schema, "properties": {"p": {"prefixItems": [{"type": "integer"}]}}}, {"p": ["x"]})
        is None
    )
    assert rejection({**schema, "properties": {"p": {"items": [{"type": "number"}]}}}, {"p": [1.5]}) is None
    assert rejection({**schema, "properties": {"p": {"items": [{"type": "number"}]}}}, {"p": ["x"]})
