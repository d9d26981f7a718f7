"""The JSON report says which suite and which cases it ran, and stays small on huge values."""

import json
import re
from importlib import metadata

from gate_support import ROOT, run, run_suite


def _report(capsys, tmp_path, *selection, name="r.json"):
    path = tmp_path / name
    code, out, _ = run(capsys, "run", "--impl", "reference", *selection, "--report", str(path), "--quiet")
    assert code == 0, out
    return path, json.loads(path.read_text())


def test_the_report_names_the_suite_version_and_its_corpus_digest(capsys, tmp_path):
    _, data = _report(capsys, tmp_path, "--tags", "seed")
    assert data["suite"]["version"] == metadata.version("toolcall-conformance")
    manifest = json.loads((ROOT / "corpora" / "manifest.json").read_text("utf-8"))
    assert data["suite"]["corpus"] == manifest["digest"]  # the whole bundled corpus's, whatever ran


def test_the_corpus_hash_follows_the_selection(capsys, tmp_path):
    _, first = _report(capsys, tmp_path, "--tags", "seed", name="a.json")
    _, again = _report(capsys, tmp_path, "--tags", "seed", name="b.json")
    _, other = _report(capsys, tmp_path, "--tags", "ref", name="c.json")
    assert re.fullmatch(r"sha256:[0-9a-f]{64}", first["suite"]["corpus_hash"])
    assert first["suite"]["corpus_hash"] == again["suite"]["corpus_hash"]
    assert first["suite"]["corpus_hash"] != other["suite"]["corpus_hash"]


def test_each_case_carries_its_description_and_spec(capsys, tmp_path):
    _, data = _report(capsys, tmp_path, "--tags", "seed")
    assert data["cases"]
    for case in data["cases"]:
        assert isinstance(case["description"], str) and case["description"].strip()
        assert re.fullmatch(r"[0-9](\.[0-9]+)*", case["spec"])


def test_values_above_64_kib_are_cut_and_the_report_stays_small(capsys, tmp_path):
    path, data = _report(capsys, tmp_path, "--id", "adversarial/large-string")
    assert data["cases"]
    text = path.read_text()
    markers = [int(n) for n in re.findall(r"<cut: (\d+) bytes>", text)]
    assert markers, "a large value is replaced by a marker"
    assert all(n > 64 * 1024 for n in markers)
    assert path.stat().st_size < 2 * 1024 * 1024


def test_version_option_prints_the_version():
    done = run_suite("--version", timeout=120, cwd=ROOT)
    assert done.returncode == 0
    digest = json.loads((ROOT / "corpora" / "manifest.json").read_text("utf-8"))["digest"]
    version = metadata.version("toolcall-conformance")
    assert done.stdout.strip() == f"toolcall-conformance {version} (corpus {digest})"
