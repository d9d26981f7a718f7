"""Every core baseline reason is pinned by a hand-written case, and each row's notes
(baselines/notes/<row>.md) tell each reason truly. The hand-written corpora pin core rules; a
hermes-level reason (where core leaves a choice and Hermes made one) may show only on the generated or
wild schemas, whose shapes it is about."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from toolcall_conformance.runner.signatures import PLACES, slugged

ROOT = Path(__file__).resolve().parents[2]
BASELINES = sorted(ROOT.glob("baselines/*.json"))
NOTES = sorted(ROOT.glob("baselines/notes/*.md"))  # one per row, named as its baseline
MACHINE_MADE = ("generated/", "wild/")  # the generated corpora and the harvested wild one


def _failures(path: Path) -> dict[str, list[str]]:
    known: dict[str, list[str]] = json.loads(path.read_text("utf-8"))["known_failures"]
    return known


def _hermes_level(path: Path) -> set[str]:
    """The reasons a baseline gives as data with level hermes."""
    reasons = json.loads(path.read_text("utf-8"))["reasons"]
    return {
        key for key, reason in reasons.items() if isinstance(reason, dict) and reason.get("level") == "hermes"
    }


# Servers build each tool from the source its schema was generated from, so they run generated cases
# (and the seed's rows generated from real sources) only: no hand-written case has a source, and their
# baselines are not asked for one.
SERVERS = {
    name
    for name, row in json.loads((ROOT / "toolcall_conformance" / "implementations.json").read_text("utf-8"))[
        "implementations"
    ].items() if row["family"] == "server"
}  # fmt: skip


@pytest.mark.parametrize("path", [p for p in BASELINES if p.stem not in SERVERS], ids=lambda p: p.stem)
def test_every_reason_lists_a_hand_written_case(path: Path):
    bare = [
        reason
        for reason, ids in _failures(path).items()
        if reason not in _hermes_level(path)
        and not any(not case_id.startswith(MACHINE_MADE) for case_id in ids)
    ]
    assert not bare, f"{path.name}: reasons shown only by generated or wild cases: {bare}"


def _noted() -> dict[str, list[tuple[str, int, str]]]:
    """Per row's notes: (reason, count, example id) of each reason line."""
    noted: dict[str, list[tuple[str, int, str]]] = {}
    for path in NOTES:
        for line in path.read_text("utf-8").splitlines():
            entry = re.match(r"- `([a-z0-9-]+)` \((\d+); e\.g\. `([^`]+)`\)", line)
            if entry:
                noted.setdefault(path.stem, []).append((entry[1], int(entry[2]), entry[3]))
    return noted


def test_notes_count_and_exemplify_every_reason_of_the_field_baselines():
    noted = _noted()
    assert len(noted) >= 10, f"baselines/notes: only {sorted(noted)} have reason lists"
    for name, entries in noted.items():
        failures = _failures(ROOT / "baselines" / f"{name}.json")
        hermes_level = _hermes_level(ROOT / "baselines" / f"{name}.json")
        assert [reason for reason, _, _ in entries] == list(failures), (
            f"baselines/notes/{name}.md: reasons differ"
        )
        for reason, count, example in entries:
            ids = failures[reason]
            assert count == len(ids), (
                f"baselines/notes/{name}.md: {reason} has {len(ids)} entries, not {count}"
            )
            assert example in ids, (
                f"baselines/notes/{name}.md: {reason}'s example {example} is not one of its cases"
            )
            machine_made = example.startswith(MACHINE_MADE) and reason not in hermes_level
            assert not machine_made, (
                f"baselines/notes/{name}.md: {reason}'s example {example} is not hand-written"
            )


def test_notes_give_each_row_its_baselines_totals():
    """A row section's "N entries under K reasons" is its baseline's, not a count from an older round."""
    totals: dict[str, tuple[int, int]] = {}
    for path in NOTES:
        for line in path.read_text("utf-8").splitlines():
            total = re.match(r"(\d+) entries under (\d+) reasons", line)
            if total:
                totals[path.stem] = (int(total[1]), int(total[2]))
    assert len(totals) >= 20, f"baselines/notes: only {sorted(totals)} give their totals"
    for name, noted in totals.items():
        failures = _failures(ROOT / "baselines" / f"{name}.json")
        actual = (sum(map(len, failures.values())), len(failures))
        assert noted == actual, (
            f"baselines/notes/{name}.md: {noted[0]} entries under {noted[1]} reasons, not {actual}"
        )


