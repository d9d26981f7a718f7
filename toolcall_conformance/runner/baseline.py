"""Baselines: the known failures of one implementation, grouped under their reasons.

A run against a baseline passes only when the cases that do not pass are exactly the listed ones:
a new failure fails the run, and so does a listed case that now passes (a stale entry). Features an
implementation does not support are listed once (`"unsupported": ["mcp"]`); a case skipped for any
other feature is a new failure, and a listed feature that is now supported is stale.
Case ids are stable across releases, which is what makes a baseline safe to keep in a repository.

With `outcomes`, a listed case must also fail the way it is listed: a wrong value unless `outcomes`
lists it as errored, rejected or skipped. A case that now fails another way (a wrong value that now
crashes) is a new failure too. Baselines without `outcomes` do not check how. A case listed under
several ways (`"wrong"` may be named too) may fail any of them: for a case that meets a time bound, where
the same slow answer is sometimes in time (a rejection, a wrong value) and sometimes not (errored).

A reason is its text, or data: the text with the SPEC section and level of the rule it breaks, and
the cause signatures (toolcall_conformance/runner/signatures.py) its cases may carry together. A core reason
lists
no hermes-level case. A listed case that fails by a cause its reason's `signatures` does not name has
CHANGED cause: a warning, or with `changed_cause="fail"` a mismatch. A run warns when the cases of a
reason naming no `signatures` carry more than one: one reason, one cause, unless the reason says which
belong together.
A first baseline arrives grouped by signature, each reason's text the signature's own words
(`unreviewed: SPEC §1.2 · integer expected, string kept, at the top level (e.g. ...)`): a gate at once.
A reason whose text still says so is unreviewed, a warning and never a refusal; reviewing it means
replacing its text. `"placeholder": true` marks the baseline `init` makes from its skeleton, which the
first run of the user's own code replaces (`run --first-baseline`).

A baseline records the suite it was made with (`"suite": {"version", "corpus"}`, written by `baseline`;
older baselines have none). Run against a later release, the cases the suite added, re-issued or removed
since that version (from the release manifests, toolcall_conformance/corpus/manifest.py) are told apart from
the
implementation's new failures: *changed by the suite*, for `baseline --update` to take in.

Format (`known_failures` may also be the older list of `{"id", "reason"}` entries):

    {"description": ..., "implementation": {...}, "suite": {"version": "1.0.0", "corpus": "sha256:..."},
     "unsupported": ["mcp"], "placeholder": false,
     "reasons": {"bigint": "SPEC §1.2: ...",
                 "ref-ignored": {"text": "SPEC §2: ...", "spec": "2", "level": "core",
                                 "signatures": ["wrong-1.2-integer-expected-string-kept-behind-ref", ...]}},
     "known_failures": {"bigint": ["coerce/...", ...], "ref-ignored": [...]},
     "outcomes": {"errored": ["coerce/..."], "rejected": [...]}}
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources
from pathlib import Path

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from toolcall_conformance.corpus import CorpusError, manifest
from toolcall_conformance.corpus.loader import read_document
from toolcall_conformance.model import (
    CASE_FEATURES,
    JSON,
    SOURCE_FEATURES,
    Feature,
    ImplementationInfo,
    Level,
    Outcome,
    Result,
    missing_source,
)
from toolcall_conformance.runner.signatures import Signature, how, not_run, signature
from toolcall_conformance.version import suite_version

UNREVIEWED = "unreviewed: "  # how a reason's text starts while it is the signature's own words
OLD_UNREVIEWED = "FILL IN"  # how older baselines' first reasons start: unreviewed too
WRONG = "wrong"
OUTCOMES = ("errored", "rejected", "skipped")  # how a listed case fails, where it is not a wrong value


class BaselineError(CorpusError):
    """A baseline file is unusable; the message names the file and the entry."""


# Whose a failure is: the implementation's (a bug), a behaviour its own documentation states (a
# documented divergence), a case whose expected answer reasonable maintainers dispute (contested), or
# the suite's way of calling it (a harness limit: not the library's to fix).
CLASSIFICATIONS = ("bug", "documented-divergence", "contested", "harness-limit")


@dataclass(frozen=True)
class Upstream:
    """A public issue or pull request that reports a reason: its state when last read, and the release
    that fixed it, if any."""

    url: str
    state: str  # open, closed or merged
    read: str  # the date it was last read, YYYY-MM-DD
    fixed_in: str | None = None  # the release that ships the fix
    title: str | None = None

    @classmethod
    def read_json(cls, entry: dict[str, JSON]) -> Upstream:
        return cls(entry["url"], entry["state"], entry["read"], entry.get("fixed_in"), entry.get("title"))

    def as_json(self) -> dict[str, JSON]:
        data: dict[str, JSON] = {"url": self.url, "state": self.state, "read": self.read}
        data |= {"fixed_in": self.fixed_in} if self.fixed_in else {}
        return data | ({"title": self.title} if self.title else {})


@dataclass(frozen=True)
class Reason:
    """Why cases fail: the text, and where given the SPEC section and level of the rule broken and the
    signatures its cases may carry together."""

    text: str
    spec: str | None = None
    level: str | None = None
    signatures: tuple[str, ...] = ()
    repro: str | None = None  # the listed case its repro calls the library on
    classification: str | None = None  # one of CLASSIFICATIONS: whose the failure is
    upstream: tuple[Upstream, ...] = ()  # the public issues and pull requests that report it

    @property
    def unreviewed(self) -> bool:
        """The text is still the machine's (or an older baseline's `FILL IN`): nobody has explained it."""
        return self.text.lstrip().startswith((UNREVIEWED, OLD_UNREVIEWED))

    @classmethod
    def read(cls, entry: str | dict[str, JSON]) -> Reason:
        if isinstance(entry, str):
            return cls(entry)
        signatures = tuple(entry.get("signatures", ()))
        upstream = tuple(Upstream.read_json(link) for link in entry.get("upstream", ()))
        return cls(
            entry["text"],
            entry.get("spec"),
            entry.get("level"),
            signatures,
            entry.get("repro"),
            entry.get("classification"),
            upstream,
        )

    def as_json(self) -> str | dict[str, JSON]:
        """The text alone when that is all there is, as older baselines write a reason."""
        if (self.spec, self.level, self.signatures, self.repro, self.classification, self.upstream) == (
            None, None, (), None, None, ()
        ):  # fmt: skip
            return self.text
        data: dict[str, JSON] = {"text": self.text}
        data |= {"spec": self.spec} if self.spec is not None else {}
        data |= {"level": self.level} if self.level is not None else {}
        data |= {"classification": self.classification} if self.classification is not None else {}
        data |= {"upstream": [link.as_json() for link in self.upstream]} if self.upstream else {}
        data |= {"repro": self.repro} if self.repro is not None else {}
        return data | ({"signatures": list(self.signatures)} if self.signatures else {})


@dataclass(frozen=True)
class Made:
    """The suite a baseline was made with: its version and the digest of its bundled corpus."""

    version: str
    corpus: str

    @classmethod
    def now(cls) -> Made:
        return cls(suite_version(), manifest.committed_digest() or "unknown")

    def as_json(self) -> dict[str, str]:
        return {"version": self.version, "corpus": self.corpus}


@dataclass(frozen=True)
class SuiteChanges:
    """What the suite changed between the release a baseline was made with and this one."""

    since: str  # the baseline's suite version
    changed: dict[str, str]  # case id -> how the suite changed it (added, re-issued from ...)
    removed: dict[str, str]  # removed case id -> how (removed, re-issued as ...)


def suite_changes(made: Made | None) -> SuiteChanges | None:
    """The cases the suite changed since the release `made` names (by its version, else by its corpus
    digest); None when the bundled corpus is the one the baseline was made with, or no release manifest
    matches it."""
    if made is None or made.corpus == manifest.committed_digest():
        return None
    releases = manifest.released()
    release = releases.get(made.version) or next(  # else the release whose corpus it was made with
        (path for path in releases.values() if manifest.read(path).digest == made.corpus), None
    )
    if release is None or not manifest.MANIFEST.exists():
        return None
    diff = manifest.Diff(manifest.read(release), manifest.read(manifest.MANIFEST))
    successors = {old: new for new, old in diff.reissued.items()}
    removed = {i: f"re-issued as {successors[i]}" if i in successors else "removed" for i in diff.removed}
    return SuiteChanges(made.version, diff.changed, removed)


@dataclass(frozen=True)
class Baseline:
    path: Path
    reasons: dict[str, str]  # case id -> reason text
    keys: dict[str, str]  # case id -> reason key
    texts: dict[str, str]  # reason key -> reason text
    unsupported: frozenset[Feature] = frozenset()
    description: str = ""
    ways: dict[str, frozenset[str]] | None = None  # case id -> how it may fail; None: not said
    data: dict[str, Reason] = field(default_factory=dict)  # reason key -> the reason as data
    made: Made | None = None  # the suite it was made with, where it says
    changes: SuiteChanges | None = None  # what the suite changed since
    retired: tuple[str, ...] = ()  # listed cases the suite removed since
    placeholder: bool = False  # made by `init` from its skeleton, not from the user's code

    @property
    def unreviewed(self) -> list[str]:
        """The keys of the reasons whose text nobody has replaced yet."""
        return [key for key, reason in self.data.items() if reason.unreviewed]

    def triage(self, case_id: str) -> dict[str, JSON] | None:
        """The classification and public reports of the reason listing `case_id`, where it has any."""
        reason = self.data.get(self.keys.get(case_id, ""))
        if reason is None or (reason.classification is None and not reason.upstream):
            return None
        return {
            "classification": reason.classification,
            "upstream": [link.as_json() for link in reason.upstream],
        }

    @property
    def reviewed(self) -> dict[str, str]:
        """Case id -> reason key, for the cases listed under a reason somebody explained."""
        if self.placeholder:
            return {}
        return {
            case_id: key
            for case_id, key in self.keys.items()
            if not Reason(self.texts.get(key, key)).unreviewed
        }

    def reason(self, case_id: str) -> str:
        return self.reasons[case_id]

    def mixed(
        self, results: Iterable[Result], known: Mapping[str, Signature] | None = None
    ) -> dict[str, Counter[Signature]]:
        """Reason key -> the signatures of its failing cases, for each reason whose cases carry more
        than one (or one its `signatures` does not name); `known`: signatures computed already, by id."""
        found: dict[str, Counter[Signature]] = {}
        for result in results:
            key = self.keys.get(result.case.id)
            if key is not None and result.outcome != Outcome.PASSED:
                computed = known.get(result.case.id) if known is not None else None
                found.setdefault(key, Counter())[computed or signature(result)] += 1
        mixed = {}
        for key, seen in found.items():
            accepted = self.data[key].signatures if key in self.data else ()
            if (accepted and any(s.key not in accepted for s in seen)) or (not accepted and len(seen) > 1):
                mixed[key] = seen
        return mixed


class Status:
    KNOWN = "known"
    NEW = "new"
    STALE = "stale"
    SUITE = "changed-by-suite"


CHANGED_CAUSE = ("warn", "fail")  # what a listed case failing by a cause its reason does not name does


@dataclass(frozen=True)
class ChangedCause:
    """A listed case that fails the listed way but by a cause its reason does not name."""

    reason: str  # the reason's key
    listed: tuple[str, ...]  # the signatures the reason names
    now: Signature

    def as_json(self) -> dict[str, JSON]:
        return {"reason": self.reason, "listed": list(self.listed), "now": self.now.as_json()}

    def line(self, case_id: str) -> str:
        listed = self.listed[0] if len(self.listed) == 1 else f"one of {len(self.listed)} causes"
        return (
            f"CHANGED {case_id}: now {self.now.text} [{self.now.key}]; "
            f"its reason {self.reason!r} lists {listed}"
        )


@dataclass(frozen=True)
class Verdict:
    """How a run compares with its baseline."""

    baseline: Baseline
    new_failures: list[Result]
    stale: list[str]
    known: list[Result]
    stale_features: list[Feature]
    changed: dict[str, str] = field(default_factory=dict)  # new failures listed another way: id -> how
    mixed: dict[str, Counter[Signature]] = field(default_factory=dict)  # reasons with several causes
    by_suite: list[Result] = field(default_factory=list)  # failures of cases the suite changed since
    changed_causes: dict[str, ChangedCause] = field(default_factory=dict)  # known, by an unnamed cause
    changed_cause: str = "warn"  # one of CHANGED_CAUSE: whether a changed cause fails the run

    @property
    def ok(self) -> bool:
        return (
            not self.new_failures
            and not self.stale
            and not self.stale_features
            and not self.by_suite
            and not self.baseline.retired
            and not (self.changed_cause == "fail" and self.changed_causes)
        )

    @property
    def changed_by_suite(self) -> dict[str, str]:
        """Case id -> how the suite changed it since the baseline's version, for each failure of such a
        case and each listed case the suite removed."""
        changes = self.baseline.changes
        if changes is None:
            return {}
        failing = {r.case.id: f"{changes.changed[r.case.id]} since {changes.since}" for r in self.by_suite}
        return failing | {i: f"{changes.removed[i]} since {changes.since}" for i in self.baseline.retired}

    def status(self, result: Result) -> str | None:
        """known, new or stale for a case the verdict speaks of, else None."""
        case_id = result.case.id
        if case_id in self._stale_ids:
            return Status.STALE
        if case_id in self._known_ids:
            return Status.KNOWN
        if case_id in self._new_ids:
            return Status.NEW
        if case_id in self._suite_ids:
            return Status.SUITE
        return None

    @cached_property
    def _suite_ids(self) -> frozenset[str]:
        return frozenset(r.case.id for r in self.by_suite)

    @cached_property
    def _stale_ids(self) -> frozenset[str]:
        return frozenset(self.stale)

    @cached_property
    def _known_ids(self) -> frozenset[str]:
        return frozenset(r.case.id for r in self.known)

    @cached_property
    def _new_ids(self) -> frozenset[str]:
        return frozenset(r.case.id for r in self.new_failures)

    def counts(self) -> str:
        """`781 known failures, 12 new, 3 stale, 2 changed cause`: what the verdict holds, in one line."""
        stale = len(self.stale) + len(self.stale_features)
        parts = [f"{len(self.known)} known failures", f"{len(self.new_failures)} new", f"{stale} stale"]
        if self.changed_causes:
            parts.append(f"{len(self.changed_causes)} changed cause ({self.changed_cause})")
        if self.changed_by_suite:
            parts.append(f"{len(self.changed_by_suite)} changed by the suite")
        return ", ".join(parts)

    def entries(self) -> list[str]:
        """A line for each case or feature the verdict speaks of (NEW, CHANGED, STALE), then a warning
        for each reason whose cases carry several causes."""
        out = []
        for result in self.new_failures:
            listed = self.changed.get(result.case.id)
            if listed is None:
                out.append(f"NEW {result.outcome.upper()} {result.case.id} (not in the baseline)")
            else:
                out.append(f"CHANGED {result.case.id}: {how(result)} now; the baseline lists it as {listed}")
        out += [changed.line(case_id) for case_id, changed in self.changed_causes.items()]
        for case_id in self.stale:
            out.append(f"STALE {case_id}: passes now; remove it from the baseline")
        for feature in self.stale_features:
            out.append(f"STALE unsupported {str(feature)!r}: the implementation lists it now")
        for case_id, change in self.changed_by_suite.items():
            out.append(f"SUITE {case_id}: {change}; changed by the suite, not the implementation")
        return out + mixed_lines(self.mixed)

    def lines(self, limit: int | None = None, rest: str = "the JSON report lists them all") -> list[str]:
        """The verdict: its counts, each entry (the first `limit` of them, then how many more and where
        `rest` says they are), the word on the whole last."""
        out = [f"baseline {self.baseline.path}: {self.counts()}"]
        entries = self.entries()
        shown = entries if limit is None or len(entries) <= limit + 1 else entries[:limit]
        out += shown
        if len(shown) < len(entries):
            out.append(f"... {len(entries) - len(shown)} more not shown here; {rest}")
        if self.changed_by_suite:
            made = self.baseline.made
            out.append(
                f"baseline: made with suite {made.version if made else '?'}; {len(self.changed_by_suite)} of"
                f" its differences are the suite's changes since: `toolcall-conformance baseline --update"
                f" {self.baseline.path}` takes them in"
            )
        out += unreviewed_lines(self.baseline)
        out.append("baseline: ok" if self.ok else "baseline: the run does not match its baseline")
        return out


def mixed_lines(mixed: dict[str, Counter[Signature]]) -> list[str]:
    """A warning per reason whose cases carry several cause signatures."""
    return [
        f"warning: reason {key!r} covers {len(seen)} causes: "
        + "; ".join(f"{count} cases · {s.text} [{s.key}]" for s, count in seen.most_common())
        + " (split it, or name the causes that belong together in the reason's `signatures`)"
        for key, seen in mixed.items()
    ]


def unreviewed_lines(baseline: Baseline) -> list[str]:
    """One warning when reasons still carry the machine's text: the gate holds, the why is missing."""
    if baseline.placeholder:
        return [f"warning: {baseline.path} is init's placeholder baseline: call your code from the harness"]
    keys = baseline.unreviewed
    if not keys:
        return []
    return [
        f"warning: {len(keys)} of {len(baseline.data)} reasons in {baseline.path} are unreviewed: replace"
        f" each text with why (`toolcall-conformance baseline --unreviewed {baseline.path}` lists them)"
    ]


