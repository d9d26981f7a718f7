"""The server rows on the seed's rows generated from real sources, run in their SDKs' environments."""

from __future__ import annotations

import json
import subprocess

import pytest

from suite.adapters import environments
from suite.adapters.registry import table
from suite.cli import main


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
    count = cases["zod3-mcp/count-string-behind-defs-ref"]  # zod 3 inlines a schema used once
    assert count["outcome"] == "passed" and count["actual"] == {"count": 5}
