"""The real Hermes builds, end to end through the command line (environments made by `make implementations`).

Expected values come from SPEC.md's table of builds and the seed rows measured on the builds.
A missing venv fails these tests: they are the suite's proof that it detects what it claims to.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from toolcall_conformance.adapters import environments, registry
from toolcall_conformance.cli import main
from toolcall_conformance.cli.options import ExitCode

REPO = Path(__file__).resolve().parents[2]
BUILDS = ("hermes-before", "hermes-after", "hermes-0.19.0")
SEED_ROWS = {  # (case, argument): (what the before build hands the tool, what the after build does)
    ("seed/seed-native/count-string-behind-defs-ref", "count"): ('"5"', "5"),
    ("seed/seed-native/verbose-string-behind-ref-with-description", "verbose"): ('"true"', "true"),
    ("seed/seed-native/filters-json-string-with-nested-json-string", "filters"): (
        json.dumps('{"labels": "[\\"a\\", \\"b\\"]"}'),
        '{"labels": ["a", "b"]}',
    ),
    ("seed/seed-native/offset-ref-into-nullable-union-branch", "offset"): ('"7"', "7"),
    ("seed/seed-native/person-key-renamed-behind-ref", "person"): (
        '{"first_name": "Ada"}',
        '{"first name": "Ada"}',
    ),
}


def require_builds(*names: str) -> None:
    """Fail (never skip) when a build's environment is missing, naming the command that installs it."""
    for name in names:
        try:
            environments.ready(registry.table()[name].environment or name)
        except environments.NotInstalled as missing:
            pytest.fail(str(missing), pytrace=False)


@pytest.fixture(autouse=True)
def in_repository(monkeypatch):
    """Venvs and baselines are found relative to the repository, as `make hermes` runs them."""
    monkeypatch.chdir(REPO)


def cli(capsys, *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_a_missing_environment_fails_and_names_the_install_command(monkeypatch, tmp_path):
    monkeypatch.setenv("TOOLCALL_CONFORMANCE_VENVS", str(tmp_path))
    with pytest.raises(pytest.fail.Exception, match=r"run `toolcall-conformance install hermes-after`"):
        require_builds("hermes-after")


@pytest.mark.e2e(reason="a real Hermes build over the whole hermes level, as `make hermes` runs it")
@pytest.mark.parametrize("build", BUILDS)
def test_each_build_fails_exactly_its_baseline(capsys, build):
    require_builds(build)
    baseline = f"baselines/{build}.json"
    code, out = cli(capsys, "run", "--impl", build, "--level", "hermes", "--baseline", baseline, "--quiet")
    assert code == ExitCode.OK, out
    assert "baseline: ok" in out


def test_before_build_fails_every_seed_row_and_passes_their_inlined_twins(capsys, tmp_path):
    require_builds("hermes-before")
    report = tmp_path / "report.json"
    # the hand-written seed (corpora/seed.json); corpora/seed/ holds its rows generated from real sources
    code, _ = cli(capsys, "run", "--impl", "hermes-before", "--id", "seed/seed-", "--report", str(report))
    assert code == ExitCode.FAILED
    cases = json.loads(report.read_text())["cases"]
    with_refs = {c["id"]: c["outcome"] for c in cases if "inlined" not in c["tags"]}
    inlined = {c["id"]: c["outcome"] for c in cases if "inlined" in c["tags"]}
    assert {case_id.split("/")[1] for case_id in with_refs} == {"seed-native", "seed-mcp"}
    assert len(with_refs) == 12
    assert set(with_refs.values()) == {"failed"}
    assert len(inlined) == 12
    assert set(inlined.values()) == {"passed"}


def test_after_build_against_the_before_baseline_reports_stale_entries(capsys, tmp_path):
    require_builds("hermes-after")
    before_baseline = ["--baseline", "baselines/hermes-before.json"]
    report = tmp_path / "report.json"
    code, out = cli(
        capsys,
        "run",
        "--impl",
        "hermes-after",
        "--tags",
        "seed",
        *before_baseline,
        "--quiet",
        "--report",
        str(report),
    )
    assert code == ExitCode.FAILED
    stale = json.loads(report.read_text("utf-8"))["baseline"]["stale"]
    for case_id, _argument in SEED_ROWS:  # the before build failed them; the after build passes them
        assert case_id in stale
    assert re.search(rf"\b{len(stale)} stale\b", out)  # --quiet counts them and lists the first few
    assert "STALE seed/" in out and "passes now" in out
    assert "baseline: the run does not match its baseline" in out


def test_compare_shows_the_seed_rows_before_and_after(capsys):
    require_builds("hermes-before", "hermes-after")
    builds = ["--impl", "hermes-before", "--impl", "hermes-after"]
    code, out = cli(capsys, "compare", *builds, "--id", "seed/seed-native")
    assert code == ExitCode.OK
    header, *lines = out.splitlines()
    assert re.search(r"0\.21\.5\.post2 received\s+.*0\.22\.2\.post1 received$", header)
    table = {}
    for line in lines:
        columns = re.split(r"\s{2,}", line.strip())
        if len(columns) == 6:
            case_id, argument, _sent, _type, before, after = columns
            table[case_id, argument] = (before, after)
    for row, values in SEED_ROWS.items():
        assert table.get(row) == values, row


# Measured by running each build's own tools.schema_sanitizer.sanitize_tool_schemas on a property named
# "first name": 0.19.0 shows the model "first name", the iot builds show "first_name".
LISTS_UNMAP = {
    "hermes-0.19.0": False,
    "hermes-before": True,
    "hermes-after": True,
    "hermes-after-deferred": True,
}


@pytest.mark.parametrize("build", LISTS_UNMAP)
def test_a_build_lists_unmap_exactly_when_its_sanitizer_renames_keys(build):
    require_builds(build)
    impl = registry.create(build)
    try:
        assert ("unmap" in impl.features) is LISTS_UNMAP[build]
    finally:
        impl.close()
