"""Second opinion from `referencing`: the reference resolver finds the same JSON Pointer targets for
every local `$ref` in every corpus schema, and leaves alone exactly what SPEC §2 puts out of scope.

`referencing` follows RFC 6901 more leniently than SPEC §2 (it accepts `~2`, `01`, `-1`, indices
into strings and non-object targets); those are the refs the reference must leave alone even
though `referencing` finds something.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any
from urllib.parse import unquote

import pytest
from crosscheck_cases import distinct_schemas, ref_values
from referencing import Registry, Resource
from referencing.exceptions import Unresolvable
from referencing.jsonschema import DRAFT202012

from toolcall_conformance.reference import prepare_arguments
from toolcall_conformance.reference.refs import Resolver, lookup

JSON = Any
ROOT_URI = "https://toolcall-conformance.invalid/parameters.json"
CANONICAL_INDEX = re.compile(r"0|[1-9][0-9]*")
INVALID_ESCAPE = re.compile(r"~(?![01])")
_NOTHING = object()


def referencing_target(schema: JSON, ref: str, resource: Resource | None = None) -> JSON:
    """What `referencing` finds for `ref` with `schema` as the root document, or `_NOTHING`."""
    registry = Registry().with_resource(ROOT_URI, resource or Resource.opaque(schema))
    try:
        return registry.resolver(base_uri=ROOT_URI).lookup(ref).contents
    except (Unresolvable, ValueError):  # ValueError: a non-numeric token into an array
        return _NOTHING


def out_of_scope_reason(schema: JSON, ref: str, target: JSON) -> str | None:
    """Why SPEC §2 leaves a local ref alone although `referencing` resolved it, or None."""
    fragment = unquote(ref[1:])
    if INVALID_ESCAPE.search(fragment):
        return "invalid ~ escape"
    node = schema
    for raw in fragment[1:].split("/") if fragment else []:
        token = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(node, list):
            if not CANONICAL_INDEX.fullmatch(token):
                return "non-canonical array index"
            node = node[int(token)]
        elif isinstance(node, dict):
            node = node[token]
        else:  # `referencing` indexes into strings, as sequences
            return "pointer into a non-container"
    if not isinstance(target, dict):
        return "non-object target"
    return None


def classify(schema: JSON, ref: str) -> tuple[str, bool]:
    """(category, whether the reference agrees) for one `$ref` value of a corpus schema."""
    if not ref.startswith("#"):
        return "remote", lookup(schema, ref) is None and left_alone(schema, ref)
    target = referencing_target(schema, ref)
    if target is _NOTHING:
        return "unresolvable by referencing", lookup(schema, ref) is None and left_alone(schema, ref)
    reason = out_of_scope_reason(schema, ref, target)
    if reason is not None:
        return reason, lookup(schema, ref) is None and left_alone(schema, ref)
    return "resolved", lookup(schema, ref) is target


def left_alone(schema: JSON, ref: str) -> bool:
    node = {"$ref": ref}
    return Resolver(schema).resolve(node)[0] is node


@pytest.fixture(scope="module")
def verdicts() -> list[tuple[int, str, str, bool]]:
    """(schema number, ref, category, agrees) for every `$ref` value of every corpus schema."""
    return [
        (number, ref, *classify(schema, ref))
        for number, schema in enumerate(distinct_schemas())
        for ref in ref_values(schema)
    ]


def test_reference_agrees_with_referencing_on_every_corpus_ref(verdicts):
    tally = Counter(category for _, _, category, _ in verdicts)
    print("resolver cross-check:", dict(tally))
    disagreements = [(number, ref, category) for number, ref, category, agrees in verdicts if not agrees]
    assert disagreements == []
    schemas_with_resolved_refs = {number for number, _, category, _ in verdicts if category == "resolved"}
    assert len(schemas_with_resolved_refs) >= 150, tally


def test_the_corpus_holds_out_of_scope_refs_of_several_kinds(verdicts):
    kinds = {category for _, _, category, _ in verdicts} - {"resolved"}
    assert {"remote", "unresolvable by referencing", "invalid ~ escape", "non-object target"} <= kinds


ROOT = {
    "type": "object",
    "properties": {"n": {"type": "integer"}},
    "$defs": {
        "Count": {"$anchor": "Count", "type": "integer"},
        "a~2b": {"type": "integer"},
        "list": [{"type": "integer"}, {"type": "integer"}],
        "text": "not a schema",
    },
}

ANCHORED = DRAFT202012.create_resource({"$defs": {"Count": ROOT["$defs"]["Count"]}})
OUT_OF_SCOPE = [
    # ref, what `referencing` finds (lenient, or with a 2020-12 resource for the anchor), why SPEC skips it
    ("https://example.com/count.json", _NOTHING, "remote document"),
    ("other.json#/$defs/Count", _NOTHING, "another document"),
    ("#Count", ROOT["$defs"]["Count"], "plain-name anchor"),
    ("#/$defs/a~2b", ROOT["$defs"]["a~2b"], "invalid ~ escape"),
    ("#/$defs/list/01", ROOT["$defs"]["list"][1], "leading-zero index"),
    ("#/$defs/list/-1", ROOT["$defs"]["list"][1], "negative index"),
    ("#/$defs/Missing", _NOTHING, "dangling pointer"),
    ("#/$defs/text", "not a schema", "non-object target"),
    ("#/$defs/list", ROOT["$defs"]["list"], "non-object target"),
    ("#/$defs/text/0", "n", "pointer into a string"),
]


@pytest.mark.parametrize(("ref", "lenient", "why"), OUT_OF_SCOPE, ids=[w for _, _, w in OUT_OF_SCOPE])
def test_out_of_scope_refs_are_left_alone(ref, lenient, why):
    found = referencing_target(ROOT, ref, ANCHORED if ref == "#Count" else None)
    assert found is lenient or found == lenient
    assert lookup(ROOT, ref) is None
    assert left_alone(ROOT, ref)
    tool = {"name": "t", "parameters": {**ROOT, "properties": {"n": {"$ref": ref}}}}
    assert prepare_arguments(tool, {"n": "5"}) == {"n": "5"}


def test_in_scope_pointer_forms_agree():
    root = {"$defs": {"a/b": {"type": "integer"}, "c~d": {"type": "string"}, "e f": {"type": "null"}}}
    root["$defs"]["list"] = [{"type": "boolean"}] * 11
    for ref in ["#", "#/$defs/a~1b", "#/$defs/c~0d", "#/$defs/e%20f", "#/$defs/list/10", "#/$defs/list/0"]:
        assert lookup(root, ref) is referencing_target(root, ref), ref
