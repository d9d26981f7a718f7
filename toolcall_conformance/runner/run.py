"""One finished (or interrupted) run: what the reporters are given."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from toolcall_conformance.corpus.shard import Shard
from toolcall_conformance.model import JSON, Case, Feature, ImplementationInfo, Outcome, Result
from toolcall_conformance.runner.baseline import Verdict
from toolcall_conformance.version import suite_version

__all__ = ["Run", "corpus_hash", "nothing_tested", "suite_version"]


def corpus_hash(cases: Sequence[Case]) -> str:
    """A fingerprint of the selected cases (ids, requests, expectations): equal hashes, same cases."""
    digest = hashlib.sha256()
    for case in cases:
        request = {k: v.as_json() if hasattr(v, "as_json") else v for k, v in case.request.items()}
        pinned = [case.id, str(case.level), request, case.expected]
        alternatives = getattr(case, "core_alternatives", ())
        pinned += [list(alternatives)] if alternatives else []  # a case without them hashes as before
        text = json.dumps(pinned, sort_keys=True, default=str)
        digest.update(text.encode("utf-8", "surrogatepass") + b"\n")
    return f"sha256:{digest.hexdigest()}"


@dataclass(frozen=True)
class Slice:
    """What a run of one shard needs to say so that `report merge` can rebuild the whole run."""

    shard: Shard
    positions: tuple[int, ...]  # each result's position in the whole selection
    selected: int  # how many cases the whole selection holds
    options: dict[str, JSON]  # the options the run was given: every shard of a run has the same

    def as_json(self) -> dict[str, JSON]:
        return {
            "index": self.shard.index,
            "count": self.shard.count,
            "selected": self.selected,
            "options": self.options,
            "positions": list(self.positions),
        }


@dataclass(frozen=True)
class Run:
    info: ImplementationInfo
    features: frozenset[Feature]
    results: list[Result]
    selected: int  # how many cases were selected; fewer results when interrupted
    corpus_hash: str
    verdict: Verdict | None = None
    interrupted: str | None = None  # the signal's name when the run was cut short
    slice: Slice | None = None  # a run of one shard of the selection (`run --shard K/N`)
    options: dict[str, JSON] | None = None  # the options that shaped it (`run`'s; `report diff` reads them)


def nothing_tested(results: Sequence[Result], features: Iterable[Feature]) -> str | None:
    """Why a run with these results tested nothing, or None: no case executed (all skipped), or none
    got an answer. Such a run never passes, whatever its baseline lists.
    """
    if any(result.outcome in (Outcome.PASSED, Outcome.FAILED) for result in results):
        return None
    executed = sum(result.outcome != Outcome.SKIPPED for result in results)
    if not executed:
        listed = ", ".join(sorted(map(str, features))) or "none"
        return f"no selected case was executed (the implementation lists features: {listed})"
    return f"no selected case got an answer (all {executed} executed errored)"
