"""Rejections (SPEC §1.5) are judged both ways: refusing a call the step could make valid fails, refusing
one it could not passes, and a rejection whose validity cannot be decided fails."""

from __future__ import annotations

import dataclasses
import json
from functools import cache

import pytest
from jsonschema import Draft202012Validator
from jsonschema.validators import validator_for
from miniatures import Miniature

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora
from toolcall_conformance.model import JSON, Case, CoerceCase, Feature, Outcome, Rejection, SplitResult, Tool
from toolcall_conformance.runner import engine, rejections
from toolcall_conformance.runner.baseline import SERVER_FEATURES
from toolcall_conformance.runner.rejections import LOCAL_ONLY


@cache
def cases() -> dict[str, Case]:
    return {c.id: c for c in load_corpora([DEFAULT_CORPUS_ROOT]) if "canary" not in c.tags}


class RejectsEverything(Miniature):
    """Refuses every call and every turn: right only where no dispatch was possible anyway."""

    name = "rejects-everything"

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> Rejection:
        return Rejection("refused")

    def split(self, tool_calls: list[JSON], provider_data: JSON | None) -> Rejection:
        return Rejection("refused")


class ValidatesAndRejects(Miniature):
    """The reference, then validation: what it prepared is refused when it does not validate."""

    name = "validates-and-rejects"

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON | Rejection:
        prepared = super().coerce(tool, arguments)
        try:
            dialect = validator_for(tool.parameters, default=Draft202012Validator)
            valid = dialect(tool.parameters, registry=LOCAL_ONLY).is_valid(prepared)
        except Exception:  # a schema it cannot validate: it dispatches, as such agents do
            return prepared
        return prepared if valid else Rejection("does not validate")

    def split(self, tool_calls: list[JSON], provider_data: JSON | None) -> SplitResult:
        return super().split(tool_calls, provider_data)


def outcome(impl: Miniature, case_id: str) -> tuple[Outcome, bool, str]:
    result = engine.run_case(impl, cases()[case_id])
    return result.outcome, result.rejected, result.message


@pytest.mark.parametrize(
    "case_id",
    [
        "seed/seed-native/count-string-behind-defs-ref",  # the expected {"count": 5} is valid
        "coerce/integer/plain",
        "split-basic/entry-count/two-entries",  # SPEC §3 splits it: a refusal costs a round trip
        "split-basic/entry-count/one-entry",  # one entry is left as it is, and dispatched
    ],
)
def test_refusing_what_could_be_dispatched_fails(case_id):
    got, rejected, message = outcome(RejectsEverything(), case_id)
    assert (got, rejected) == (Outcome.FAILED, True)
    assert "SPEC §1.5" in message and "rejected: refused" in message


@pytest.mark.parametrize(
    "case_id",
    [
        "coerce/integer/word-stays",  # "abc" stays a string: the expected arguments are invalid
        "split-basic/entry-count/eleven-entries",  # more than 10 entries: the dispatcher's error
        "split-malformed/entries/entry-null",
    ],
)
def test_refusing_what_could_not_be_dispatched_passes(case_id):
    assert outcome(RejectsEverything(), case_id)[:2] == (Outcome.PASSED, True)


def test_a_rejection_whose_validity_cannot_be_decided_fails():
    remote = next(
        c.id
        for c in cases().values()
        if isinstance(c, CoerceCase) and c.id.startswith("refs/out-of-scope/") and "remote" in c.id
    )
    got, rejected, message = outcome(RejectsEverything(), remote)
    assert (got, rejected) == (Outcome.FAILED, True)
    assert "cannot be decided" in message


# jsonschema follows these references (an anchor, a `~2`, an index `01`), §2 does not.
FOLLOWED_BY_JSONSCHEMA_ONLY = tuple(
    f"refs/out-of-scope/{name}"
    for name in (
        "plain-name-anchor-object",
        "plain-name-anchor-integer",
        "invalid-tilde-two",
        "invalid-trailing-tilde",
        "index-leading-zero",
        "index-plus-sign",
    )
)


@pytest.mark.parametrize("case_id", FOLLOWED_BY_JSONSCHEMA_ONLY)
def test_a_reference_section_2_leaves_unresolved_makes_validity_undecidable(case_id):
    """Where the arguments meet such a reference, their validity is not decided: refusing fails."""
    got, rejected, message = outcome(RejectsEverything(), case_id)
    assert (got, rejected) == (Outcome.FAILED, True)
    assert "which SPEC §2 leaves unresolved" in message, message


