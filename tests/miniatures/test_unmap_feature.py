"""`unmap` is a feature an implementation declares (SPEC §1.1, §5): a case needs it exactly where the
model sent a name its schema was shown renamed, and an implementation that does not list it gets those
cases reported unsupported: never passed, never failed."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from case_traits import bundled_cases
from miniatures import BY_NAME

from toolcall_conformance.model import CoerceCase, Feature, Level, Origin, Outcome, Tool
from toolcall_conformance.runner import baseline, engine
from toolcall_conformance.schemakit.names import renamed_keys

PERSON = {
    "type": "object",
    "properties": {
        "person": {"$ref": "#/$defs/Person"},
        "a_b": {"type": "string"},
        "a b": {"type": "string"},
    },
    "$defs": {"Person": {"type": "object", "properties": {"first name": {"type": "string"}}}},
}


@pytest.mark.parametrize(
    ("arguments", "found"),
    [
        ({"person": {"first_name": "Ada"}}, ["/person/first_name"]),  # behind a $ref
        ({"person": {"first name": "Ada"}}, []),  # spelled the schema's way
        ({"a_b": "x"}, []),  # a conforming name is its own property, reserved first
        ({"a_b_2": "x"}, ["/a_b_2"]),  # the clash takes a suffix
        ({"person": '{"first_name": "Ada"}'}, []),  # inside JSON text: not a key
        ({"first_name": "Ada"}, []),  # a name shown elsewhere, not in this object
    ],
)
def test_renamed_keys_are_the_shown_names_of_other_properties(arguments, found):
    assert renamed_keys(PERSON, arguments) == found


def test_a_union_with_one_object_branch_and_array_items_are_followed():
    inner = {"type": "object", "properties": {"x y": {"type": "integer"}}}
    schema = {
        "type": "object",
        "properties": {
            "maybe": {"anyOf": [inner, {"type": "null"}]},
            "many": {"type": "array", "items": inner},
            "either": {"anyOf": [inner, {"type": "object", "properties": {}}]},
        },
    }
    assert renamed_keys(schema, {"maybe": {"x_y": 1}, "many": [{}, {"x_y": 2}], "either": {"x_y": 3}}) == [
        "/many/1/x_y",
        "/maybe/x_y",
    ]


def _case(origin: Origin, arguments: dict) -> CoerceCase:
    tool = Tool("t", PERSON, origin)
    return CoerceCase(
        "t/g/c", Level.CORE, (), "1.1", "", Path("t.json"), arguments, tool=tool, arguments=arguments
    )


def _baseline(*unsupported: str) -> baseline.Baseline:
    return baseline.Baseline(Path("b.json"), {}, {}, {}, frozenset(Feature(f) for f in unsupported))


def test_a_case_needs_its_step_and_unmap_only_where_the_model_sent_a_renamed_key():
    assert _case(Origin.NATIVE, {"person": {"first_name": "A"}}).features == {Feature.COERCE, Feature.UNMAP}
    assert _case(Origin.MCP, {"person": {"first_name": "A"}}).features == {Feature.MCP, Feature.UNMAP}
    assert _case(Origin.NATIVE, {"person": {"first name": "A"}}).features == {Feature.COERCE}
    bundled = {case.id: case for case in bundled_cases()}
    assert bundled["seed/seed-native/person-key-renamed-behind-ref"].features == {"coerce", "unmap"}
    assert bundled["seed/seed-mcp/person-key-renamed-behind-ref"].features == {"mcp", "unmap"}
    assert bundled["seed/seed-native/count-string-behind-defs-ref"].features == {"coerce"}


@dataclass
class Declaring:
    """A miniature that lists the features given here instead of its own."""

    inner: object
    features: frozenset[str]

    def __getattr__(self, name: str) -> object:
        return getattr(self.inner, name)


UNMAP_CASES = [case for case in bundled_cases() if Feature.UNMAP in case.features]


def test_every_case_that_needs_unmap_is_failed_by_an_implementation_that_lists_it_and_leaves_keys():
    leaves = BY_NAME["leaves-renamed-keys"]
    results = engine.run(leaves, UNMAP_CASES)
    assert len(results) > 100
    assert [r.case.id for r in results if r.outcome != Outcome.FAILED] == []


def test_an_implementation_that_does_not_list_unmap_gets_those_cases_unsupported():
    plain = Declaring(BY_NAME["leaves-renamed-keys"], frozenset({"coerce", "split"}))
    results = engine.run(plain, UNMAP_CASES)
    assert {r.outcome for r in results} == {Outcome.SKIPPED}
    assert {r.message for r in results} == {
        "unsupported: feature 'unmap' not listed",
        "unsupported: features 'mcp', 'unmap' not listed",
    }
    assert baseline.compare(_baseline("mcp", "unmap"), results, plain.features).ok
    verdict = baseline.compare(_baseline("mcp"), results, plain.features)
    assert not verdict.ok and len(verdict.new_failures) == len(results)
    written = baseline.document(plain.info, results, plain.features)
    assert written["unsupported"] == ["mcp", "unmap"] and written["known_failures"] == {}