@cache
def _validator() -> Draft202012Validator:
    text = resources.files("toolcall_conformance.schemas").joinpath("baseline.schema.json").read_text("utf-8")
    return Draft202012Validator(json.loads(text))


def load(path: Path, known_ids: Iterable[str] | Mapping[str, Level]) -> Baseline:
    """Read and check a baseline; every entry must name an existing case and give a reason.

    With each case's level (`known_ids` a mapping), a core reason listing a hermes-level case is refused.
    """
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise BaselineError(f"{path}: cannot read baseline: {exc}") from exc
    document = read_document(Path(path), raw, BaselineError, "cannot read baseline: ")
    try:
        error = best_match(_validator().iter_errors(document))
    except RecursionError:
        raise BaselineError(f"{path}: nested deeper than the suite can check") from None
    if error is not None:
        raise BaselineError(f"{path}: not a valid baseline at {error.json_path}: {error.message}")
    made = Made(**document["suite"]) if "suite" in document else None
    changes = suite_changes(made)
    retired: list[str] = []
    data = {key: Reason.read(entry) for key, entry in document.get("reasons", {}).items()}
    texts = {key: reason.text for key, reason in data.items()}
    entries = document["known_failures"]
    pairs: list[tuple[str, str, str]]
    if isinstance(entries, dict):
        pairs = [(case_id, key, f"known_failures.{key}") for key, ids in entries.items() for case_id in ids]
        for key in entries:
            if key not in texts:
                raise BaselineError(f"{path}: known_failures.{key}: no reason {key!r} in `reasons`")
        for key, reason in data.items():
            if reason.repro is not None and reason.repro not in entries.get(key, ()):
                raise BaselineError(
                    f"{path}: reasons.{key}.repro: {reason.repro!r} is not listed under {key!r}"
                )
    else:
        pairs = [(e["id"], e["reason"], f"known_failures[{i}]") for i, e in enumerate(entries)]
    known = set(known_ids)
    reasons: dict[str, str] = {}
    keys: dict[str, str] = {}
    for case_id, key, where in pairs:
        if case_id in reasons:
            raise BaselineError(f"{path}: {where}: {case_id!r} is listed twice")
        if case_id not in known and changes is not None and case_id in changes.removed:
            retired.append(case_id)
            continue
        if case_id not in known:
            raise BaselineError(f"{path}: {where}: no case has the id {case_id!r}")
        reasons[case_id] = texts.get(key, key)
        keys[case_id] = key
        level = known_ids[case_id] if isinstance(known_ids, Mapping) else None
        if level not in (None, Level.CORE) and key in data and data[key].level == Level.CORE:
            raise BaselineError(
                f"{path}: {where}: {case_id!r} is a {level}-level case under the core reason {key!r};"
                f" a {level}-level failure never counts against core"
            )
    unsupported = frozenset(Feature(f) for f in document.get("unsupported", []))
    ways: dict[str, frozenset[str]] | None = None
    if "outcomes" in document:
        named: dict[str, frozenset[str]] = {}
        for way, ids in document["outcomes"].items():
            for case_id in ids:
                if case_id in retired:
                    continue
                if case_id not in reasons:
                    raise BaselineError(f"{path}: outcomes.{way}: {case_id!r} is not in known_failures")
                named[case_id] = named.get(case_id, frozenset()) | {way}
        ways = {case_id: named.get(case_id, frozenset({WRONG})) for case_id in reasons}
    description = document.get("description", "")
    placeholder = bool(document.get("placeholder", False))
    return Baseline(
        Path(path),
        reasons,
        keys,
        texts,
        unsupported,
        description,
        ways,
        data,
        made,
        changes,
        tuple(retired),
        placeholder,
    )


