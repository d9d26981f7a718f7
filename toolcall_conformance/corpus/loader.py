"""Load corpus files: validate each against the corpus JSON Schema, build cases, refuse duplicates.

A corpus root is a folder of `*.json` corpus files (searched recursively). Reviewed snapshots of
expected results live beside the files they belong to, in `__snapshots__/<file name>`; they are
read here, never written.
"""

from __future__ import annotations

import ast
import contextlib
import gc
import hashlib
import json
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import metadata, resources
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from toolcall_conformance import cachedir
from toolcall_conformance.corpus import sources
from toolcall_conformance.model import Case, CoerceCase, Level, Origin, SplitCase, Tool, parse_document

SNAPSHOT_DIR = "__snapshots__"
LEVELS = tuple(str(level) for level in Level)
DEFAULT_CORPUS_ROOT = (Path(__file__).parent.parent / "corpora").resolve()  # links to the top-level corpora/
MANIFESTS = ("manifest.json", "releases")
"""Not corpus files, in the bundled folder: the case manifests (toolcall_conformance/corpus/manifest.py)."""


class CorpusError(Exception):
    """A corpus file is unusable; the message names the file, the case and the field."""


@cache
def corpus_validator() -> Draft202012Validator:
    text = resources.files("toolcall_conformance.schemas").joinpath("corpus.schema.json").read_text("utf-8")
    return Draft202012Validator(json.loads(text))


def corpus_files(root: Path) -> list[Path]:
    """Every corpus file under root, in a stable order; snapshot folders are not corpus files."""
    if root.is_file():
        return [root]
    if not root.is_dir():
        raise CorpusError(f"{root}: no such corpus folder")
    manifests = MANIFESTS if root.resolve() == DEFAULT_CORPUS_ROOT else ()
    files = [
        p
        for p in root.rglob("*.json")
        if SNAPSHOT_DIR not in p.relative_to(root).parts and p.relative_to(root).parts[0] not in manifests
    ]
    if not files:
        raise CorpusError(f"{root}: no corpus files (*.json) in this folder")
    return sorted(files, key=lambda p: p.relative_to(root).as_posix())


def snapshot_path(corpus_file: Path) -> Path:
    return corpus_file.parent / SNAPSHOT_DIR / corpus_file.name


def _json_path(parts: Iterable[Any]) -> str:
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{_shown(str(p))}" for p in parts)


def _read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise CorpusError(f"{path}: cannot read: {exc}") from exc


def _parse_json(path: Path, data: bytes) -> Any:
    return read_document(path, data, CorpusError)


