"""Damaged files: every load of a corpus, snapshot, baseline or manifest file that a user broke (by
hand or by a tool) either succeeds or ends in CorpusError, whose every line names the file and, where
the damage is inside a case, the case. Never another exception, never a hang.

Each kind starts from a real bundled file; Hypothesis damages its text (truncation, invalid UTF-8,
NaN, Infinity, numbers past a double) or its value (a field dropped, added or of another type, huge
numbers and strings, deep nesting, a case or group twice, a `$ref` cycle in a schema). The fast tier
draws a few examples per kind; the end-to-end tier 2,000.
"""

from __future__ import annotations

import copy
import functools
import json
import os
import re
import shutil
import signal
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, CorpusError, lint, load_corpora, load_file
from toolcall_conformance.corpus import manifest as manifests
from toolcall_conformance.runner import baseline, expectations

REPO = Path(__file__).resolve().parents[2]
CORPUS = REPO / "corpora" / "unmap.json"
SNAPSHOTTED = REPO / "corpora" / "generated" / "zod4.json"
BASELINE = REPO / "baselines" / "server-mcp-typescript.json"
MANIFEST = REPO / "corpora" / "releases" / "1.0.0.json"
HANG_SECONDS = 20
DEEP = "deeply nested, levels: "
"""A value that stands for nesting too deep for the test to build as a value: written as text."""
FAST_EXAMPLES = 10
FULL_EXAMPLES = 2000

Path_ = tuple[str | int, ...]


