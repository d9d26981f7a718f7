"""The Stainless-generated MCP server rows (npm @whop/mcp) and their cases, corpora/stainless-whop.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.registry import source_feature, table
from toolcall_conformance.cli import main
from toolcall_conformance.corpus import corpus_roots, load_corpora
from toolcall_conformance.model import CoerceCase, Feature, missing_source
from toolcall_conformance.reference import prepare_arguments
from toolcall_conformance.runner.expectations import check_coerce

ROOT = Path(__file__).resolve().parents[2]
ROWS = ("server-stainless-whop", "server-stainless-whop-claude-code")


def stainless_cases() -> list[CoerceCase]:
    cases = [c for c in load_corpora(corpus_roots()) if c.id.startswith("stainless-whop/")]
    assert len(cases) >= 12
    return [c for c in cases if isinstance(c, CoerceCase)]


def test_the_reference_gives_every_case_its_expected_answer():
    """The expectations follow from SPEC: the clean-room reference, given each case's schema, answers them."""
    for case in stainless_cases():
        tool = {"parameters": case.tool.parameters, "origin": "mcp"}
        assert check_coerce(case, prepare_arguments(tool, case.arguments)) == [], case.id


def decode_object_text_anywhere(arguments: dict[str, Any]) -> dict[str, Any]:
    """A miniature of a schema-blind step: every top-level text that parses to an object is decoded."""
    decoded = dict(arguments)
    for key, value in arguments.items():
        try:
            parsed = json.loads(value) if isinstance(value, str) else None
        except ValueError:
            continue
        if isinstance(parsed, dict):
            decoded[key] = parsed
    return decoded


def test_a_step_that_decodes_object_text_without_the_schema_fails_only_the_string_case():
    failing = {
        case.id.rsplit("/", 2)[-2] + "/" + case.id.rsplit("/", 1)[-1]
        for case in stainless_cases()
        if check_coerce(case, decode_object_text_anywhere(case.arguments))
    }
    assert "create-transfers/string-holding-object-text" in failing
    assert "create-transfers/object-text" not in failing, "object text for an object is decoded rightly"


def test_only_a_row_serving_the_package_runs_its_cases():
    for case in stainless_cases():
        assert Feature.SOURCE_STAINLESS in case.features, case.id
        assert missing_source(case, frozenset({Feature.SOURCE_ZOD})) == Feature.SOURCE_ZOD
    assert {source_feature(table()[row]) for row in ROWS} == {Feature.SOURCE_STAINLESS}
    assert source_feature(table()["server-mcp-typescript"]) == Feature.SOURCE_ZOD


@pytest.mark.e2e(reason="starts the real @whop/mcp server over stdio in its installed environment")
@pytest.mark.parametrize("row", ROWS)
def test_each_row_matches_its_baseline_on_its_cases(row, tmp_path, capsys):
    environment = table()[row].environment
    assert environment is not None
    try:
        environments.ready(environment)
    except environments.NotInstalled as missing:
        pytest.fail(str(missing), pytrace=False)
    report = tmp_path / "r.json"
    baseline = ROOT / "baselines" / f"{row}.json"
    argv = ["run", "--impl", row, "--id", "stainless-whop", "--baseline", str(baseline)]
    code = main([*argv, "--report", str(report)])
    capsys.readouterr()
    assert code == 0
    cases = {c["id"].removeprefix("stainless-whop/"): c for c in json.loads(report.read_text())["cases"]}
    assert sum(c["outcome"] != "skipped" for c in cases.values()) == len(stainless_cases())
    notes = cases["create-transfers/string-holding-object-text"]
    metadata = cases["create-transfers/object-text"]
    if row == "server-stainless-whop":  # --client claude: the preset is never applied, nothing is decoded
        assert notes["outcome"] == "passed"
        assert metadata["actual"]["metadata"] == '{"order": "42"}'
    else:  # the claude preset inferred from the client's name: parseEmbeddedJSON decodes object text
        assert metadata["outcome"] == "passed"
        assert notes["actual"]["notes"] == {"ref": "inv-7"}, "the string parameter reaches the API decoded"
