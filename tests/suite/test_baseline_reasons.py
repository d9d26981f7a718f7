"""A reason is data, a first baseline arrives grouped by cause, and a reason covering two causes is told.

The two causes are planted by miniatures: one ignores `$ref`, one reads integers through a float.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from miniatures import BY_NAME

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora
from toolcall_conformance.model import Feature, ImplementationInfo, Level, Outcome
from toolcall_conformance.reporters.matrix import compliance
from toolcall_conformance.runner import baseline
from toolcall_conformance.runner.engine import run

SEED_REF = "seed/seed-native/count-string-behind-defs-ref"
BIG_INTEGER = "coerce/integer/beyond-2-pow-53-exact"
INFO = ImplementationInfo("two-bugs", "0", "python")


@pytest.fixture(scope="module")
def cases():
    return {case.id: case for case in load_corpora([DEFAULT_CORPUS_ROOT])}


@pytest.fixture(scope="module")
def results(cases):
    """Two wrong values with two causes, as one implementation with both bugs would give them."""
    return [
        *run(BY_NAME["ignores-ref"], [cases[SEED_REF]]),
        *run(BY_NAME["integers-through-float"], [cases[BIG_INTEGER]]),
    ]


def write(tmp_path, reasons, known_failures):
    path = tmp_path / "baseline.json"
    document = {"description": "d", "reasons": reasons, "known_failures": known_failures}
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_a_first_baseline_puts_two_causes_under_two_unreviewed_reasons(results):
    document = baseline.document(INFO, results, set(Feature))
    groups = document["known_failures"]
    assert sorted(map(len, groups.values())) == [1, 1], groups
    [ref_key] = [key for key, ids in groups.items() if ids == [SEED_REF]]
    reason = document["reasons"][ref_key]
    assert reason["spec"] == "1.2" and reason["level"] == "core"
    machine = "SPEC §1.2 · integer expected, string kept, behind $ref"
    assert reason["text"].startswith(baseline.UNREVIEWED + machine)


def test_reasons_as_text_and_as_data_load_alike(tmp_path, cases):
    path = write(
        tmp_path,
        {
            "refs": {"text": "SPEC §2: $ref not followed", "spec": "2", "level": "core"},
            "big": "SPEC §1.2: float",
        },
        {"refs": [SEED_REF], "big": [BIG_INTEGER]},
    )
    known = baseline.load(path, {c.id: c.level for c in cases.values()})
    assert known.reasons == {SEED_REF: "SPEC §2: $ref not followed", BIG_INTEGER: "SPEC §1.2: float"}
    assert known.data["refs"].level == "core" and known.data["big"].spec is None
    assert known.data["refs"].as_json() == {
        "text": "SPEC §2: $ref not followed",
        "spec": "2",
        "level": "core",
    }
    assert known.data["big"].as_json() == "SPEC §1.2: float"


def test_the_case_a_reason_names_for_its_repro_is_kept_by_an_update_and_must_be_listed(
    tmp_path, cases, results
):
    levels = {c.id: c.level for c in cases.values()}
    reason = {"text": "SPEC §2: $ref not followed", "spec": "2", "level": "core", "repro": SEED_REF}
    path = write(
        tmp_path, {"refs": reason, "big": "SPEC §1.2: float"}, {"refs": [SEED_REF], "big": [BIG_INTEGER]}
    )
    known = baseline.load(path, levels)
    assert known.data["refs"].repro == SEED_REF
    updated = baseline.document(INFO, results, set(Feature), previous=known)
    assert updated["reasons"]["refs"]["repro"] == SEED_REF
    path = write(
        tmp_path,
        {"refs": {**reason, "repro": BIG_INTEGER}, "big": "x"},
        {"refs": [SEED_REF], "big": [BIG_INTEGER]},
    )
    with pytest.raises(
        baseline.BaselineError, match=rf"reasons\.refs\.repro: '{BIG_INTEGER}' is not listed under 'refs'"
    ):
        baseline.load(path, levels)


def test_a_reason_without_text_or_with_an_unknown_level_is_refused(tmp_path, cases):
    for bad in ({"spec": "2"}, {"text": "x", "level": "extended"}):
        path = write(tmp_path, {"r": bad}, {"r": [SEED_REF]})
        with pytest.raises(baseline.BaselineError, match=r"not a valid baseline at \$\.reasons"):
            baseline.load(path, list(cases))


def test_a_core_reason_never_lists_a_hermes_level_case(tmp_path, cases):
    hermes = next(c.id for c in cases.values() if c.level == Level.HERMES)
    path = write(tmp_path, {"r": {"text": "SPEC §1.2: x", "level": "core"}}, {"r": [SEED_REF, hermes]})
    with pytest.raises(
        baseline.BaselineError, match=f"{hermes}.*hermes-level case under the core reason 'r'"
    ):
        baseline.load(path, {c.id: c.level for c in cases.values()})
    path = write(tmp_path, {"r": {"text": "SPEC §1.2: x", "level": "hermes"}}, {"r": [SEED_REF, hermes]})
    baseline.load(path, {c.id: c.level for c in cases.values()})  # a hermes reason may list both levels


def test_a_reason_whose_cases_carry_two_signatures_is_warned_about(tmp_path, cases, results):
    mixed = write(tmp_path, {"r": "SPEC §1.2: strings stay"}, {"r": [SEED_REF, BIG_INTEGER]})
    verdict = baseline.compare(baseline.load(mixed, list(cases)), results, set(Feature))
    assert verdict.ok
    [warning] = [line for line in verdict.lines() if line.startswith("warning:")]
    assert "reason 'r' covers 2 causes" in warning
    assert "integer expected, string kept, behind $ref" in warning and "integer value differs" in warning

    apart = write(tmp_path, {"a": "SPEC §2: x", "b": "SPEC §1.2: y"}, {"a": [SEED_REF], "b": [BIG_INTEGER]})
    verdict = baseline.compare(baseline.load(apart, list(cases)), results, set(Feature))
    assert not [line for line in verdict.lines() if line.startswith("warning:")]


def test_a_reason_naming_its_signatures_keeps_them_together_and_only_them(tmp_path, cases, results):
    keys = sorted(baseline.signature(r).key for r in results)
    together = write(
        tmp_path, {"r": {"text": "SPEC §1.2: x", "signatures": keys}}, {"r": [SEED_REF, BIG_INTEGER]}
    )
    verdict = baseline.compare(baseline.load(together, list(cases)), results, set(Feature))
    assert not verdict.mixed
    partly = write(
        tmp_path, {"r": {"text": "SPEC §1.2: x", "signatures": keys[:1]}}, {"r": [SEED_REF, BIG_INTEGER]}
    )
    verdict = baseline.compare(baseline.load(partly, list(cases)), results, set(Feature))
    other = next(r for r in results if baseline.signature(r).key == keys[1])
    assert not verdict.mixed, "the case of the cause the reason does not name is reported on its own"
    assert list(verdict.changed_causes) == [other.case.id] and verdict.ok, "a warning by default"
    assert verdict.changed_causes[other.case.id] == baseline.ChangedCause(
        "r", (keys[0],), baseline.signature(other)
    )
    strict = baseline.compare(baseline.load(partly, list(cases)), results, set(Feature), changed_cause="fail")
    assert not strict.ok and f"CHANGED {other.case.id}: now " in "\n".join(strict.lines())


def test_a_hermes_level_failure_never_counts_against_core_compliance(cases, results):
    """Core compliance is passed over executed core cases: a failing hermes-level case leaves it whole."""
    core_passing = replace(results[0], outcome=Outcome.PASSED, differences=())
    hermes = next(c for c in cases.values() if c.level == Level.HERMES)
    hermes_failing = replace(results[1], case=hermes)
    assert compliance([core_passing, hermes_failing]) == 1.0
    assert compliance([core_passing, results[1]]) == 0.5  # the same failure at core level counts


def test_signatures_are_recomputed_from_a_run_and_nothing_else_changes(tmp_path, cases, results):
    """`baseline --update FILE --signatures-only`: each reason's list is what its cases carry in the
    run (none for one signature); texts, case lists, outcomes and order stay, stale entries too."""
    keys = sorted(baseline.signature(r).key for r in results)
    unrun, other = [case_id for case_id in cases if case_id not in (SEED_REF, BIG_INTEGER)][:2]
    document = {
        "description": "d",
        "reasons": {
            "two": {"text": "SPEC §1.2: x", "spec": "1.2", "level": "core", "signatures": ["wrong-1.2-old"]},
            "unrun": {"text": "SPEC §2: y", "spec": "2", "level": "core", "signatures": keys},
            "text": "SPEC §1.2: z",
        },
        "known_failures": {"two": [BIG_INTEGER, SEED_REF], "unrun": [unrun], "text": [other]},
        "outcomes": {"errored": [unrun]},
    }
    path = tmp_path / "b.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    done = baseline.resigned(path, baseline.load(path, list(cases)), results)
    assert done.document["reasons"]["two"]["signatures"] == keys  # both causes; the old class gone
    assert done.document["reasons"]["unrun"]["signatures"] == keys  # none of its cases ran: kept
    assert done.document["reasons"]["text"] == "SPEC §1.2: z"
    assert {k: v for k, v in done.document.items() if k != "reasons"} == {
        k: v for k, v in document.items() if k != "reasons"
    }
    assert done.changed == ["two"] and not done.new and not done.stale

    done = baseline.resigned(path, baseline.load(path, list(cases)), results[:1])
    assert "signatures" not in done.document["reasons"]["two"], "one signature: none listed"

    passing = replace(results[1], outcome=Outcome.PASSED, differences=())
    done = baseline.resigned(path, baseline.load(path, list(cases)), [results[0], passing])
    assert done.stale == [BIG_INTEGER], "a stale entry is told"
    assert done.document["known_failures"] == document["known_failures"], "and left in place"
    kept = baseline.resigned(path, baseline.load(path, list(cases)), results[:1], keep=True)
    assert kept.document["reasons"]["two"]["signatures"] == sorted({"wrong-1.2-old", keys[0]}), "added to"
    lone = write(tmp_path, {"r": {"text": "SPEC §2: x", "spec": "2", "level": "core"}}, {"r": [SEED_REF]})
    done = baseline.resigned(lone, baseline.load(lone, list(cases)), results)
    assert done.new == [BIG_INTEGER] and done.document["known_failures"] == {"r": [SEED_REF]}


def test_a_case_failing_several_ways_keeps_the_signatures_of_the_ways_it_did_not_show(
    tmp_path, cases, results
):
    """A time-bound case is listed under several ways and shows one per run: a rewrite from a run in
    which it answered wrongly keeps the listed signature of its timeout."""
    timeout = "errored-1.2-no-answer-to-coerce-within-n-s-the-case-s-own-limit-the-same-on-a-retry-4a9f1c"
    wrong_key = baseline.signature(results[1]).key
    document = {
        "description": "d",
        "reasons": {
            "slow": {
                "text": "SPEC §1.2: x",
                "spec": "1.2",
                "level": "core",
                "signatures": [timeout, "wrong-1.2-old-class"],
            }
        },
        "known_failures": {"slow": [BIG_INTEGER]},
        "outcomes": {"errored": [BIG_INTEGER], "wrong": [BIG_INTEGER]},
    }
    path = tmp_path / "b.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    done = baseline.resigned(path, baseline.load(path, list(cases)), [results[1]])
    assert done.document["reasons"]["slow"]["signatures"] == sorted([timeout, wrong_key])
    assert done.document["outcomes"] == document["outcomes"]


def test_a_baseline_validation_cannot_check_is_refused_naming_its_file(tmp_path, cases, monkeypatch):
    """A damaged baseline can parse and still recurse past Python's limit once jsonschema describes
    its wrong value (the fuzz tier found such a file): the load refuses it in one line naming the
    file, never a RecursionError."""
    path = write(tmp_path, {"r": {"text": "x"}}, {"r": [SEED_REF]})

    class Deep:
        def iter_errors(self, document: object) -> object:
            raise RecursionError("maximum recursion depth exceeded while getting the repr of an object")

    monkeypatch.setattr(baseline, "_validator", lambda: Deep())
    with pytest.raises(baseline.BaselineError, match=rf"^{path}: nested deeper than the suite can check$"):
        baseline.load(path, list(cases))