def read_document(path: Path, data: bytes, error: type[CorpusError], what: str = "") -> Any:
    """The JSON value a file of the suite holds, or `error` naming the file and where its text breaks:
    invalid UTF-8, invalid JSON, a key twice in one object, NaN or Infinity, a number too large for a
    double, nesting deeper than the reader goes. `what` heads the message after the file's name."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        byte = data[exc.start : exc.start + 1]
        raise error(f"{path}: {what}not UTF-8: byte {exc.start} ({byte!r})") from None
    try:
        return parse_document(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno} column {exc.colno}"
        raise error(f"{path}: {what}invalid JSON at {where}: {exc.msg}") from None
    except ValueError as exc:
        raise error(f"{path}: {what}not JSON the suite reads: {exc}") from None


@dataclass(frozen=True)
class _Missing:
    """Several branches each want one of these fields, and the object has none of them."""

    parts: tuple[str | int, ...]  # the JSON path of the object, as `absolute_path` holds it
    fields: tuple[str, ...]


MESSAGE_CHARS = 200
DISCRIMINATORS = frozenset({"const", "enum"})


def validate_document(path: Path, document: Any) -> None:
    """Raise CorpusError with one line per problem, each naming the file, the JSON path and the field.

    A group or case that fits no branch of a `oneOf` is explained by the branch it was meant for
    (the one whose discriminator, such as `kind`, matches), not by a dump of the whole object.
    """
    errors = list(corpus_validator().iter_errors(document))
    if not errors:
        return
    problems: dict[str, list[str]] = {}
    for leaf in _relevant(sorted(errors, key=_position)):
        where = _where(document, leaf.parts if isinstance(leaf, _Missing) else tuple(leaf.absolute_path))
        text = _problem(leaf)
        if text not in problems.setdefault(where, []):
            problems[where].append(text)
    lines = [f"{path}: {where}: {'; '.join(sorted(texts, key=_rank))}" for where, texts in problems.items()]
    more = f"\n{path}: ... and {len(lines) - 20} more problems" if len(lines) > 20 else ""
    raise CorpusError("\n".join(lines[:20]) + more)


def _where(document: Any, parts: Sequence[str | int]) -> str:
    """Where a problem is: inside a case, the case by its id (`case g/c ($.groups[0].cases[1])`),
    else the JSON path (`not a valid corpus file: at $.groups[0]`)."""
    if len(parts) >= 4 and parts[0] == "groups" and parts[2] == "cases":
        with contextlib.suppress(LookupError, TypeError, AttributeError):
            group = document["groups"][parts[1]]
            group_id, case_id = group.get("id"), group["cases"][parts[3]].get("id")
            if isinstance(group_id, str) and isinstance(case_id, str):
                return f"case {_shown(group_id)}/{_shown(case_id)} ({_json_path(parts)})"
    return f"not a valid corpus file: at {_json_path(parts)}"


def _shown(name: str) -> str:
    """A name as one line can show it: as it is when printable, else as a JSON string (`"a\\rb"`)."""
    return name if name.isprintable() else json.dumps(name)


def _rank(text: str) -> int:
    """A misspelt field reads best as the unexpected field first, then what is missing."""
    return 0 if text.startswith("unexpected") else 1 if text.startswith("missing") else 2


def _relevant(errors: Iterable[ValidationError]) -> list[ValidationError | _Missing]:
    """The errors that explain the failure: into the branch the instance was meant for, dropping noise."""
    leaves: list[ValidationError | _Missing] = []
    for error in errors:
        if error.validator in ("oneOf", "anyOf") and error.context:
            leaves += _branch(error)
        else:
            leaves.append(error)
    plain = [leaf for leaf in leaves if isinstance(leaf, ValidationError)]
    return [leaf for leaf in leaves if not _annotation_artifact(leaf, plain)]


def _branch(error: ValidationError) -> list[ValidationError | _Missing]:
    branches: dict[int, list[ValidationError]] = {}
    for sub in error.context:
        branches.setdefault(int(sub.relative_schema_path[0]), []).append(sub)
    depth = len(error.absolute_path)
    meant = {index: subs for index, subs in branches.items() if not _off(subs, depth)}
    if not meant:
        return [error]
    if all(
        sub.validator == "required" and len(sub.absolute_path) == depth for s in meant.values() for sub in s
    ):
        fields = [field for subs in meant.values() for sub in subs for field in _missing(sub)]
        return [_Missing(tuple(error.absolute_path), tuple(dict.fromkeys(fields)))]
    index = min(meant, key=lambda i: (len(meant[i]), i))
    return _relevant(sorted(meant[index], key=_position))


def _off(errors: list[ValidationError], depth: int) -> bool:
    """A branch the instance was not meant for: its own type or a discriminator property is wrong."""
    for sub in errors:
        below = len(sub.absolute_path) - depth
        if below == 0 and (sub.validator in DISCRIMINATORS or sub.validator == "type"):
            return True
        if below == 1 and sub.validator == "const":
            return True
    return False


def _annotation_artifact(leaf: ValidationError | _Missing, errors: list[ValidationError]) -> bool:
    """An `unevaluatedProperties` error caused by a failing `allOf` (which drops what it evaluated)."""
    if not isinstance(leaf, ValidationError) or leaf.validator != "unevaluatedProperties":
        return False
    here = list(leaf.absolute_path)
    return any(
        "allOf" in other.relative_schema_path and list(other.absolute_path)[: len(here)] == here
        for other in errors
        if other is not leaf
    )


def _position(error: ValidationError) -> list[tuple[int, int | str]]:
    """Document order, whatever mix of keys and indexes the paths hold."""
    return [(0, part) if isinstance(part, int) else (1, str(part)) for part in error.absolute_path]


def _missing(error: ValidationError) -> list[str]:
    wanted = error.validator_value if isinstance(error.validator_value, list) else []
    have = error.instance if isinstance(error.instance, dict) else {}
    return [field for field in wanted if field not in have]


def _unexpected(error: ValidationError) -> list[str]:
    inside = re.search(r"\((.*) (?:was|were) unexpected\)", error.message)
    return (
        [ast.literal_eval(name) for name in re.findall(r"'(?:[^'\\]|\\.)*'", inside.group(1))]
        if inside
        else []
    )


def _fields(kind: str, names: Sequence[str]) -> str:
    quoted = ", ".join(repr(name) for name in names)
    return f"{kind} field {quoted}" if len(names) == 1 else f"{kind} fields {quoted}"


def _problem(leaf: ValidationError | _Missing) -> str:
    if isinstance(leaf, _Missing):
        first, *others = leaf.fields
        return f"missing field {first!r}" + (f" (or {', '.join(map(repr, others))})" if others else "")
    if leaf.validator == "required" and (names := _missing(leaf)):
        return _fields("missing", names)
    if leaf.validator in ("additionalProperties", "unevaluatedProperties") and (names := _unexpected(leaf)):
        return _fields("unexpected", names)
    text = " ".join(leaf.message.split())
    return text if len(text) <= MESSAGE_CHARS else text[: MESSAGE_CHARS - 3] + "..."


_VALIDATED: set[str] = set()


def _validation_cache() -> Path:
    return cachedir.folder() / "validated"


def _validate_once(path: Path, data: bytes, document: Any) -> None:
    """Validate `document` (parsed from `data`) unless these very bytes passed against this very schema
    before.

    A file's verdict depends only on its bytes, the corpus schema and the validator, so a digest of
    the three that once validated is remembered, in this process and in the user's cache folder:
    loading the bundled corpora again costs no schema validation.
    """
    digest = hashlib.sha256(_verdict_salt() + b"\0" + data).hexdigest()
    marker = _validation_cache() / digest
    if digest in _VALIDATED or marker.exists():
        _VALIDATED.add(digest)
        return
    validate_document(path, document)
    _VALIDATED.add(digest)
    with contextlib.suppress(OSError):
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.touch()


@cache
def _verdict_salt() -> bytes:
    """The corpus schema and the version of the validator that judges files against it."""
    schema = resources.files("toolcall_conformance.schemas").joinpath("corpus.schema.json").read_bytes()
    return schema + b"\0" + metadata.version("jsonschema").encode()


_LOADED: dict[tuple[Path, Path, bool], tuple[bytes, tuple[Case, ...]]] = {}
"""The cases of each file loaded in this process, with the digest of the bytes they were built from."""


def load_file(path: Path, root: Path, snapshots: bool = True) -> list[Case]:
    """Validate and load one corpus file; `root` decides the file part of the case ids.

    With `snapshots=False` the reviewed snapshot is not read: snapshot cases have no expectation
    yet (this is how snapshots are recorded). Cases are built from the bytes of the file and of its
    snapshot alone, and never changed, so loading the same bytes again in this process returns the
    cases built before.
    """
    data = _read_bytes(path)
    snapshot = snapshot_path(path)
    snapshot_data = _read_bytes(snapshot) if snapshots and snapshot.exists() else None
    digest = hashlib.sha256(data).digest() + (
        b"" if snapshot_data is None else hashlib.sha256(snapshot_data).digest()
    )
    key = (path, root, snapshots)
    known = _LOADED.get(key)
    if known is not None and known[0] == digest:
        return list(known[1])
    try:
        cases = _build_file(path, root, data, snapshots, snapshot_data)
    except RecursionError:
        raise CorpusError(f"{path}: nested deeper than the suite can check") from None
    _LOADED[key] = (digest, tuple(cases))
    return cases


def _build_file(
    path: Path, root: Path, data: bytes, snapshots: bool, snapshot_data: bytes | None
) -> list[Case]:
    """The cases of one corpus file's bytes, expectations from its snapshot's bytes (None: none)."""
    document = _parse_json(path, data)
    _validate_once(path, data, document)
    stem = path.relative_to(root).with_suffix("").as_posix() if path != root else path.stem
    recorded = None if snapshot_data is None else _snapshot(snapshot_path(path), snapshot_data)
    used: set[str] = set()
    cases: list[Case] = []
    seen_groups: set[str] = set()
    for gi, group in enumerate(document["groups"]):
        if group["id"] in seen_groups:
            raise CorpusError(f"{path}: $.groups[{gi}].id: duplicate group id {group['id']!r}")
        seen_groups.add(group["id"])
        seen_cases: set[str] = set()
        for ci, raw in enumerate(group["cases"]):
            local = f"{group['id']}/{raw['id']}"
            if raw["id"] in seen_cases:
                raise CorpusError(f"{path}: $.groups[{gi}].cases[{ci}].id: duplicate case id {local!r}")
            seen_cases.add(raw["id"])
            provenance = merged_provenance(document, group, raw)
            cases.append(
                _build_case(path, f"{stem}/{local}", local, group, raw, recorded, used, snapshots, provenance)
            )
    unused = sorted(set(recorded or {}) - used)
    if unused:
        raise CorpusError(
            f"{snapshot_path(path)}: snapshot entries with no snapshot case: {', '.join(unused[:10])}"
        )
    return cases


def merged_provenance(document: Any, group: dict[str, Any], raw: dict[str, Any]) -> dict[str, Any] | None:
    """A case's provenance: its own fields over its group's over its file's (None when none has any)."""
    layers = [part.get("provenance") for part in (document, group, raw)]
    if all(layer is None for layer in layers):
        return None
    return {key: value for layer in layers if layer for key, value in layer.items()}


