"""A baseline made with an earlier release, run against this one: the cases the suite added, re-issued or
removed since are named as changed by the suite, not as the implementation's new failures."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "gate"))
from gate_support import ECHO, run  # noqa: E402

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, manifest  # noqa: E402
from toolcall_conformance.corpus.manifest import Entry, Manifest  # noqa: E402
from toolcall_conformance.model import Feature  # noqa: E402
from toolcall_conformance.version import suite_version  # noqa: E402

ADDED = "seed/seed-native/count-string-behind-defs-ref"
RETIRED = "seed/seed-native/a-case-the-suite-removed"


@pytest.fixture(scope="module")
def reissued() -> str:
    """A generated case that carries its fingerprint (re-issued once) and that the echo fails."""
    for case in load_corpora([DEFAULT_CORPUS_ROOT]):
        fingerprinted = case.id != manifest.stem(case.id) and case.id.startswith("generated/")
        if fingerprinted and case.arguments != case.expected and case.features == {Feature.COERCE}:
            return case.id
    raise AssertionError("no generated case with a fingerprint that needs coercion")


@pytest.fixture
def earlier(tmp_path, monkeypatch, reissued) -> str:
    """Release 0.9.0, as it would have shipped: `reissued` under its old id and pinning something else,
    ADDED not yet there, RETIRED still there."""
    current = manifest.read(manifest.MANIFEST)
    cases = {i: e for i, e in current.cases.items() if i not in (reissued, ADDED)}
    cases[manifest.stem(reissued)] = Entry("core", "1.2", ("coerce",), "0" * 16)
    cases[RETIRED] = Entry("core", "1.2", ("coerce",), "1" * 16)
    releases = tmp_path / "releases"
    releases.mkdir()
    (releases / "0.9.0.json").write_text(Manifest(cases).as_text(), "utf-8")
    monkeypatch.setattr(manifest, "RELEASES", releases)
    return "0.9.0"


def baseline_of_earlier(capsys, tmp_path, reissued: str, stamped: bool) -> Path:
    """The echo's baseline as 0.9.0 made it: the old id and RETIRED listed, ADDED and the new id not."""
    code, out, _ = run(capsys, "baseline", "--impl", ECHO, "--id", "seed/", "--id", reissued)
    assert code == 0
    document = json.loads(out)
    assert document["suite"] == {"version": suite_version(), "corpus": manifest.committed_digest()}
    for key, reason in document["reasons"].items():
        reason["text"] = f"SPEC §1.2: the echo coerces nothing ({key})"
        ids = document["known_failures"][key]
        ids[:] = [i for i in ids if i not in (reissued, ADDED)]
    document["known_failures"] = {k: ids for k, ids in document["known_failures"].items() if ids}
    document["reasons"] = {k: r for k, r in document["reasons"].items() if k in document["known_failures"]}
    first = next(iter(document["known_failures"]))
    document["known_failures"][first] += [manifest.stem(reissued), RETIRED]
    if stamped:
        document["suite"] = {"version": "0.9.0", "corpus": "sha256:" + "2" * 64}
    else:
        del document["suite"]
    for way in document.get("outcomes", {}).values():
        way[:] = [i for i in way if i not in (reissued, ADDED)]
    path = tmp_path / "baseline.json"
    path.write_text(json.dumps(document), "utf-8")
    return path


def test_a_baseline_of_an_earlier_release_names_the_cases_the_suite_changed(
    capsys, tmp_path, earlier, reissued
):
    path = baseline_of_earlier(capsys, tmp_path, reissued, stamped=True)
    report = tmp_path / "report.json"
    code, out, _ = run(
        capsys,
        "run",
        "--impl",
        ECHO,
        "--id",
        "seed/",
        "--id",
        reissued,
        "--baseline",
        str(path),
        "--report",
        str(report),
    )
    assert code == 1, out
    assert (
        f"SUITE {reissued}: re-issued from {manifest.stem(reissued)} since 0.9.0; changed by the suite" in out
    )
    assert f"SUITE {ADDED}: added since 0.9.0; changed by the suite" in out
    assert f"SUITE {RETIRED}: removed since 0.9.0; changed by the suite" in out
    assert "NEW " not in out and "STALE " not in out
    assert (
        f"SUITE {manifest.stem(reissued)}: re-issued as {reissued} since 0.9.0; changed by the suite" in out
    )
    assert "made with suite 0.9.0; 4 of its differences are the suite's changes since" in out
    verdict = json.loads(report.read_text("utf-8"))["baseline"]
    assert verdict["new"] == [] and not verdict["ok"]
    assert verdict["changed_by_suite"] == {
        reissued: f"re-issued from {manifest.stem(reissued)} since 0.9.0",
        ADDED: "added since 0.9.0",
        RETIRED: "removed since 0.9.0",
        manifest.stem(reissued): f"re-issued as {reissued} since 0.9.0",
    }


def test_baseline_update_takes_the_suites_changes_in_and_records_this_suite(
    capsys, tmp_path, earlier, reissued
):
    path = baseline_of_earlier(capsys, tmp_path, reissued, stamped=True)
    code, _, _ = run(
        capsys, "baseline", "--impl", ECHO, "--id", "seed/", "--id", reissued, "--update", str(path)
    )
    assert code == 0
    document = json.loads(path.read_text("utf-8"))
    listed = {i for ids in document["known_failures"].values() for i in ids}
    assert {reissued, ADDED} <= listed and not {manifest.stem(reissued), RETIRED} & listed
    assert document["suite"] == {"version": suite_version(), "corpus": manifest.committed_digest()}


def test_without_the_suite_it_was_made_with_a_removed_id_is_a_baseline_error(
    capsys, tmp_path, earlier, reissued
):
    """What a baseline that does not say its suite gets: the removed ids are errors, the others NEW."""
    path = baseline_of_earlier(capsys, tmp_path, reissued, stamped=False)
    code, _, err = run(
        capsys, "run", "--impl", ECHO, "--id", "seed/", "--id", reissued, "--baseline", str(path)
    )
    assert code == 2
    assert f"no case has the id {manifest.stem(reissued)!r}" in err


def test_version_prints_the_suite_version_and_the_corpus_digest(capsys):
    with pytest.raises(SystemExit) as done:
        run(capsys, "--version")
    assert done.value.code == 0
    out = capsys.readouterr().out
    current = manifest.of_cases(load_corpora([DEFAULT_CORPUS_ROOT]))
    assert out == f"toolcall-conformance {suite_version()} (corpus {current.digest})\n"