def compare(
    baseline: Baseline, results: Sequence[Result], features: Iterable[Feature], changed_cause: str = "warn"
) -> Verdict:
    """Entries for cases that were not run in this selection are neither new nor stale, nor are those
    a core-level run passes with an answer that conforms at core (their finding is of hermes level).
    A listed case failing by a cause its reason's `signatures` does not name fails the run when
    `changed_cause` is "fail"; "warn" reports it only."""
    supported = set(features)
    new, known, stale = [], [], []
    changed: dict[str, str] = {}
    by_suite: list[Result] = []
    since = baseline.changes.changed if baseline.changes is not None else {}
    causes: dict[str, ChangedCause] = {}
    computed: dict[str, Signature] = {}
    for result in results:
        listed = result.case.id in baseline.reasons
        if result.outcome == Outcome.PASSED:
            if listed and not result.core_conforms:  # passed by Hermes' choice: a core-level run
                stale.append(result.case.id)
        elif listed and baseline.ways is not None and how(result) not in baseline.ways[result.case.id]:
            changed[result.case.id] = " or ".join(sorted(baseline.ways[result.case.id]))
            new.append(result)
        elif listed:
            known.append(result)
            key = baseline.keys[result.case.id]
            named = baseline.data[key].signatures if key in baseline.data else ()
            if named and not not_run(result):
                now = computed[result.case.id] = signature(result)
                if now.key not in named:
                    causes[result.case.id] = ChangedCause(key, named, now)
        elif result.outcome == Outcome.SKIPPED and (
            missing_source(result.case, frozenset(supported)) is not None
            or (
                _unsupported(result, supported)
                and (result.case.features - supported) & set(CASE_FEATURES)
                <= baseline.unsupported | SERVER_FEATURES
            )
        ):
            continue
        elif result.case.id in since:
            by_suite.append(result)
        else:
            new.append(result)
    stale_features = sorted(baseline.unsupported & supported)
    unnamed = {  # a reason naming its signatures has each case of another cause reported on its own
        key: seen
        for key, seen in baseline.mixed(results, computed).items()
        if key not in baseline.data or not baseline.data[key].signatures
    }
    return Verdict(
        baseline, new, stale, known, stale_features, changed, unnamed, by_suite, causes, changed_cause
    )