def _snapshot(snap: Path, content: bytes) -> dict[str, Any]:
    """A snapshot file's expectations, keyed by group/case."""
    data = _parse_json(snap, content)
    if not isinstance(data, dict):
        raise CorpusError(f"{snap}: a snapshot file must hold one JSON object keyed by group/case")
    return data


def _build_case(
    path: Path,
    full_id: str,
    local: str,
    group: dict[str, Any],
    raw: dict[str, Any],
    recorded: dict[str, Any] | None,
    used: set[str],
    need_snapshot: bool = True,
    provenance: dict[str, Any] | None = None,
) -> Case:
    common = {
        "id": full_id,
        "level": Level(raw["level"]),
        "tags": tuple(raw["tags"]),
        "spec": raw["spec"],
        "description": raw["description"],
        "source": path,
        "timeout": raw.get("timeout"),
        "provenance": provenance,
    }
    if group["kind"] == "split":
        return SplitCase(
            **common,
            expected=raw["expected"],
            tool_calls=raw["tool_calls"],
            provider_data=raw["provider_data"],
        )
    own = "tool" in raw  # a case's own tool stands in for its group's; the group's provenance is not its
    declared = raw["tool"] if own else group["tool"]
    try:
        if own:
            source = sources.stated(declared["source"]) if "source" in declared else None
        else:
            source = sources.of_group(group)
    except sources.SourceError as error:
        where = f"case {local!r}" if own else f"group {group['id']!r}"
        raise CorpusError(f"{path}: {where}: {error}") from None
    tool = Tool(declared["name"], declared["parameters"], Origin(declared.get("origin", "native")), source)
    alternatives = tuple(raw.get("core_alternatives", ()))
    coerce = {"tool": tool, "arguments": raw["arguments"], "core_alternatives": alternatives}
    if "expected" in raw:
        return CoerceCase(**common, expected=raw["expected"], **coerce)
    if "expected_refusal" in raw:
        if source is None:
            raise CorpusError(
                f"{path}: case {local!r}: field 'expected_refusal': the tool names no source to build it from"
            )
        return CoerceCase(**common, expected=None, **coerce, expected_refusal=raw["expected_refusal"])
    if not need_snapshot:
        return CoerceCase(**common, expected=None, **coerce, from_snapshot=True)
    if recorded is None or local not in recorded:
        raise CorpusError(
            f"{path}: case {local!r}: field 'snapshot': no reviewed snapshot in "
            f"{snapshot_path(path)} (record it with `make snapshots` and review the diff)"
        )
    used.add(local)
    return CoerceCase(**common, expected=recorded[local], **coerce, from_snapshot=True)


