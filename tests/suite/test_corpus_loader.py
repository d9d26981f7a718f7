"""A bad corpus file is a clear error naming the file, the place and the problem."""

import json
import re
from pathlib import Path

import pytest

from toolcall_conformance.corpus import (
    Case,
    CorpusError,
    load_corpora,
    load_file,
    loader,
    select,
    snapshot_path,
)


def coerce_case(**overrides):
    case = {
        "id": "count",
        "description": "a numeric string becomes an integer",
        "level": "core",
        "tags": ["coerce"],
        "spec": "1.2",
        "arguments": {"n": "5"},
        "expected": {"n": 5},
    }
    case.update(overrides)
    return case


def document(*cases, kind="coerce", group_id="g"):
    group = {"id": group_id, "description": "one integer property", "kind": kind, "cases": list(cases)}
    if kind == "coerce":
        group["tool"] = {
            "name": "t",
            "origin": "native",
            "parameters": {"type": "object", "properties": {"n": {"type": "integer"}}},
        }
    return {"description": "test corpus", "groups": [group]}


def write(folder: Path, name: str, doc) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


def test_a_valid_file_gives_cases_with_full_ids(tmp_path):
    write(tmp_path, "sub/basic.json", document(coerce_case()))
    (case,) = load_corpora([tmp_path])
    assert isinstance(case, Case)
    assert case.id == "sub/basic/g/count"
    assert case.expected == {"n": 5}
    assert case.features == {"coerce"}


def test_invalid_json_names_file_and_line(tmp_path):
    path = write(tmp_path, "broken.json", '{"description": "x",\n "groups": [}')
    with pytest.raises(CorpusError, match=r"broken\.json: invalid JSON at line 2"):
        load_file(path, tmp_path)


@pytest.mark.parametrize(
    ("change", "where", "problem"),
    [
        ({"level": "strict"}, r"\$\.groups\[0\]\.cases\[0\]\.level", "is not one of"),
        ({"description": ""}, r"\$\.groups\[0\]\.cases\[0\]\.description", "should be non-empty|too short"),
        ({"tags": []}, r"\$\.groups\[0\]\.cases\[0\]\.tags", "should be non-empty|too short"),
        ({"id": "Bad Id"}, r"\$\.groups\[0\]\.cases\[0\]\.id", "does not match"),
        ({"spec": "one"}, r"\$\.groups\[0\]\.cases\[0\]\.spec", "does not match"),
        ({"arguments": []}, r"\$\.groups\[0\]\.cases\[0\]\.arguments", "is not of type"),
    ],
)
def test_schema_violations_name_the_json_path(tmp_path, change, where, problem):
    path = write(tmp_path, "bad.json", document(coerce_case(**change)))
    with pytest.raises(CorpusError) as info:
        load_file(path, tmp_path)
    message = str(info.value)
    assert str(path) in message
    assert re.search(where, message), message
    assert re.search(problem, message), message


def test_a_case_without_expectation_is_an_error(tmp_path):
    case = coerce_case()
    del case["expected"]
    path = write(tmp_path, "bad.json", document(case))
    with pytest.raises(
        CorpusError, match=r"bad\.json: case \S+ \(\$\.groups\[0\]\.cases\[0\]\): missing field 'expected'"
    ):
        load_file(path, tmp_path)


def own_tool(prop: str) -> dict:
    return {
        "name": "own",
        "origin": "native",
        "parameters": {"type": "object", "properties": {prop: {"type": "boolean"}}},
    }


def test_a_case_with_a_tool_of_its_own_is_called_with_it_and_the_others_with_the_groups(tmp_path):
    doc = document(coerce_case(id="shared"), coerce_case(id="own", tool=own_tool("n")))
    write(tmp_path, "own.json", doc)
    shared, own = load_corpora([tmp_path])
    assert (shared.tool.name, shared.tool.parameters) == ("t", doc["groups"][0]["tool"]["parameters"])
    assert (own.tool.name, own.tool.parameters["properties"]) == ("own", {"n": {"type": "boolean"}})


def test_a_case_with_a_tool_of_its_own_takes_no_source_from_its_groups_provenance(tmp_path):
    doc = document(coerce_case(id="shared"), coerce_case(id="own", tool=own_tool("n")))
    doc["groups"][0]["tool"]["source"] = {"kind": "pydantic", "module": "m", "model": "Model"}
    write(tmp_path, "own.json", doc)
    shared, own = load_corpora([tmp_path])
    assert shared.tool.source is not None
    assert own.tool.source is None


def test_a_group_without_a_tool_needs_one_on_every_case(tmp_path):
    doc = document(coerce_case(id="own", tool=own_tool("n")), coerce_case(id="bare"))
    del doc["groups"][0]["tool"]
    path = write(tmp_path, "bare.json", doc)
    with pytest.raises(CorpusError) as info:
        load_file(path, tmp_path)
    message = str(info.value)
    assert re.search(r"bare\.json: .*\$\.groups\[0\]\.cases\[1\].*'tool'", message), message
    del doc["groups"][0]["cases"][1]
    write(tmp_path, "bare.json", doc)
    (case,) = load_file(path, tmp_path)
    assert case.tool.name == "own"


