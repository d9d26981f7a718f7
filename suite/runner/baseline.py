"""Baselines: the known failures of one implementation, each with a reason.

A run against a baseline passes only when the cases that do not pass are exactly the listed ones:
a new failure fails the run, and so does a listed case that now passes (a stale entry).
Case ids are stable across releases, which is what makes a baseline safe to keep in a repository.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator

from suite.corpus import CorpusError
from suite.model import ImplementationInfo
from suite.runner.engine import Result

NOT_PASSING = ("failed", "errored", "skipped")


class BaselineError(CorpusError):
    """A baseline file is unusable; the message names the file and the entry."""


@dataclass(frozen=True)
class Baseline:
    path: Path
    reasons: dict[str, str]  # case id -> reason text

    def reason(self, case_id: str) -> str:
        return self.reasons[case_id]


@dataclass(frozen=True)
class Verdict:
    """How a run compares with its baseline."""

    new_failures: list[Result]
    stale: list[str]
    known: list[Result]

    @property
    def ok(self) -> bool:
        return not self.new_failures and not self.stale

    def lines(self, baseline: Baseline) -> list[str]:
        out = [f"baseline {baseline.path}: {len(self.known)} known failures"]
        for result in self.new_failures:
            out.append(f"NEW {result.outcome.upper()} {result.case.id} (not in the baseline)")
        for case_id in self.stale:
            out.append(f"STALE {case_id}: passes now; remove it from the baseline")
        out.append("baseline: ok" if self.ok else "baseline: the run does not match its baseline")
        return out


@cache
def _validator() -> Draft202012Validator:
    text = resources.files("suite.schemas").joinpath("baseline.schema.json").read_text("utf-8")
    return Draft202012Validator(json.loads(text))


def load(path: Path, known_ids: Iterable[str]) -> Baseline:
    """Read and check a baseline; every entry must name an existing case and give a reason."""
    try:
        document = json.loads(Path(path).read_text("utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise BaselineError(f"{path}: cannot read baseline: {exc}") from exc
    errors = sorted(_validator().iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        where = "".join(f"[{p!r}]" for p in errors[0].absolute_path)
        raise BaselineError(f"{path}: not a valid baseline at ${where}: {errors[0].message}")
    named_reasons: dict[str, str] = document.get("reasons", {})
    known = set(known_ids)
    reasons: dict[str, str] = {}
    for i, entry in enumerate(document["known_failures"]):
        case_id, reason = entry["id"], entry["reason"]
        if case_id in reasons:
            raise BaselineError(f"{path}: known_failures[{i}]: {case_id!r} is listed twice")
        if case_id not in known:
            raise BaselineError(f"{path}: known_failures[{i}]: no case has the id {case_id!r}")
        reasons[case_id] = named_reasons.get(reason, reason)
    return Baseline(Path(path), reasons)


def compare(baseline: Baseline, results: Sequence[Result]) -> Verdict:
    """Entries for cases that were not run in this selection are neither new nor stale."""
    new, known, stale = [], [], []
    for result in results:
        listed = result.case.id in baseline.reasons
        if result.outcome == "passed":
            if listed:
                stale.append(result.case.id)
        elif listed:
            known.append(result)
        elif result.outcome != "skipped":  # unsupported cases never pass, but are not new failures
            new.append(result)
    return Verdict(new, stale, known)


def from_results(info: ImplementationInfo, results: Sequence[Result]) -> dict[str, Any]:
    """A baseline listing every case of the run that did not pass, its first problem as reason."""
    failures = []
    for result in results:
        if result.outcome in NOT_PASSING:
            first = (result.message.strip().splitlines() or [result.outcome])[0]
            failures.append({"id": result.case.id, "reason": f"{result.outcome}: {first}"[:300]})
    return {
        "description": f"Known failures of {info.name} {info.version}; explain each reason.",
        "implementation": info.as_json(),
        "known_failures": failures,
    }
