"""Baselines: the known failures of one implementation, grouped under their reasons.

A run against a baseline passes only when the cases that do not pass are exactly the listed ones:
a new failure fails the run, and so does a listed case that now passes (a stale entry). Features an
implementation does not support are listed once (`"unsupported": ["mcp"]`); a case skipped for any
other feature is a new failure, and a listed feature that is now supported is stale.
Case ids are stable across releases, which is what makes a baseline safe to keep in a repository.

With `outcomes`, a listed case must also fail the way it is listed: a wrong value unless `outcomes`
lists it as errored, rejected or skipped. A case that now fails another way (a wrong value that now
crashes) is a new failure too. Baselines without `outcomes` do not check how.

Format (`known_failures` may also be the older list of `{"id", "reason"}` entries):

    {"description": ..., "implementation": {...}, "unsupported": ["mcp"],
     "reasons": {"bigint": "SPEC §1.2: ..."}, "known_failures": {"bigint": ["coerce/...", ...]},
     "outcomes": {"errored": ["coerce/..."], "rejected": [...]}}
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources
from pathlib import Path

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from suite.corpus import CorpusError
from suite.model import JSON, Feature, ImplementationInfo, Outcome, Result

TO_FILL_IN = "FILL IN: why these cases fail, naming the SPEC rule each breaks"
NEW_REASON = "new"
WRONG = "wrong"
OUTCOMES = ("errored", "rejected", "skipped")  # how a listed case fails, where it is not a wrong value


def how(result: Result) -> str:
    """How a case that does not pass fails: wrong, errored, rejected or skipped."""
    if result.rejected:
        return "rejected"
    return WRONG if result.outcome == Outcome.FAILED else str(result.outcome)


class BaselineError(CorpusError):
    """A baseline file is unusable; the message names the file and the entry."""


@dataclass(frozen=True)
class Baseline:
    path: Path
    reasons: dict[str, str]  # case id -> reason text
    keys: dict[str, str]  # case id -> reason key
    texts: dict[str, str]  # reason key -> reason text
    unsupported: frozenset[Feature] = frozenset()
    description: str = ""
    ways: dict[str, str] | None = None  # case id -> how it fails; None: the baseline does not say

    def reason(self, case_id: str) -> str:
        return self.reasons[case_id]


class Status:
    KNOWN = "known"
    NEW = "new"
    STALE = "stale"


@dataclass(frozen=True)
class Verdict:
    """How a run compares with its baseline."""

    baseline: Baseline
    new_failures: list[Result]
    stale: list[str]
    known: list[Result]
    stale_features: list[Feature]
    changed: dict[str, str] = field(default_factory=dict)  # new failures listed another way: id -> how

    @property
    def ok(self) -> bool:
        return not self.new_failures and not self.stale and not self.stale_features

    def status(self, result: Result) -> str | None:
        """known, new or stale for a case the verdict speaks of, else None."""
        case_id = result.case.id
        if case_id in self._stale_ids:
            return Status.STALE
        if case_id in self._known_ids:
            return Status.KNOWN
        if case_id in self._new_ids:
            return Status.NEW
        return None

    @cached_property
    def _stale_ids(self) -> frozenset[str]:
        return frozenset(self.stale)

    @cached_property
    def _known_ids(self) -> frozenset[str]:
        return frozenset(r.case.id for r in self.known)

    @cached_property
    def _new_ids(self) -> frozenset[str]:
        return frozenset(r.case.id for r in self.new_failures)

    def lines(self) -> list[str]:
        out = [f"baseline {self.baseline.path}: {len(self.known)} known failures"]
        for result in self.new_failures:
            listed = self.changed.get(result.case.id)
            if listed is None:
                out.append(f"NEW {result.outcome.upper()} {result.case.id} (not in the baseline)")
            else:
                out.append(f"CHANGED {result.case.id}: {how(result)} now; the baseline lists it as {listed}")
        for case_id in self.stale:
            out.append(f"STALE {case_id}: passes now; remove it from the baseline")
        for feature in self.stale_features:
            out.append(f"STALE unsupported {str(feature)!r}: the implementation lists it now")
        out.append("baseline: ok" if self.ok else "baseline: the run does not match its baseline")
        return out


@cache
def _validator() -> Draft202012Validator:
    text = resources.files("suite.schemas").joinpath("baseline.schema.json").read_text("utf-8")
    return Draft202012Validator(json.loads(text))


def load(path: Path, known_ids: Iterable[str], unexplained: bool = False) -> Baseline:
    """Read and check a baseline; every entry must name an existing case and give a reason.

    A reason still to fill in is refused unless `unexplained` (as `baseline --update` allows).
    """
    try:
        document = json.loads(Path(path).read_text("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BaselineError(f"{path}: cannot read baseline: {exc}") from exc
    error = best_match(_validator().iter_errors(document))
    if error is not None:
        raise BaselineError(f"{path}: not a valid baseline at {error.json_path}: {error.message}")
    texts: dict[str, str] = document.get("reasons", {})
    entries = document["known_failures"]
    pairs: list[tuple[str, str, str]]
    if isinstance(entries, dict):
        pairs = [(case_id, key, f"known_failures.{key}") for key, ids in entries.items() for case_id in ids]
        for key in entries:
            if key not in texts:
                raise BaselineError(f"{path}: known_failures.{key}: no reason {key!r} in `reasons`")
    else:
        pairs = [(e["id"], e["reason"], f"known_failures[{i}]") for i, e in enumerate(entries)]
    for name, text in texts.items():
        if text.strip().startswith(TO_FILL_IN) and not unexplained:
            raise BaselineError(f"{path}: reasons.{name}: still says {TO_FILL_IN!r}; explain these failures")
    known = set(known_ids)
    reasons: dict[str, str] = {}
    keys: dict[str, str] = {}
    for case_id, key, where in pairs:
        if case_id in reasons:
            raise BaselineError(f"{path}: {where}: {case_id!r} is listed twice")
        if case_id not in known:
            raise BaselineError(f"{path}: {where}: no case has the id {case_id!r}")
        reasons[case_id] = texts.get(key, key)
        keys[case_id] = key
    unsupported = frozenset(Feature(f) for f in document.get("unsupported", []))
    ways: dict[str, str] | None = None
    if "outcomes" in document:
        ways = dict.fromkeys(reasons, WRONG)
        for way, ids in document["outcomes"].items():
            for case_id in ids:
                if case_id not in reasons:
                    raise BaselineError(f"{path}: outcomes.{way}: {case_id!r} is not in known_failures")
                ways[case_id] = way
    return Baseline(Path(path), reasons, keys, texts, unsupported, document.get("description", ""), ways)


def compare(baseline: Baseline, results: Sequence[Result], features: Iterable[Feature]) -> Verdict:
    """Entries for cases that were not run in this selection are neither new nor stale."""
    supported = set(features)
    new, known, stale = [], [], []
    changed: dict[str, str] = {}
    for result in results:
        listed = result.case.id in baseline.reasons
        if result.outcome == Outcome.PASSED:
            if listed:
                stale.append(result.case.id)
        elif listed and baseline.ways is not None and baseline.ways[result.case.id] != how(result):
            changed[result.case.id] = baseline.ways[result.case.id]
            new.append(result)
        elif listed:
            known.append(result)
        elif _unsupported(result, supported) and result.case.features - supported <= baseline.unsupported:
            continue
        else:
            new.append(result)
    stale_features = sorted(baseline.unsupported & supported)
    return Verdict(baseline, new, stale, known, stale_features, changed)


def _unsupported(result: Result, supported: set[Feature]) -> bool:
    """Whether the case was skipped for needing a feature the implementation does not list."""
    return result.outcome == Outcome.SKIPPED and not result.case.features <= supported


def _first_line(result: Result) -> str:
    return (result.message.strip().splitlines() or [str(result.outcome)])[0][:300]


def document(
    info: ImplementationInfo,
    results: Sequence[Result],
    features: Iterable[Feature],
    previous: Baseline | None = None,
) -> dict[str, JSON]:
    """A baseline for a run: failures grouped by reason, unsupported features listed once.

    With `previous`, every reason that still applies is kept with its text; stale entries are
    dropped; new failures go under the reason `new`, to fill in.
    """
    supported = set(features)
    unsupported = sorted(str(f) for f in set(Feature) - supported)
    groups: dict[str, list[str]] = {}
    texts: dict[str, str] = {}
    ways: dict[str, list[str]] = {way: [] for way in OUTCOMES}
    for result in results:
        if result.outcome == Outcome.PASSED or _unsupported(result, supported):
            continue
        if how(result) != WRONG:
            ways[how(result)].append(result.case.id)
        if previous is not None and result.case.id in previous.keys:
            key = previous.keys[result.case.id]
            texts[key] = previous.texts.get(key, key)
        elif previous is not None:
            key = NEW_REASON
            texts[key] = TO_FILL_IN
        else:
            key = _reason_key(result, texts)
        groups.setdefault(key, []).append(result.case.id)
    description = (
        previous.description
        if previous is not None and previous.description
        else (f"Known failures of {info.name} {info.version}; explain each reason.")
    )
    order = [*(previous.texts if previous is not None else ()), *groups]
    keys = [key for key in dict.fromkeys(order) if key in groups]
    if previous is not None:  # entries kept stay where they were; new ones follow, in run order
        place = {case_id: index for index, case_id in enumerate(previous.keys)}
        groups = {key: sorted(ids, key=lambda i: place.get(i, len(place))) for key, ids in groups.items()}
    return {
        "description": description,
        "implementation": info.as_json(),
        "unsupported": unsupported,
        "reasons": {key: texts[key] for key in keys},
        "known_failures": {key: groups[key] for key in keys},
        "outcomes": {way: ids for way, ids in ways.items() if ids},
    }


def _reason_key(result: Result, texts: dict[str, str]) -> str:
    """A first grouping, by outcome and SPEC section, for the author to split, rename and explain."""
    key = f"{'failed' if how(result) == WRONG else how(result)}-spec-{result.case.spec}"
    texts.setdefault(key, f"{TO_FILL_IN} (first seen: {result.case.id}: {_first_line(result)})")
    return key


def counts(baseline_document: dict[str, JSON]) -> str:
    groups = baseline_document["known_failures"]
    entries = sum(len(ids) for ids in groups.values())
    unsupported = baseline_document["unsupported"]
    return f"baseline: {entries} known failures under {len(groups)} reasons" + (
        f"; unsupported: {', '.join(unsupported)}" if unsupported else ""
    )