def corpus_roots(extra: Iterable[Path] = ()) -> list[Path]:
    """The bundled corpora, then each extra folder once (the bundled folder again is not a second copy).

    A folder inside another (or around it) is refused: its files would load twice, under two ids.
    """
    seen: dict[Path, None] = {DEFAULT_CORPUS_ROOT.resolve(): None}
    for root in extra:
        resolved = Path(root).resolve()
        if resolved in seen:
            continue
        for other in seen:
            if resolved.is_relative_to(other) or other.is_relative_to(resolved):
                inside = "inside" if resolved.is_relative_to(other) else "around"
                raise CorpusError(
                    f"{root}: a corpus folder {inside} {other}, which is loaded already "
                    "(its files would load twice, under other ids)"
                )
        seen[resolved] = None
    return list(seen)


def load_corpora(roots: Iterable[Path]) -> list[Case]:
    """Load every corpus file under each root; a full id may appear only once across roots."""
    cases: list[Case] = []
    origin: dict[str, Path] = {}
    for root in roots:
        root = Path(root)
        base = root if root.is_dir() else root.parent
        for path in corpus_files(root):
            for case in load_file(path, base):
                if case.id in origin:
                    raise CorpusError(f"{path}: case {case.id!r}: duplicate id, also in {origin[case.id]}")
                origin[case.id] = path
                cases.append(case)
    # The cases live as long as the run, and hold no cycles: out of the cyclic collector's sight, they
    # are not walked again each time the run's own allocations start a collection.
    gc.freeze()
    return cases


