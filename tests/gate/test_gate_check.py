"""`check` lints content: a key-order check over already sorted keys cannot fail, so it is refused, and
a case's `spec` must cite a section SPEC.md has."""

import copy
import json

from gate_support import ROOT, run

THINKING = {"type": "thinking", "thinking": "Plan the two reads.", "signature": "EqQBCkYIBxgCKkBvQm=="}
CALL = {
    "id": "toolu_01Batch",
    "type": "function",
    "function": {
        "name": "tool_call",
        "arguments": json.dumps({"calls": [{"name": "a", "arguments": {}}, {"name": "b", "arguments": {}}]}),
    },
}
HAND_WRITTEN = {"kind": "hand-written", "file": "SPEC.md"}


def _split_document(thinking, spec="3"):
    provider_data = {"anthropic_content_blocks": [thinking]}
    expected_calls = [
        {"id": "toolu_01Batch", "type": "function", "function": {
            "name": "tool_call", "arguments": {"calls": [{"name": "a", "arguments": {}}]}}},
        {"id": {"fresh": True}, "type": "function", "function": {
            "name": "tool_call", "arguments": {"calls": [{"name": "b", "arguments": {}}]}}},
    ]  # fmt: skip
    case = {
        "id": "kept-thinking",
        "description": "The thinking block is kept byte-identical.",
        "level": "core",
        "tags": ["split"],
        "spec": spec,
        "tool_calls": [CALL],
        "provider_data": provider_data,
        "expected": {"tool_calls": expected_calls, "provider_data": copy.deepcopy(provider_data)},
    }
    group = {"id": "blocks", "description": "thinking blocks", "kind": "split", "cases": [case]}
    return {"description": "check gate", "provenance": HAND_WRITTEN, "groups": [group]}


def test_check_refuses_a_kept_thinking_block_with_sorted_keys(capsys, tmp_path):
    folder = tmp_path / "c"
    folder.mkdir()
    path = folder / "sortedthinking.json"
    sorted_block = {key: THINKING[key] for key in sorted(THINKING)}
    assert list(sorted_block) == ["signature", "thinking", "type"]
    path.write_text(json.dumps(_split_document(sorted_block)))
    code, _, err = run(capsys, "check", "--corpus", str(folder))
    assert code == 2
    [line] = [line for line in err.splitlines() if "sortedthinking" in line]
    assert str(path) in line
    assert "sortedthinking/blocks/kept-thinking" in line
    assert "$.provider_data.anthropic_content_blocks[0]" in line


def test_check_accepts_the_same_block_in_provider_order(capsys, tmp_path):
    folder = tmp_path / "c"
    folder.mkdir()
    (folder / "providerorder.json").write_text(json.dumps(_split_document(THINKING)))
    code, out, err = run(capsys, "check", "--corpus", str(folder))
    assert code == 0, err
    assert out.startswith("corpora ok: ")


def test_the_bundled_corpora_pass_check(capsys):
    code, out, err = run(capsys, "check")
    assert code == 0, err
    assert out.startswith("corpora ok: ")


def test_check_refuses_a_spec_section_that_spec_md_does_not_have(capsys, tmp_path):
    folder = tmp_path / "c"
    folder.mkdir()
    path = folder / "nosection.json"
    path.write_text(json.dumps(_split_document(THINKING, spec="9.9")))
    code, _, err = run(capsys, "check", "--corpus", str(folder))
    assert code == 2
    [line] = [line for line in err.splitlines() if "nosection" in line]
    assert line.startswith(f"error: {path}: case 'nosection/blocks/kept-thinking': field 'spec': ")
    assert "SPEC.md has no section '9.9'" in line


def test_check_accepts_every_section_of_spec_md(capsys, tmp_path):
    """The sections as SPEC.md's headings number them, read here apart from the suite's own reading."""
    headings = (ROOT / "SPEC.md").read_text("utf-8").splitlines()
    sections = [line.split()[1].rstrip(".") for line in headings if line.startswith(("## ", "### "))]
    sections = [section for section in sections if section[0].isdigit()]
    assert {"1", "1.2", "3", "5"} <= set(sections)
    folder = tmp_path / "c"
    folder.mkdir()
    for section in sections:
        (folder / f"s{section}.json").write_text(json.dumps(_split_document(THINKING, spec=section)))
    code, _, err = run(capsys, "check", "--corpus", str(folder))
    assert code == 0, err


def _check_one(capsys, tmp_path, document):
    folder = tmp_path / "c"
    folder.mkdir()
    path = folder / "prov.json"
    path.write_text(json.dumps(document))
    code, _, err = run(capsys, "check", "--corpus", str(folder))
    return code, path, [line for line in err.splitlines() if "prov" in line]


def test_check_refuses_a_case_with_no_provenance_naming_file_case_and_field(capsys, tmp_path):
    document = _split_document(THINKING)
    del document["provenance"]
    code, path, lines = _check_one(capsys, tmp_path, document)
    assert code == 2
    [line] = lines
    assert line.startswith(f"error: {path}: case 'prov/blocks/kept-thinking': field 'provenance': missing")


def test_a_report_must_name_its_repository_and_number(capsys, tmp_path):
    document = _split_document(THINKING)
    document["provenance"] = {"kind": "report", "url": "https://github.com/o/r/issues/1", "repository": "o/r"}
    code, _, lines = _check_one(capsys, tmp_path, document)
    assert code == 2
    [line] = lines
    assert "field 'provenance': 'number' is a required property" in line


def test_provenance_needs_a_url_or_a_file(capsys, tmp_path):
    document = _split_document(THINKING)
    document["provenance"] = {"kind": "hand-written"}
    code, _, lines = _check_one(capsys, tmp_path, document)
    assert code == 2
    assert "field 'provenance': names neither 'url' nor 'file'" in lines[0]


def test_a_cases_provenance_merges_over_its_groups_and_files(capsys, tmp_path):
    """The file says report, the group its repository, the case its number and URL: the case is complete."""
    document = _split_document(THINKING)
    document["provenance"] = {"kind": "report"}
    group = document["groups"][0]
    group["provenance"] = {"repository": "o/r"}
    group["cases"][0]["provenance"] = {"number": 7, "url": "https://github.com/o/r/issues/7"}
    code, _, lines = _check_one(capsys, tmp_path, document)
    assert code == 0 and not lines
    del group["provenance"]
    (tmp_path / "c" / "prov.json").unlink()
    (tmp_path / "c").rmdir()
    code, _, lines = _check_one(capsys, tmp_path, document)
    assert code == 2 and "'repository' is a required property" in lines[0]
