"""Second opinion from python-jsonschema: where a case's expected output is valid against the tool's
schema, the reference's output is valid too.

Schemas jsonschema cannot evaluate are excluded by the explicit, counted rules of `EXCLUSIONS`.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections import Counter
from typing import Any

import jsonschema
import pytest
from crosscheck_cases import coerce_cases, ref_values
from jsonschema.validators import validator_for
from referencing import Registry
from referencing.exceptions import Unresolvable

from toolcall_conformance.corpus import Case
from toolcall_conformance.model import Tool
from toolcall_conformance.reference import prepare_arguments

JSON = Any
CHECKED = "checked"
EXPECTED_INVALID = "expected output not valid against the schema (nothing to cross-check)"
EXCLUSIONS = {
    "exponential": "tagged exponential: jsonschema evaluates every union branch (2^30 paths)",
    "remote": "has a $ref that is not local (#...): jsonschema would have to retrieve it",
    "invalid": "not a valid schema for its metaschema",
    "unresolvable": "a local $ref jsonschema cannot resolve (dangling, anchor, escapes)",
    "too-deep": "too deep for jsonschema's recursive evaluation (RecursionError)",
}
MINIMUM_CHECKED = 1500


def _key(value: JSON) -> str:
    return json.dumps(value, sort_keys=True)


@dataclasses.dataclass
class Judge:
    """jsonschema for one distinct schema (both origins of a tool, and many tools, share one): the
    validator `$schema` names (2020-12 by default), with an empty registry that retrieves nothing."""

    schema: JSON
    validator: jsonschema.protocols.Validator
    _metaschema_valid: bool | None = None

    def valid_for_metaschema(self) -> bool:
        """Checked the first time it is asked, then remembered."""
        if self._metaschema_valid is None:
            try:
                type(self.validator).check_schema(self.schema)
                self._metaschema_valid = True
            except jsonschema.SchemaError:
                self._metaschema_valid = False
        return self._metaschema_valid


_judges: dict[str, Judge] = {}


def judge(schema: JSON) -> Judge:
    key = _key(schema)
    if key not in _judges:
        cls = validator_for(schema, default=jsonschema.Draft202012Validator)
        _judges[key] = Judge(schema, cls(schema, registry=Registry()))
    return _judges[key]


def cross_check(case: Case) -> tuple[str, str]:
    """(outcome, detail): CHECKED with an empty detail or a violation, or why it was not checked.

    Depth is judged first: checking the 10,000-link ref chain against its metaschema alone takes
    seconds, and validating a value against it fails at once."""
    assert case.tool is not None
    schema = case.tool.parameters
    if "exponential" in case.tags:
        return "exponential", ""
    if any(not ref.startswith("#") for ref in ref_values(schema)):
        return "remote", ""
    judged = judge(schema)
    validator = judged.validator
    try:
        expected_valid = validator.is_valid(case.expected)
    except RecursionError:
        return "too-deep", ""
    except Unresolvable:
        return ("unresolvable" if judged.valid_for_metaschema() else "invalid"), ""
    except Exception:  # an invalid schema may break evaluation (a bad pattern); a valid one may not
        if judged.valid_for_metaschema():
            raise
        return "invalid", ""
    if not judged.valid_for_metaschema():
        return "invalid", ""
    if not expected_valid:
        return EXPECTED_INVALID, ""
    output = prepare_arguments(case.tool.as_json(), case.arguments)
    if _key(output) == _key(case.expected):  # type-strict: the same JSON is as valid as the expected
        return CHECKED, ""
    try:
        error = jsonschema.exceptions.best_match(validator.iter_errors(output))
    except Unresolvable:
        return "unresolvable", ""
    except RecursionError:
        return "too-deep", ""
    if error is None:
        return CHECKED, ""
    return CHECKED, f"{case.id}: reference output violates the schema at {error.json_path}: {error.message}"


@pytest.fixture(scope="module")
def outcomes() -> dict[str, tuple[str, str]]:
    return {case.id: cross_check(case) for case in coerce_cases()}


def test_reference_output_is_valid_wherever_the_expected_output_is(outcomes):
    tally = Counter(outcome for outcome, _ in outcomes.values())
    print("jsonschema cross-check:", dict(tally))
    violations = [detail for _, detail in outcomes.values() if detail]
    assert violations == []
    assert tally[CHECKED] >= MINIMUM_CHECKED, tally


def test_every_case_is_checked_or_excluded_by_a_named_rule(outcomes):
    assert len(outcomes) == len(coerce_cases())
    unexplained = {o for o, _ in outcomes.values()} - {CHECKED, EXPECTED_INVALID, *EXCLUSIONS}
    assert unexplained == set()


def test_the_exclusion_rules_fire_on_the_schemas_they_name(outcomes):
    assert outcomes["adversarial/adversarial/fan-out/null-search-exhausts-union"][0] == "exponential"
    assert outcomes["adversarial/canary/top-level/bare-remote-ref"][0] == "remote"
    assert outcomes["adversarial/adversarial/ref-chain/string-five"][0] == "too-deep"
    invalid = [case_id for case_id, (outcome, _) in outcomes.items() if outcome == "invalid"]
    assert invalid, "no corpus schema is invalid any more: drop the rule"


def test_a_violating_output_is_reported(monkeypatch):
    template = coerce_cases()[0]
    tool = Tool("count", {"type": "object", "properties": {"n": {"type": "integer"}}})
    case = dataclasses.replace(template, id="synthetic", tags=("x",), tool=tool, arguments={"n": "5"})
    case = dataclasses.replace(case, expected={"n": 5})
    assert cross_check(case) == (CHECKED, "")
    monkeypatch.setattr(sys.modules[__name__], "prepare_arguments", lambda tool, arguments: {"n": "5"})
    outcome, detail = cross_check(case)
    assert outcome == CHECKED
    assert detail == "synthetic: reference output violates the schema at $.n: '5' is not of type 'integer'"
