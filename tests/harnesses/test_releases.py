"""Released versions run as implementations, each through its era's entry point, installed from PyPI.

End to end: each test installs real json-repair releases (seconds each once cached, never mocked).
"""

import json

import pytest

from toolcall_conformance.cli import main

DOUBLE_SERIALISED = [  # a nested object the model sent as JSON text (inside JSON text)
    "coerce/object/json-object-text",
    "adversarial/adversarial/deep/json-text-within-json-text",
]

pytestmark = pytest.mark.e2e(reason="installs json-repair releases from PyPI into the environments cache")


def _run(tmp_path, spec, *ids):
    report = tmp_path / f"{spec}.json"
    selection = [part for case_id in ids for part in ("--id", case_id)]
    main(["run", "--impl", spec, "--level", "hermes", *selection, "--quiet", "--report", str(report)])
    document = json.loads(report.read_text())
    return document["implementation"], {case["id"]: case for case in document["cases"]}


def test_json_repair_061_parses_double_serialised_json_that_060_1_refuses(tmp_path):
    """json-repair 0.61.0's SchemaRepairer._load_json_string_container parses JSON text where the schema
    wants an object; 0.60.1 refuses the call instead."""
    old_info, old = _run(tmp_path, "json-repair@0.60.1", *DOUBLE_SERIALISED)
    new_info, new = _run(tmp_path, "json-repair@0.61.0", *DOUBLE_SERIALISED)
    assert (old_info["version"], new_info["version"]) == ("0.60.1", "0.61.0")
    for case_id in DOUBLE_SERIALISED:
        assert (old[case_id]["outcome"], old[case_id]["rejected"]) == ("failed", True), case_id
        assert new[case_id]["outcome"] == "passed", case_id


def test_the_era_before_schema_definition_error_runs_through_its_own_entry_point(tmp_path):
    """0.57.0 has no SchemaDefinitionError: its era's harness argument answers instead of failing to load."""
    info, cases = _run(tmp_path, "json-repair@0.57.0", "coerce/object/")
    assert info["version"] == "0.57.0"
    assert cases and {case["outcome"] for case in cases.values()} <= {"passed", "failed"}


def test_a_trend_over_two_releases_shows_the_step_of_the_release_that_made_it(tmp_path, capsys):
    out = tmp_path / "trend"
    argv = ["trend", "--impl", "json-repair", "--versions", "0.60.1,0.61.0", "--level", "hermes"]
    code = main(
        [
            *argv,
            *(p for case_id in DOUBLE_SERIALISED for p in ("--id", case_id)),
            "--jobs",
            "2",
            "--out",
            str(out),
        ]
    )
    assert code == 0, capsys.readouterr().err
    assert {path.name for path in out.iterdir()} >= {"trend.json", "trend.md", "trend.html", "reports"}
    trend = json.loads((out / "trend.json").read_text())
    (step,) = trend["steps"]
    assert (step["from"], step["to"], step["fixed"], step["broken"]) == ("0.60.1", "0.61.0", 2, 0)
    assert "_load_json_string_container" in step["changes"]["0.61.0"]  # the change json-repair's source shows
    assert set(trend["seconds"]) == {"0.60.1", "0.61.0"} and trend["wall_seconds"]["jobs"] == 2
    assert {trend["cases"][case_id]["first_delivered"] for case_id in DOUBLE_SERIALISED} == {"0.61.0"}