def test_a_reference_section_2_leaves_unresolved_elsewhere_in_the_schema_does_not_matter():
    """The same schema, a property without such a reference: validity is decided, refusing passes."""
    schema = cases()[FOLLOWED_BY_JSONSCHEMA_ONLY[0]].tool.parameters
    case = dataclasses.replace(
        cases()[FOLLOWED_BY_JSONSCHEMA_ONLY[0]], arguments={"choice": "x"}, expected={"choice": "x"}
    )
    assert case.tool.parameters is schema
    result = engine.run_case(RejectsEverything(), case)
    assert (result.outcome, result.rejected) == (Outcome.PASSED, True), result.message


def test_an_implementation_that_validates_and_rejects_conforms_on_hand_written_cases():
    hand_written = [
        c
        for c in cases().values()
        if not c.id.startswith(("generated/", "wild/", "adversarial/"))
        and Feature.SHOWN not in c.features
        and not c.features & SERVER_FEATURES
    ]
    results = engine.run(ValidatesAndRejects(), hand_written)
    wrong = [f"{r.case.id}: {r.message}" for r in results if r.outcome != Outcome.PASSED]
    expected_wrong = [w for w in wrong if w.startswith(FOLLOWED_BY_JSONSCHEMA_ONLY)]
    assert len(expected_wrong) == len(FOLLOWED_BY_JSONSCHEMA_ONLY), (
        "it follows what §2 does not, and is caught"
    )
    # Where Hermes' answer is invalid but a choice core leaves gives a valid one (a nested "5" for an
    # integer), the step could have delivered a valid call: refusing fails (SPEC §0, §1.5).
    could_deliver = [r for r in results if r.rejected and "listed as conforming at core" in r.message]
    assert could_deliver and all(r.case.core_alternatives for r in could_deliver)
    assert len(wrong) == len(expected_wrong) + len(could_deliver), "\n".join(wrong[:10])
    assert sum(r.rejected for r in results) >= 20, "it must have refused the invalid ones, and passed"


def test_a_rejection_whose_validity_takes_too_long_to_evaluate_fails(monkeypatch):
    # Unions fanning out through shared $defs: jsonschema would walk 2^30 paths and never return.
    monkeypatch.setattr(rejections, "VALIDITY_BUDGET", 0.2)
    got, rejected, message = outcome(
        RejectsEverything(), "adversarial/adversarial/fan-out/nested-object-text"
    )
    assert (got, rejected) == (Outcome.FAILED, True)
    assert "cannot be decided (validating the expected arguments takes longer than 0.2 s)" in message


def test_validity_follows_the_dialect_the_schema_declares(tmp_path):
    """Under draft-07, array-form items with additionalItems false forbid a second item; 2020-12 has
    neither keyword that way. So refusing [1, 2] conforms only if the check reads the declared dialect."""
    pair = {"type": "array", "items": [{"type": "number"}], "additionalItems": False}
    parameters = {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"}
    corpus = {
        "description": "A draft-07 tuple.",
        "groups": [
            {
                "id": "draft-07-tuple",
                "description": "One number, no more.",
                "kind": "coerce",
                "tool": {
                    "name": "t",
                    "origin": "native",
                    "parameters": {**parameters, "properties": {"p": pair}},
                },
                "cases": [
                    {
                        "id": "two-items",
                        "description": "[1, 2]: a second item draft-07 forbids.",
                        "level": "core",
                        "tags": ["coerce"],
                        "spec": "1.5",
                        "arguments": {"p": [1, 2]},
                        "expected": {"p": [1, 2]},
                    }
                ],
            }
        ],
    }
    (tmp_path / "dialect.json").write_text(json.dumps(corpus))
    [case] = load_corpora([tmp_path])
    assert engine.run_case(RejectsEverything(), case).outcome == Outcome.PASSED
    undeclared = {**case.tool.parameters}
    del undeclared["$schema"]
    as_2020 = dataclasses.replace(case, tool=dataclasses.replace(case.tool, parameters=undeclared))
    assert engine.run_case(RejectsEverything(), as_2020).outcome == Outcome.FAILED