SERVER_FEATURES = frozenset(SOURCE_FEATURES.values())
"""A case that needs only these beyond what an implementation lists is a server's case (SPEC §7): an
implementation that builds no tool from a source skips it by design, never as a shortcoming."""


def _unsupported(result: Result, supported: set[Feature]) -> bool:
    """Whether the case was skipped for needing a feature the implementation does not list."""
    return result.outcome == Outcome.SKIPPED and not result.case.features <= supported


def _first_line(result: Result) -> str:
    if result.differences:
        return str(result.differences[0])[:200]
    return (result.message.strip().splitlines() or [str(result.outcome)])[0][:300]


def document(
    info: ImplementationInfo,
    results: Sequence[Result],
    features: Iterable[Feature],
    previous: Baseline | None = None,
) -> dict[str, JSON]:
    """A baseline for a run: failures grouped by cause, unsupported features listed once.

    Each reason's text is its cause signature's own words, unreviewed. With `previous`, every reviewed
    reason that still applies keeps its key, text and cases; stale entries are dropped; the rest (new
    failures, and the cases of reasons nobody reviewed, all of a placeholder baseline's) are grouped
    by cause anew.
    """
    supported = set(features)
    unsupported = sorted(str(f) for f in set(CASE_FEATURES) - supported)
    groups: dict[str, list[str]] = {}
    texts: dict[str, str | dict[str, JSON]] = {}
    ways: dict[str, list[str]] = {way: [] for way in OUTCOMES}
    kept = previous.reviewed if previous is not None else {}
    for result in results:
        sourceless = missing_source(result.case, frozenset(supported)) is not None
        if (
            result.outcome == Outcome.PASSED
            or _unsupported(result, supported)
            or (result.outcome == Outcome.SKIPPED and sourceless)
        ):
            continue
        if how(result) != WRONG:
            ways[how(result)].append(result.case.id)
        key = kept.get(result.case.id)
        if key is not None:
            assert previous is not None
            texts[key] = previous.data[key].as_json() if key in previous.data else key
        else:
            key = _reason_key(result, texts, reserved=set(kept.values()))
        groups.setdefault(key, []).append(result.case.id)
    description = (
        previous.description
        if previous is not None and previous.description and not previous.placeholder
        else (f"Known failures of {info.name} {info.version}; review each reason.")
    )
    fresh = [key for key in groups if key not in kept.values()]
    fresh.sort(key=lambda key: -len(groups[key]))  # a new cause: the largest first
    if previous is not None:  # entries kept stay where they were; new ones follow, in run order
        reviewed = [key for key in previous.texts if key in groups and key not in fresh]
        place = {case_id: index for index, case_id in enumerate(previous.keys)}
        groups = {key: sorted(ids, key=lambda i: place.get(i, len(place))) for key, ids in groups.items()}
        keys = [*reviewed, *fresh]
    else:
        keys = fresh
    return {
        "description": description,
        "implementation": info.as_json(),
        "suite": Made.now().as_json(),
        "unsupported": unsupported,
        "reasons": {key: texts[key] for key in keys},
        "known_failures": {key: groups[key] for key in keys},
        "outcomes": {way: ids for way, ids in ways.items() if ids},
    }