def test_an_unknown_field_is_an_error(tmp_path):
    path = write(tmp_path, "bad.json", document(coerce_case(expect={"n": 5})))
    with pytest.raises(CorpusError, match="expect"):
        load_file(path, tmp_path)


def test_duplicate_case_ids_in_a_group_are_an_error(tmp_path):
    path = write(tmp_path, "dup.json", document(coerce_case(), coerce_case()))
    with pytest.raises(
        CorpusError, match=r"dup\.json: \$\.groups\[0\]\.cases\[1\]\.id: duplicate case id 'g/count'"
    ):
        load_file(path, tmp_path)


def test_duplicate_full_ids_across_roots_are_an_error(tmp_path):
    write(tmp_path / "a", "same.json", document(coerce_case()))
    write(tmp_path / "b", "same.json", document(coerce_case()))
    with pytest.raises(CorpusError, match="duplicate id, also in"):
        load_corpora([tmp_path / "a", tmp_path / "b"])


def test_a_snapshot_case_needs_its_reviewed_snapshot(tmp_path):
    case = coerce_case(snapshot=True)
    del case["expected"]
    path = write(tmp_path, "gen.json", document(case))
    with pytest.raises(CorpusError, match=r"case 'g/count': field 'snapshot': no reviewed snapshot"):
        load_file(path, tmp_path)
    write(snapshot_path(path).parent, path.name, {"g/count": {"n": 5}})
    (loaded,) = load_file(path, tmp_path)
    assert loaded.expected == {"n": 5}
    assert loaded.from_snapshot


def test_an_unused_snapshot_entry_is_an_error(tmp_path):
    case = coerce_case(snapshot=True)
    del case["expected"]
    path = write(tmp_path, "gen.json", document(case))
    write(snapshot_path(path).parent, path.name, {"g/count": {"n": 5}, "g/gone": {}})
    with pytest.raises(CorpusError, match="snapshot entries with no snapshot case: g/gone"):
        load_file(path, tmp_path)


def test_loading_the_same_bytes_again_returns_the_cases_built_before(tmp_path, monkeypatch):
    path = write(tmp_path, "basic.json", document(coerce_case()))
    (first,) = load_file(path, tmp_path)
    monkeypatch.setattr(loader, "_build_case", None)  # a rebuild would fail
    (again,) = load_file(path, tmp_path)
    assert again is first


def test_a_file_changed_on_disk_is_loaded_again(tmp_path):
    """Same path, same size, other bytes: the cases come from the new bytes, never from memory."""
    path = write(tmp_path, "basic.json", document(coerce_case(arguments={"n": "5"}, expected={"n": 5})))
    (first,) = load_file(path, tmp_path)
    write(tmp_path, "basic.json", document(coerce_case(arguments={"n": "6"}, expected={"n": 6})))
    (second,) = load_corpora([tmp_path])
    assert (first.arguments, second.arguments) == ({"n": "5"}, {"n": "6"})
    write(tmp_path, "basic.json", "{}")
    with pytest.raises(CorpusError, match=r"basic\.json: not a valid corpus file: at \$: missing fields"):
        load_file(path, tmp_path)


def test_a_snapshot_changed_on_disk_gives_its_new_expectation(tmp_path):
    case = coerce_case(snapshot=True)
    del case["expected"]
    path = write(tmp_path, "gen.json", document(case))
    write(snapshot_path(path).parent, path.name, {"g/count": {"n": 5}})
    (first,) = load_file(path, tmp_path)
    write(snapshot_path(path).parent, path.name, {"g/count": {"n": 7}})
    (second,) = load_file(path, tmp_path)
    (unread,) = load_file(path, tmp_path, snapshots=False)
    assert (first.expected, second.expected, unread.expected) == ({"n": 5}, {"n": 7}, None)


def test_a_missing_corpus_folder_is_an_error(tmp_path):
    with pytest.raises(CorpusError, match="no such corpus folder"):
        load_corpora([tmp_path / "nowhere"])


def test_selection_by_level_and_tags(tmp_path):
    write(
        tmp_path,
        "sel.json",
        document(
            coerce_case(id="a", tags=["ref"]),
            coerce_case(id="b", level="hermes", tags=["unmap"]),
            coerce_case(id="c", tags=["unmap", "nested"]),
        ),
    )
    cases = load_corpora([tmp_path])
    assert [c.id.split("/")[-1] for c in select(cases, level="core")] == ["a", "c"]
    assert [c.id.split("/")[-1] for c in select(cases, level="hermes", tags=["unmap"])] == ["b", "c"]
    assert [c.id.split("/")[-1] for c in select(cases, exclude_tags=["nested"])] == ["a", "b"]