def nodes(value: Any, at: Path_ = ()) -> Iterator[Path_]:
    """Every position in a JSON value, the root first."""
    yield at
    if isinstance(value, dict):
        for key, item in value.items():
            yield from nodes(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from nodes(item, (*at, index))


def get(value: Any, at: Path_) -> Any:
    for part in at:
        value = value[part]
    return value


def put(value: Any, at: Path_, new: Any) -> Any:
    if not at:
        return new
    get(value, at[:-1])[at[-1]] = new
    return value


def deep(levels: int) -> Any:
    value: Any = "bottom"
    for _ in range(levels):
        value = [value]
    return value


REPLACEMENTS = st.one_of(
    st.sampled_from([None, True, 0, -1, 1.5, "", [], {}, "x" * 1_000_000, 10**300, deep(50)]),
    st.integers(min_value=60, max_value=20_000).map(lambda levels: f"{DEEP}{levels}"),
    st.text(max_size=20),
)


@st.composite
def damaged_value(draw: st.DrawFn, document: Any) -> tuple[bytes, Path_]:
    """The document with one position changed, dropped, added to or doubled; the text and where."""
    value = copy.deepcopy(document)
    positions = list(nodes(value))
    at = draw(st.sampled_from(positions))
    target = get(value, at)
    how = draw(st.sampled_from(["replace", "drop", "add", "double", "cycle"]))
    if how == "drop" and at:
        parent = get(value, at[:-1])
        del parent[at[-1]]
    elif how == "add" and isinstance(target, dict):
        target[draw(st.sampled_from(["extra", "id", "$ref", "level", "spec", ""]))] = draw(REPLACEMENTS)
    elif how == "double" and at and isinstance(get(value, at[:-1]), list):
        get(value, at[:-1]).append(copy.deepcopy(target))
    elif how == "cycle" and isinstance(target, dict):
        target["$ref"] = "#/$defs/a"
        target["$defs"] = {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}
    else:
        value = put(value, at, draw(REPLACEMENTS))
    return re.sub(r'"deeply nested, levels: (\d+)"', _nested_text, json.dumps(value, indent=1)).encode(), at


def _nested_text(match: re.Match[str]) -> str:
    levels = int(match.group(1))
    return "[" * levels + '"bottom"' + "]" * levels


@st.composite
def damaged_text(draw: st.DrawFn, text: bytes) -> tuple[bytes, Path_]:
    """The file's bytes cut short, or with an invalid byte, a non-JSON token or a too-large number."""
    offset = draw(st.integers(min_value=0, max_value=len(text)))
    how = draw(st.sampled_from(["truncate", "byte", "token"]))
    if how == "truncate":
        return text[:offset], ()
    if how == "byte":
        return text[:offset] + draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80"])) + text[offset:], ()
    digits = [i for i in range(len(text)) if text[i : i + 1].isdigit() and not text[i - 1 : i].isalnum()]
    if not digits:
        return text, ()
    at = draw(st.sampled_from(digits))
    token = draw(st.sampled_from([b"NaN", b"Infinity", b"-Infinity", b"1e999", b"9" * 5000]))
    end = at
    while text[end : end + 1].isdigit():
        end += 1
    return text[:at] + token + text[end:], ()


def damage(original: bytes) -> st.SearchStrategy[tuple[bytes, Path_]]:
    return st.one_of(damaged_text(original), damaged_value(json.loads(original)))


def shown(name: str) -> str:
    """A name as an error line shows it: a name with a character that is not printable, as JSON."""
    return name if name.isprintable() else json.dumps(name)


def case_named(document: Any, at: Path_) -> str | None:
    """The `group/case` id of the case the damage is in, when the damaged file still says it."""
    if len(at) >= 4 and at[0] == "groups" and at[2] == "cases":
        try:
            group = document["groups"][at[1]]
            group_id, case_id = group["id"], group["cases"][at[3]]["id"]
        except (LookupError, TypeError):
            return None
        if isinstance(group_id, str) and isinstance(case_id, str):
            return f"{shown(group_id)}/{shown(case_id)}"
    return None


def within(seconds: int, load: Callable[[], object]) -> object:
    """Run `load`, failing the example when it takes longer than `seconds` (a hang)."""

    def hung(signum: int, frame: object) -> None:
        raise AssertionError(f"the load took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        return load()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def assert_refused_clearly(error: CorpusError, file: Path, damaged: bytes, at: Path_) -> None:
    lines = str(error).splitlines()
    assert lines, "an empty message"
    for line in lines:
        assert line.startswith(str(file)), f"a line that does not name the file: {line!r}"
    try:
        document = json.loads(damaged)
    except (ValueError, RecursionError):
        return
    named = case_named(document, at)
    if named is not None and "$.groups" in str(error) and f"groups[{at[1]}].cases[{at[3]}]" in str(error):
        assert named in str(error), f"the case {named} is not named: {error}"


def examples() -> int:
    return FULL_EXAMPLES if os.environ.get("FUZZ_FILES") == "full" else FAST_EXAMPLES


def fuzzed(test: Callable[..., None]) -> Callable[..., None]:
    return settings(
        max_examples=examples(),
        deadline=None,
        derandomize=True,
        suppress_health_check=[
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
            HealthCheck.large_base_example,
        ],
    )(test)


@functools.cache
def small_manifest() -> bytes:
    """The first 40 entries of the released case manifest, as its text."""
    document = json.loads(MANIFEST.read_bytes())
    document["cases"] = dict(list(document["cases"].items())[:40])
    return json.dumps(document, indent=1).encode()


@pytest.fixture(scope="module")
def known_ids() -> dict[str, Any]:
    return {case.id: case.level for case in load_corpora([DEFAULT_CORPUS_ROOT])}


@pytest.fixture
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("damaged")


def check_corpus(root: Path, file: Path) -> None:
    cases = load_file(file, root)
    lint(cases)
    expectations.alternatives_problems(cases)


@fuzzed
@given(data=st.data())
def test_a_damaged_corpus_file_loads_or_is_refused_clearly(data: st.DataObject) -> None:
    root = Path(os.environ.get("TMPDIR", "/tmp")) / f"damaged-corpus-{os.getpid()}"
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    damaged, at = data.draw(damage(CORPUS.read_bytes()))
    file = root / CORPUS.name
    file.write_bytes(damaged)
    try:
        within(HANG_SECONDS, lambda: check_corpus(root, file))
    except CorpusError as error:
        assert_refused_clearly(error, file, damaged, at)


@fuzzed
@given(data=st.data())
def test_a_damaged_snapshot_loads_or_is_refused_clearly(data: st.DataObject) -> None:
    root = Path(os.environ.get("TMPDIR", "/tmp")) / f"damaged-snapshot-{os.getpid()}"
    shutil.rmtree(root, ignore_errors=True)
    (root / "__snapshots__").mkdir(parents=True)
    shutil.copyfile(SNAPSHOTTED, root / SNAPSHOTTED.name)
    original = (SNAPSHOTTED.parent / "__snapshots__" / SNAPSHOTTED.name).read_bytes()
    damaged, _ = data.draw(damage(original))
    snapshot = root / "__snapshots__" / SNAPSHOTTED.name
    snapshot.write_bytes(damaged)
    try:
        within(HANG_SECONDS, lambda: check_corpus(root, root / SNAPSHOTTED.name))
    except CorpusError as error:
        message = str(error)
        assert message.startswith(str(root)), f"the message names no file: {message!r}"


@fuzzed
@given(data=st.data())
def test_a_damaged_baseline_loads_or_is_refused_clearly(
    data: st.DataObject, known_ids: dict[str, Any]
) -> None:
    file = Path(os.environ.get("TMPDIR", "/tmp")) / f"damaged-baseline-{os.getpid()}.json"
    damaged, _ = data.draw(damage(BASELINE.read_bytes()))
    file.write_bytes(damaged)
    try:
        within(HANG_SECONDS, lambda: baseline.load(file, known_ids))
    except CorpusError as error:
        for line in str(error).splitlines():
            assert line.startswith(str(file)), f"a line that does not name the file: {line!r}"


@fuzzed
@given(data=st.data())
def test_a_damaged_manifest_loads_or_is_refused_clearly(data: st.DataObject) -> None:
    file = Path(os.environ.get("TMPDIR", "/tmp")) / f"damaged-manifest-{os.getpid()}.json"
    damaged, _ = data.draw(damage(small_manifest()))
    file.write_bytes(damaged)
    try:
        within(HANG_SECONDS, lambda: manifests.read(file))
    except CorpusError as error:
        assert str(error).startswith(str(file)), f"the message names no file: {error}"
