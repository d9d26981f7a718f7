"""The case manifest: every bundled case's id, level, the features it needs, its SPEC section and a digest
of what it pins, so that a case whose meaning changes is seen to change.

`corpora/manifest.json` is the manifest of the corpus as committed; `corpora/releases/<version>.json`
the manifest each released version shipped. Between two manifests a case is *added* (a new id),
*removed* (an id gone), or *re-issued* (an id gone and another of the same stem come: the old id with
`.<n>` or a generated case's `.<fingerprint>` appended, see toolcall_conformance/generators/ids.py). A case
that keeps
its id while its digest changes is *changed in place*: the rule "a case whose expectation changes gets
a new id" forbids it, and `tests/suite/test_manifest.py` holds every release to it.

A case's digest covers every field of the loaded case except the few that decide no verdict (its name,
tags, SPEC citation, description, provenance and where it is stored), and except a field left at its
default: a field the corpus format gains is pinned without this module learning of it, where a case
sets it, and the cases that do not keep their digests.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from toolcall_conformance.corpus.loader import DEFAULT_CORPUS_ROOT, MANIFESTS, CorpusError, read_document
from toolcall_conformance.model import JSON, Case, Tool

MANIFEST, RELEASES = (DEFAULT_CORPUS_ROOT / name for name in MANIFESTS)

DESCRIPTIVE = frozenset({"id", "tags", "spec", "description", "source", "from_snapshot", "provenance"})
"""Case fields that decide no verdict: what a case is called and filed under, where it is stored and where
it comes from."""

VERSION = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
REISSUE_SUFFIX = re.compile(r"\.(?:[0-9a-f]{8}|\d+)$")


@dataclass(frozen=True)
class Entry:
    """One case as the manifest records it."""

    level: str
    spec: str
    features: tuple[str, ...]
    digest: str

    def as_json(self) -> dict[str, JSON]:
        return {
            "level": self.level,
            "spec": self.spec,
            "features": list(self.features),
            "digest": self.digest,
        }


@dataclass(frozen=True)
class Manifest:
    cases: Mapping[str, Entry]

    @property
    def digest(self) -> str:
        """The corpus digest: equal digests, the same cases pinning the same things."""
        text = "".join(f"{case_id}\t{entry.digest}\n" for case_id, entry in sorted(self.cases.items()))
        return "sha256:" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()

    def as_text(self) -> str:
        """The manifest file: one case a line, so a diff reads case by case."""
        rows = [
            f"  {json.dumps(case_id)}: {json.dumps(entry.as_json(), separators=(', ', ': '))}"
            for case_id, entry in sorted(self.cases.items())
        ]
        return f'{{\n "digest": "{self.digest}",\n "cases": {{\n' + ",\n".join(rows) + "\n }\n}\n"


def stem(case_id: str) -> str:
    """The id a re-issued case was re-issued from: without its `.<n>` or `.<fingerprint>`."""
    return REISSUE_SUFFIX.sub("", case_id)


def next_id(case_id: str) -> str:
    """The id to re-issue a hand-written case under: `.2` appended, or its `.<n>` counted up."""
    counted = re.search(r"\.(\d+)$", case_id)
    return f"{case_id[: counted.start()]}.{int(counted.group(1)) + 1}" if counted else f"{case_id}.2"


def _plain(value: object) -> JSON:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: getattr(value, field.name) for field in dataclasses.fields(value)}
    if isinstance(value, Path):
        return value.as_posix()
    raise TypeError(f"a case field holds {type(value).__name__}, which the manifest cannot digest")


def _sha(value: JSON) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), default=_plain)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


PACKAGE = "toolcall_conformance"


class _Digester:
    """Case digests; a tool's parameters, shared by every case of a group, are digested once."""

    def __init__(self) -> None:
        self._parameters: dict[int, tuple[JSON, str]] = {}

    def _tool(self, tool: Tool) -> JSON:
        held = self._parameters.get(id(tool.parameters))
        if held is None or held[0] is not tool.parameters:
            held = (tool.parameters, _sha(tool.parameters))
            self._parameters[id(tool.parameters)] = held
        plain = _plain(tool) | {"parameters": held[1]}
        if tool.source is not None and tool.source.module.startswith(f"{PACKAGE}."):
            # The package was first named `suite`: a digest spells a source's module so, and the rename
            # of the package moves no case.
            module = "suite." + tool.source.module.removeprefix(f"{PACKAGE}.")
            plain["source"] = dataclasses.replace(tool.source, module=module)
        return plain

    def case(self, case: Case) -> str:
        pinned: dict[str, JSON] = {"kind": str(case.kind)}
        for field in dataclasses.fields(case):
            value = getattr(case, field.name)
            if field.name not in DESCRIPTIVE and not _unset(field, value):
                pinned[field.name] = self._tool(value) if isinstance(value, Tool) else value
        return _sha(pinned)[:16]


