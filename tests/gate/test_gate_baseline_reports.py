"""Reports with `--baseline`: known failures are explained, new failures and stale entries stand out."""

import json
import xml.etree.ElementTree as ET

import pytest
from gate_support import ECHO, run

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select

SELECTION = ("--tags", "seed", "malformed")
REASON = "SPEC §2: the echo hands the tool what the model sent"


@pytest.fixture
def baseline(capsys, tmp_path):
    """A reasoned baseline of the echo over the selection, written to a file."""
    code, out, _ = run(capsys, "baseline", "--impl", ECHO, *SELECTION)
    assert code == 0
    document = json.loads(out)
    assert all(reason["text"].startswith("unreviewed: ") for reason in document["reasons"].values())
    for key, reason in document["reasons"].items():
        reason["text"] = f"{REASON} ({key})"
    path = tmp_path / "baseline.json"
    path.write_text(json.dumps(document))
    return path, document


def _listed(document):
    return [case_id for ids in document["known_failures"].values() for case_id in ids]


def _reports(capsys, tmp_path, path):
    files = {kind: tmp_path / f"r.{kind}" for kind in ("json", "xml", "md")}
    code, out, _ = run(
        capsys, "run", "--impl", ECHO, *SELECTION, "--baseline", str(path),
        "--report", str(files["json"]), "--junit", str(files["xml"]), "--markdown", str(files["md"]),
    )  # fmt: skip
    testcases = {
        element.get("name"): element for element in ET.parse(files["xml"]).getroot().iter("testcase")
    }
    return code, out, json.loads(files["json"].read_text()), testcases, files["md"].read_text()


def _summary_head(markdown):
    lines = markdown.splitlines()
    assert lines[0].startswith("### toolcall-conformance: ")
    return "\n".join(lines[1:12])


def test_a_matching_baseline_is_green_in_every_report(capsys, tmp_path, baseline):
    path, document = baseline
    listed = _listed(document)
    code, out, data, testcases, markdown = _reports(capsys, tmp_path, path)
    assert code == 0, out
    assert not [name for name, element in testcases.items() if element.find("failure") is not None]
    for case_id in listed:
        skipped = testcases[case_id].find("skipped")
        assert skipped is not None, case_id
        assert skipped.get("message").startswith(f"known failure: {REASON}")
    section = data["baseline"]
    assert section["file"] == str(path)
    assert (section["ok"], section["known"], section["new"], section["stale"]) == (True, len(listed), [], [])
    cases = {c["id"]: c for c in data["cases"]}
    for case_id in listed:
        assert cases[case_id]["baseline"] == "known"
        assert cases[case_id]["reason"].startswith(REASON)
    head = _summary_head(markdown)
    assert "matches its baseline" in head
    assert "NEW" not in head and "STALE" not in head


def test_a_dropped_entry_is_a_new_failure(capsys, tmp_path, baseline):
    path, document = baseline
    key = next(iter(document["known_failures"]))
    dropped, *kept = document["known_failures"][key]
    document["known_failures"][key] = kept
    if not kept:
        del document["known_failures"][key], document["reasons"][key]
    path.write_text(json.dumps(document))
    code, _, data, testcases, markdown = _reports(capsys, tmp_path, path)
    assert code == 1
    failure = testcases[dropped].find("failure")
    assert failure is not None
    assert data["baseline"]["ok"] is False
    assert data["baseline"]["new"] == [dropped]
    assert next(c for c in data["cases"] if c["id"] == dropped)["baseline"] == "new"
    head = _summary_head(markdown)
    assert "does not match its baseline" in head
    assert "NEW" in head and dropped in head


def test_a_listed_case_that_passes_is_a_stale_failure(capsys, tmp_path, baseline):
    path, document = baseline
    listed = set(_listed(document))
    passing = next(
        c.id
        for c in select(load_corpora([DEFAULT_CORPUS_ROOT]), level="core", tags=["seed", "malformed"])
        if c.id not in listed and c.features <= {"coerce", "split"}  # the echo lists only these
    )
    key = next(iter(document["known_failures"]))
    document["known_failures"][key].append(passing)
    path.write_text(json.dumps(document))
    code, _, data, testcases, markdown = _reports(capsys, tmp_path, path)
    assert code == 1
    failure = testcases[passing].find("failure")
    assert failure is not None
    assert "stale" in failure.get("message")
    assert data["baseline"]["stale"] == [passing]
    entry = next(c for c in data["cases"] if c["id"] == passing)
    assert entry["baseline"] == "stale"
    assert entry["reason"].startswith(REASON)
    head = _summary_head(markdown)
    assert "does not match its baseline" in head
    assert "STALE" in head and passing in head
