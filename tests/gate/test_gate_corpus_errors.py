"""A bad corpus file is refused in one line per problem naming the file, the JSON path and the field."""

import hashlib
import json
from importlib import metadata

import pytest
from gate_support import run

from toolcall_conformance.corpus import loader

CASE = "$.groups[0].cases[0]"


def coerce_case(**changes):
    case = {
        "id": "count",
        "description": "a numeric string becomes an integer",
        "level": "core",
        "tags": ["coerce"],
        "spec": "1.2",
        "arguments": {"n": "5"},
        "expected": {"n": 5},
    }
    case.update(changes)
    return case


def split_case(**changes):
    case = {
        "id": "empty",
        "description": "a turn without calls comes back unchanged",
        "level": "core",
        "tags": ["split"],
        "spec": "3",
        "tool_calls": [],
        "provider_data": None,
        "expected": "unchanged",
    }
    case.update(changes)
    return case


def document(case, kind="coerce", **group_changes):
    group = {"id": "g", "description": "one group", "kind": kind, "cases": [case]}
    if kind == "coerce":
        group["tool"] = {"name": "t", "origin": "native", "parameters": {"type": "object"}}
    group.update(group_changes)
    provenance = {"kind": "hand-written", "file": "SPEC.md"}
    return {"description": "a corpus with one problem", "provenance": provenance, "groups": [group]}


def refused(capsys, tmp_path, doc):
    """The one error line about the file, after `check` refused it."""
    folder = tmp_path / "c"
    folder.mkdir()
    path = folder / "bad.json"
    path.write_text(json.dumps(doc))
    code, _, err = run(capsys, "check", "--corpus", str(folder))
    assert code == 2
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert str(path) in lines[0]
    assert "is not valid under any of the given schemas" not in lines[0]
    assert "{" not in lines[0], "no dump of the object"
    return lines[0]


def without(case, field):
    del case[field]
    return case


def test_a_coerce_case_without_expected_names_the_missing_field(capsys, tmp_path):
    line = refused(capsys, tmp_path, document(without(coerce_case(), "expected")))
    assert f"bad.json: case g/count ({CASE}): missing field 'expected'" in line


def test_a_misspelt_expected_names_the_unexpected_field(capsys, tmp_path):
    case = without(coerce_case(expect={"n": 5}), "expected")
    line = refused(capsys, tmp_path, document(case))
    assert f"case g/count ({CASE}): unexpected field 'expect'" in line


def test_a_case_without_tags_names_the_missing_field(capsys, tmp_path):
    line = refused(capsys, tmp_path, document(without(coerce_case(), "tags")))
    assert f"case g/count ({CASE}): missing field 'tags'" in line
    assert "unexpected" not in line, "a failing allOf must not make the other fields look unexpected"


def test_a_split_case_without_expected_names_the_missing_field(capsys, tmp_path):
    line = refused(capsys, tmp_path, document(without(split_case(), "expected"), kind="split"))
    assert f"case g/empty ({CASE}): missing field 'expected'" in line
    assert "tool_calls" not in line and "provider_data" not in line


def test_an_unknown_group_key_names_the_unexpected_field(capsys, tmp_path):
    line = refused(capsys, tmp_path, document(coerce_case(), colour="red"))
    assert "at $.groups[0]: unexpected field 'colour'" in line
    assert "'tool'" not in line, "the coerce group's tool is not unexpected"


def _remember_as_valid(path, monkeypatch, jsonschema_version):
    """Leave the marker a run under `jsonschema_version` would have left had `path` validated."""
    with monkeypatch.context() as patched:
        patched.setattr(loader.metadata, "version", lambda name: jsonschema_version)
        loader._verdict_salt.cache_clear()
        digest = hashlib.sha256(loader._verdict_salt() + b"\0" + path.read_bytes()).hexdigest()
    loader._verdict_salt.cache_clear()
    marker = loader._validation_cache() / digest
    marker.parent.mkdir(parents=True, exist_ok=True)
    marker.touch()


@pytest.mark.parametrize(("version", "trusted"), [("0.0-another", False), (None, True)])
def test_a_verdict_is_remembered_only_for_the_same_validator(capsys, tmp_path, monkeypatch, version, trusted):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    folder = tmp_path / "c"
    folder.mkdir()
    path = folder / "bad.json"
    path.write_text(json.dumps(document(coerce_case(), colour="red")))  # invalid, yet loadable
    _remember_as_valid(path, monkeypatch, version or metadata.version("jsonschema"))
    code, _, err = run(capsys, "check", "--corpus", str(folder))
    if trusted:  # what a digest without the validator's version would do for every version
        assert (code, err) == (0, "")
    else:
        assert code == 2
        assert f"{path}: not a valid corpus file: at $.groups[0]: unexpected field 'colour'" in err


def test_a_call_matcher_as_an_expected_calls_own_id_is_refused(capsys, tmp_path):
    """`{"call": k}` stands only inside provider blocks; as a call's id it would mean nothing."""
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    expected_call = {**call, "id": {"call": 0}}
    case = split_case(tool_calls=[call], expected={"tool_calls": [expected_call], "provider_data": None})
    line = refused(capsys, tmp_path, document(case, kind="split"))
    assert f"case g/empty ({CASE}.expected.tool_calls[0].id" in line, line


def test_a_case_without_an_id_is_named_by_its_position(capsys, tmp_path):
    line = refused(capsys, tmp_path, document(without(coerce_case(), "id")))
    assert f"not a valid corpus file: at {CASE}: missing field 'id'" in line


TEXT_DAMAGE = [
    # what replaces the case's arguments in the file's text, words of the one error line
    ('{"n": NaN}', "NaN is not JSON"),
    ('{"n": -Infinity}', "-Infinity is not JSON"),
    ('{"n": 1e999}', "the number 1e999 is too large for a double"),
    ('{"n": 5, "n": 6}', "key 'n' appears twice in one object"),
    ('{"n": ' + "[" * 20_000 + "]" * 20_000 + "}", "nested deeper than the JSON reader goes"),
]


@pytest.mark.parametrize(
    ("arguments", "words"), TEXT_DAMAGE, ids=["nan", "infinity", "huge", "twice", "deep"]
)
def test_text_no_json_reader_agrees_on_is_refused_in_one_line(capsys, tmp_path, arguments, words):
    folder = tmp_path / "c"
    folder.mkdir()
    path = folder / "bad.json"
    path.write_text(json.dumps(document(coerce_case())).replace('{"n": "5"}', arguments, 1))
    code, _, err = run(capsys, "check", "--corpus", str(folder))
    assert code == 2
    (line,) = [line for line in err.splitlines() if line.strip()]
    assert str(path) in line
    assert words in line


def test_invalid_utf8_names_the_byte(capsys, tmp_path):
    folder = tmp_path / "c"
    folder.mkdir()
    path = folder / "bad.json"
    path.write_bytes(json.dumps(document(coerce_case())).encode().replace(b"numeric", b"num\xffric"))
    code, _, err = run(capsys, "check", "--corpus", str(folder))
    assert code == 2
    (line,) = [line for line in err.splitlines() if line.strip()]
    assert f"{path}: not UTF-8: byte " in line


def test_a_case_id_with_a_line_break_is_named_on_one_line(capsys, tmp_path):
    line = refused(capsys, tmp_path, document(coerce_case(id="a\rb")))
    assert 'case g/"a\\rb" ($.groups[0].cases[0].id)' in line