def _unset(field: dataclasses.Field[object], value: object) -> bool:
    """A field left at its default is not pinned: a field the format gains leaves other cases' digests be."""
    if field.default is not dataclasses.MISSING:
        default = field.default
    elif field.default_factory is not dataclasses.MISSING:
        default = field.default_factory()
    else:
        return False
    return type(value) is type(default) and value == default


def of_cases(cases: Iterable[Case]) -> Manifest:
    digester = _Digester()
    return Manifest(
        {
            case.id: Entry(
                str(case.level), case.spec, tuple(sorted(map(str, case.features))), digester.case(case)
            )
            for case in cases
        }
    )


def read(path: Path) -> Manifest:
    try:
        data = read_document(path, path.read_bytes(), CorpusError)
    except OSError as error:
        raise CorpusError(f"{path}: cannot read: {error}") from None
    if not isinstance(data, dict) or not isinstance(data.get("cases"), dict):
        raise CorpusError(f"{path}: not a case manifest: $.cases must be an object keyed by case id")
    cases = {case_id: _entry(path, case_id, entry) for case_id, entry in data["cases"].items()}
    return Manifest(cases)


ENTRY_FIELDS = {"level": str, "spec": str, "features": list, "digest": str}


def _entry(path: Path, case_id: str, entry: JSON) -> Entry:
    """One case's manifest entry, or CorpusError naming the file, the case and the field."""
    if not isinstance(entry, dict):
        raise CorpusError(f"{path}: case {case_id}: not an object")
    for field, kind in ENTRY_FIELDS.items():
        if not isinstance(entry.get(field), kind):
            raise CorpusError(f"{path}: case {case_id}: field {field!r} must be a {kind.__name__}")
    if not all(isinstance(feature, str) for feature in entry["features"]):
        raise CorpusError(f"{path}: case {case_id}: field 'features' must list strings")
    return Entry(entry["level"], entry["spec"], tuple(entry["features"]), entry["digest"])


def version_key(version: str) -> tuple[int, ...]:
    match = VERSION.match(version)
    if match is None:
        raise CorpusError(f"{version!r} is not a version (MAJOR.MINOR.PATCH)")
    return tuple(int(part) for part in match.groups())


def released(folder: Path | None = None) -> dict[str, Path]:
    """Each released version's manifest file (in corpora/releases/ unless `folder`), oldest first."""
    folder = RELEASES if folder is None else folder
    files = {path.stem: path for path in folder.glob("*.json")} if folder.is_dir() else {}
    return {version: files[version] for version in sorted(files, key=version_key)}


@cache
def committed_digest(path: Path = MANIFEST) -> str | None:
    """The corpus digest `corpora/manifest.json` records (kept current by its test), or None without it."""
    try:
        head = path.read_text("utf-8")[:200]
    except OSError:
        return None
    found = re.search(r'"digest": "(sha256:[0-9a-f]{64})"', head)
    return found.group(1) if found else None


@dataclass(frozen=True)
class Diff:
    """What changed between two manifests."""

    before: Manifest
    after: Manifest

    @property
    def removed(self) -> list[str]:
        return sorted(set(self.before.cases) - set(self.after.cases))

    @property
    def added(self) -> list[str]:
        return sorted(set(self.after.cases) - set(self.before.cases))

    @property
    def changed_in_place(self) -> list[str]:
        """Ids kept while what they pin changed: never allowed between releases."""
        both = set(self.before.cases) & set(self.after.cases)
        return sorted(i for i in both if self.before.cases[i].digest != self.after.cases[i].digest)

    @property
    def reissued(self) -> dict[str, str]:
        """New id -> the removed id it was re-issued from (the same stem)."""
        gone: dict[str, str] = {}
        for case_id in self.removed:
            gone.setdefault(stem(case_id), case_id)
        return {new: gone[stem(new)] for new in self.added if stem(new) in gone}

    @property
    def changed(self) -> dict[str, str]:
        """Every case of `after` that does not mean what it meant in `before`: id -> how it changed."""
        reissued = self.reissued
        out = {i: f"re-issued from {reissued[i]}" if i in reissued else "added" for i in self.added}
        return out | {i: "changed in place" for i in self.changed_in_place}


def reused_ids(current: Manifest, releases: Mapping[str, Path] | None = None) -> list[str]:
    """One line per case that keeps an id a release shipped while pinning something else."""
    problems = []
    for version, path in (released() if releases is None else releases).items():
        for case_id in Diff(read(path), current).changed_in_place:
            problems.append(
                f"case {case_id!r} pins something else than in {version} under the same id: a case whose "
                f"meaning changes gets a new id (re-issue it as {next_id(case_id)!r}, or restore it)"
            )
    return problems
