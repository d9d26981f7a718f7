"""The server rows on the seed's rows generated from real sources, run in their SDKs' environments."""

from __future__ import annotations

import json
import subprocess

import pytest

from suite.adapters import environments
from suite.adapters.registry import table
from suite.cli import main
from suite.generators import seed
from suite.generators.build import ROOT


def installed(name: str) -> None:
    environment = table()[name].environment
    assert environment is not None
    try:
        environments.ready(environment)
    except environments.NotInstalled as missing:
        pytest.fail(str(missing), pytrace=False)


def outcomes(tmp_path, capsys, *argv: str) -> dict[str, dict]:
    report = tmp_path / "r.json"
    main(["run", *argv, "--id", "seed/sources", "--report", str(report)])
    capsys.readouterr()
    cases = json.loads(report.read_text())["cases"]
    return {case["id"].removeprefix("seed/sources/"): case for case in cases if case["outcome"] != "skipped"}


def test_fastmcp_delivers_count_verbose_and_offset_and_rejects_the_filters_text(tmp_path, capsys):
    installed("server-fastmcp")
    cases = outcomes(tmp_path, capsys, "--impl", "server-fastmcp")
    for origin in ("native", "mcp"):
        for row, delivered in [
            ("count-string-behind-defs-ref", {"count": 5}),
            ("verbose-string-behind-ref-with-description", {"verbose": True}),
            ("offset-ref-into-nullable-union-branch", {"offset": 7}),
        ]:
            case = cases[f"pydantic-{origin}/{row}"]
            assert case["outcome"] == "passed" and case["actual"] == delivered, case["id"]
        filters = cases[f"pydantic-{origin}/filters-json-string-with-nested-json-string"]
        assert filters["rejected"] and "Filters" in filters["message"], "the model's JSON text is refused"
    assert not any(case["id"].startswith("seed/sources/zod") for case in cases.values()), "no zod source"


def test_the_typescript_server_rejects_text_for_an_integer(tmp_path, capsys):
    installed("server-mcp-typescript")
    cases = outcomes(tmp_path, capsys, "--impl", "server-mcp-typescript")
    case = cases["zod3-mcp/count-string-behind-defs-ref"]
    assert case["rejected"] and case["outcome"] == "failed", "a valid call refused is a §1.5 failure"
    assert "Input validation error" in case["message"] and "count" in case["message"]


def test_defaults_the_server_filled_in_travel_beside_the_arguments_sent():
    installed("server-fastmcp")
    source = {"kind": "pydantic", "module": "suite.generators.seed_models", "model": "ListIssuesInput"}
    tool = {"name": "list_issues", "origin": "mcp", "parameters": {"type": "object"}, "source": source}
    request = {"cmd": "coerce", "seq": 1, "arguments": {"count": "5"}, "tool": tool}
    lines = [{"cmd": "start", "protocol": 1}, request, {"cmd": "stop"}]
    done = subprocess.run(
        table()["server-fastmcp"].command(),
        input="".join(json.dumps(line) + "\n" for line in lines),
        capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    answer = json.loads(done.stdout.splitlines()[1])
    assert answer["arguments"] == {"count": 5}
    filled = {"/verbose": False, "/filters": {"labels": []}, "/limit": None, "/offset": 0}
    assert answer["defaults"] == {**filled, "/person": {"first name": None}}


def test_end_to_end_a_rejection_says_it_was_the_servers(tmp_path, capsys):
    installed("hermes-before")
    installed("server-mcp-typescript")
    cases = outcomes(tmp_path, capsys, "--impl", "hermes-before", "--through", "server-mcp-typescript")
    offset = cases["zod3-mcp/offset-ref-into-nullable-union-branch"]  # the before build follows no $ref
    assert offset["outcome"] == "failed" and offset["rejected"]
    assert "rejected by server-mcp-typescript (the server)" in offset["message"]


def test_the_zod_seed_hides_counts_type_behind_a_ref_as_a_reused_zod_3_schema_lists_it():
    document = json.loads((ROOT / "corpora" / "seed" / "sources.json").read_text("utf-8"))
    (group,) = [g for g in document["groups"] if g["id"] == "zod3-mcp"]
    properties = group["tool"]["parameters"]["properties"]
    assert properties["count"] == {"$ref": "#/properties/min_comments"}, "the second use of Count"
    assert properties["min_comments"]["type"] == "integer"
    assert group["tool"]["origin"] == "mcp", "the server's own tools/list, what an agent is shown"


def through_the_typescript_server(tmp_path, capsys, agent: str, case_id: str, *more: str) -> dict:
    """One case's report entry from a run of `agent` through server-mcp-typescript."""
    report = tmp_path / f"{agent}.json"
    main(["run", "--impl", agent, "--through", "server-mcp-typescript", "--report", str(report), *more])
    capsys.readouterr()
    return next(case for case in json.loads(report.read_text())["cases"] if case["id"] == case_id)


def test_through_the_typescript_server_before_fails_the_count_row_and_after_delivers_it(tmp_path, capsys):
    """Issue 24's done-when, on the zod 3 listing the server gives (count behind a path $ref)."""
    installed("hermes-before")
    installed("hermes-after")
    installed("server-mcp-typescript")
    count = "seed/sources/zod3-mcp/count-string-behind-defs-ref"
    before = through_the_typescript_server(tmp_path, capsys, "hermes-before", count, "--tags", "seed")
    assert before["outcome"] == "failed" and before["rejected"], "before leaves the text behind the $ref"
    assert "rejected by server-mcp-typescript (the server)" in before["message"]
    after = through_the_typescript_server(tmp_path, capsys, "hermes-after", count, "--tags", "seed")
    assert after["outcome"] == "passed" and after["actual"] == {"count": 5}


def test_zod_4_lists_count_wrapped_in_allof_and_the_after_build_does_not_follow_it(tmp_path, capsys):
    """Measured: the SDK lists an optional use of a registered zod 4 schema as `allOf: [{$ref}]`, a
    property with no top-level type (core leaves it open, SPEC §1.2), and the after build leaves "5"
    there, so the server refuses it: the $ref fix does not reach a zod 4 server's optional counts."""
    installed("hermes-after")
    installed("server-mcp-typescript")
    (emitted,) = [e for e in seed.zod_schemas() if e["zod"] == "zod4"]
    assert emitted["schema"]["properties"]["count"] == {"allOf": [{"$ref": "#/definitions/Count"}]}
    source = {"kind": "zod4", "module": emitted["source"], "model": seed.TOOL}
    group = seed.group("zod4-mcp", "McpServer with zod4", "mcp", emitted["schema"], source)
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "zod4.json").write_text(json.dumps({"description": "the seed on zod 4", "groups": [group]}))
    count = "zod4/zod4-mcp/count-string-behind-defs-ref"
    after = through_the_typescript_server(tmp_path, capsys, "hermes-after", count, "--corpus", str(folder))
    assert after["rejected"] and "expected number, received string at count" in after["message"]