# What a reason may claim about its several signatures in one of the stock sentences below, and what
# the claim lets them differ by besides the SPEC section: where the value sits, and its JSON types.
CLAIMS = {
    "only because the same mechanism shows at different places": False,
    "this one mechanism met in cases that pin different SPEC sections or places": False,
    "this one mechanism shows on different JSON types and places": True,
}
_KEY = re.compile(r"(wrong|rejected|errored|skipped)-[0-9.]+(?:-hermes)?-(.*?)(-[0-9a-f]{6})?$")
_PLACES = tuple(slugged(place) for place in PLACES)
_TYPES = re.compile(
    r"\b(?:string|integer|number|boolean|null|array|object)-expected-(?:string|integer|number|boolean|null|array|object)-"
)


def _cause(key: str, types: bool) -> tuple[str, str]:
    """A signature key without the SPEC section and the place words (a key cut to length, which
    ends in a digest, may end in part of one), and with `types`, without a wrong value's JSON types."""
    match = _KEY.match(key)
    assert match, f"not a signature key: {key}"
    outcome, slug, cut = match.groups()
    for place in _PLACES:
        slug = slug.replace(f"-{place}", "")
    while cut:
        ends = [
            len(place[:n]) + 1
            for place in _PLACES
            for n in range(1, len(place))
            if slug.endswith(f"-{place[:n]}")
        ]
        if not ends:
            break
        slug = slug[: -max(ends)]
    if types and outcome == "wrong":
        slug = _TYPES.sub("T-expected-T-", slug)
    return outcome, slug


@pytest.mark.parametrize("path", BASELINES, ids=lambda p: p.stem)
def test_a_reason_with_several_signatures_says_truly_what_they_share(path: Path):
    reasons = json.loads(path.read_text("utf-8"))["reasons"]
    several = {
        key: reason
        for key, reason in reasons.items()
        if isinstance(reason, dict) and len(reason.get("signatures", [])) > 1
    }
    silent = [key for key, reason in several.items() if "signature" not in reason["text"].lower()]
    assert not silent, f"{path.name}: reasons with several signatures and no word on them: {silent}"
    for key, reason in several.items():
        for claim, types in CLAIMS.items():
            if claim in reason["text"]:
                causes = {_cause(signature, types) for signature in reason["signatures"]}
                assert len(causes) == 1, (
                    f"{path.name}: {key} says '{claim}', but its signatures show {sorted(causes)}"
                )


def test_every_row_with_a_baseline_has_notes_and_every_notes_file_a_row():
    """baselines/notes/<row>.md is named after a bundled baseline, and no baselined row goes without one."""
    rows = {path.stem for path in BASELINES}
    notes = {path.stem for path in NOTES}
    assert notes - rows == set(), f"baselines/notes: files for no baseline: {sorted(notes - rows)}"
    assert rows - notes == set(), f"baselines/notes: baselines with no notes: {sorted(rows - notes)}"


_REASON_HEAD = re.compile(r" *- `[a-z0-9-]+` \(\d+; e\.g\. `[^`]+`\)")


@pytest.mark.parametrize("path", NOTES, ids=lambda p: p.stem)
def test_notes_are_wrapped(path: Path):
    """Prose lines stay near 100 characters: a line over 110 must have had nowhere to break before
    (a table row; one long word; a reason line's head, which the tests above read whole)."""
    long = []
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        head = _REASON_HEAD.match(line)
        start = head.end() if head else len(line) - len(line.lstrip())
        if len(line) > 110 and not line.lstrip().startswith("|") and " " in line[start:110]:
            long.append(number)
    assert not long, f"{path.name}: lines {long} are longer than 110 characters; wrap them at about 100"