def unmatched(
    cases: Sequence[Case],
    *,
    tags: Iterable[str] = (),
    exclude_tags: Iterable[str] = (),
    ids: Iterable[str] = (),
) -> str | None:
    """What the selection names that no case of the corpora has (most likely a typo), or None."""
    known = {tag for case in cases for tag in case.tags}
    words = [f"--tags {tag!r}" for tag in tags if tag not in known]
    words += [f"--exclude-tags {tag!r}" for tag in exclude_tags if tag not in known]
    words += [f"--id {prefix!r}" for prefix in ids if not any(case.id.startswith(prefix) for case in cases)]
    if not words:
        return None
    return f"{', '.join(words)}: in no case of the corpora (`toolcall-conformance list` prints them all)"


def select(
    cases: Iterable[Case],
    *,
    level: str = Level.HERMES,
    tags: Iterable[str] = (),
    exclude_tags: Iterable[str] = (),
    ids: Iterable[str] = (),
) -> Iterator[Case]:
    """Cases up to `level` (core < hermes), having any of `tags` and none of `exclude_tags`."""
    allowed = set(LEVELS[: LEVELS.index(level) + 1])
    wanted, unwanted, prefixes = set(tags), set(exclude_tags), tuple(ids)
    for case in cases:
        if case.level not in allowed:
            continue
        if wanted and not wanted.intersection(case.tags):
            continue
        if unwanted.intersection(case.tags):
            continue
        if prefixes and not case.id.startswith(prefixes):
            continue
        yield case