def _reason_key(result: Result, texts: dict[str, str | dict[str, JSON]], reserved: set[str]) -> str:
    """A grouping by cause signature, its text the signature's words, for the author to review (and
    merge where one rule is broken in several ways, naming the signatures that belong together). A
    key a reviewed reason holds already gets `-new` added: a new cause never joins a reviewed text."""
    found = signature(result)
    key = found.key if found.key not in reserved else f"{found.key}-new"
    if key not in texts:
        example = f"e.g. {result.case.id}: {_first_line(result)}"
        text = f"{UNREVIEWED}{found.text} ({example})"
        texts[key] = Reason(text, found.section.lstrip("§"), found.level).as_json()
    return key


@dataclass(frozen=True)
class Resigned:
    """A baseline document with its reasons' `signatures` computed anew from a run, and what the run
    showed that a rewrite of signatures alone leaves untouched."""

    document: dict[str, JSON]
    changed: list[str]  # reason keys whose signatures changed
    new: list[str]  # failing cases the baseline does not list
    stale: list[str]  # listed cases that passed
    unnamed: list[str]  # reasons given as text alone whose cases carry several signatures


def resigned(path: Path, previous: Baseline, results: Sequence[Result], keep: bool = False) -> Resigned:
    """The document at `path` with each reason's `signatures` recomputed from `results`: the keys of
    the signatures its listed cases carry in this run, sorted; none for a reason whose cases carry one.
    Nothing else changes (case lists, outcomes, texts, the order of everything), so the rewrite can be
    repeated whenever signatures are computed differently. A case listed under several ways (a time
    bound) shows one way per run: the reason keeps the listed signatures of its other ways. A reason
    none of whose cases failed in the run keeps its list. With `keep`, every listed signature stays and
    the run's are added: for a library whose message for one case differs from run to run (which of
    a schema's faults python-jsonschema reports first, say), runs are collected."""
    document = json.loads(Path(path).read_text("utf-8"))
    seen: dict[str, set[str]] = {}
    other_ways: dict[str, set[str]] = {}  # reason -> ways a case of it may fail but did not in this run
    new, stale = [], []
    for result in results:
        key = previous.keys.get(result.case.id)
        if key is None:
            if result.not_passing and not not_run(result):
                new.append(result.case.id)
            continue
        if result.outcome == Outcome.PASSED:
            stale.append(result.case.id)
            continue
        if result.outcome == Outcome.SKIPPED or not_run(result):
            continue
        seen.setdefault(key, set()).add(signature(result).key)
        ways = previous.ways.get(result.case.id, frozenset()) if previous.ways is not None else frozenset()
        other_ways.setdefault(key, set()).update(way for way in ways if way != how(result))
    changed, unnamed = [], []
    reasons = document.get("reasons", {})
    for key, found in seen.items():
        entry = reasons.get(key)
        before = previous.data[key].signatures if key in previous.data else ()
        kept = {s for s in before if keep or any(s.startswith(f"{way}-") for way in other_ways.get(key, ()))}
        keys = sorted(found | kept) if len(found | kept) > 1 else []
        if not isinstance(entry, dict):
            if len(keys) > 1:
                unnamed.append(key)
            continue
        if keys:
            entry["signatures"] = keys
        else:
            entry.pop("signatures", None)
        if tuple(keys) != tuple(before):
            changed.append(key)
    return Resigned(document, changed, new, stale, unnamed)


def counts(baseline_document: dict[str, JSON]) -> str:
    groups = baseline_document["known_failures"]
    entries = sum(len(ids) for ids in groups.values())
    unsupported = baseline_document["unsupported"]
    return f"baseline: {entries} known failures under {len(groups)} reasons" + (
        f"; unsupported: {', '.join(unsupported)}" if unsupported else ""
    )
