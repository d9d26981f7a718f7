"""A reason names what happened: a schema construct the first sentence of its text (the mechanism it
states) names (`$ref`, `additionalItems`, `prefixItems`, a dialect as the schema's: "a draft-07
tuple") is in at least one case it lists. A text naming a construct none of its cases holds
describes another mechanism than the one measured."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora
from toolcall_conformance.model import CoerceCase

BASELINES = sorted((Path(__file__).resolve().parents[2] / "baselines").glob("*.json"))
KEYWORDS = ("$ref", "additionalItems", "prefixItems")
# A dialect named as the schema's ("a draft-07 tuple", "a 2020-12 schema"), not a library's class
# ("its draft-07 class") or the standard's rule ("which 2020-12 treats as an annotation").
DIALECTS = ("draft-04", "draft-07", "2019-09", "2020-12")
SCHEMA_SIDE = re.compile(r"\s*(tuple|schema)", re.I)


@cache
def schemas() -> dict[str, str]:
    """Each coerce case's schema as text (its tool's parameters), by id."""
    return {
        case.id: json.dumps(case.tool.parameters)
        for case in load_corpora([DEFAULT_CORPUS_ROOT])
        if isinstance(case, CoerceCase)
    }


def mentioned(text: str) -> list[str]:
    """The constructs the first sentence of a reason's text names as the schema's."""
    claim = text.split(". ", 1)[0]
    found = [keyword for keyword in KEYWORDS if re.search(re.escape(keyword) + r"(?![A-Za-z])", claim)]
    found += [
        name
        for name in DIALECTS
        if any(SCHEMA_SIDE.match(claim, met.end()) for met in re.finditer(re.escape(name), claim))
    ]
    return found


def holds(schema: str, construct: str) -> bool:
    if construct in DIALECTS:
        declared = re.search(r'"\$schema": "([^"]*)"', schema)
        return declared is not None and construct in declared.group(1)
    return f'"{construct}"' in schema


def problems(path: Path) -> list[str]:
    document = json.loads(path.read_text("utf-8"))
    found = []
    for key, reason in document.get("reasons", {}).items():
        text = reason if isinstance(reason, str) else reason.get("text", "")
        listed = [schemas()[i] for i in document.get("known_failures", {}).get(key, []) if i in schemas()]
        if not listed:
            continue
        for construct in mentioned(text):
            if not any(holds(schema, construct) for schema in listed):
                found.append(f"{path.name}: {key}: names {construct}, which no case it lists holds")
    return found


@pytest.mark.parametrize("path", BASELINES, ids=lambda p: p.stem)
def test_every_construct_a_reason_names_is_in_a_case_it_lists(path):
    assert problems(path) == []


def test_a_reason_naming_a_construct_its_cases_lack_is_found(tmp_path):
    plain = next(i for i, schema in schemas().items() if "$ref" not in schema and "$schema" not in schema)
    for text, wrong in (
        ("SPEC §2: a value behind a local $ref is not prepared", True),
        ("SPEC §1.5: a draft-07 tuple's additionalItems false applies to every item", True),
        ("SPEC §1.5: its draft-07 class does not know the keyword", False),
        ("SPEC §1.2: one mechanism. The signatures differ where a $ref leads", False),
    ):
        path = tmp_path / "b.json"
        document = {"reasons": {"r": {"text": text}}, "known_failures": {"r": [plain]}}
        path.write_text(json.dumps(document))
        assert bool(problems(path)) == wrong, text
