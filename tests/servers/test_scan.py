"""`scan`: a server's tools, listed and never called, measured against implementations."""

from __future__ import annotations

import base64
import gzip
import json
import re
import sys
from pathlib import Path

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.cli import main

FAKES = Path(__file__).resolve().parents[1] / "fakes" / "servers"
CAPTURES = Path(__file__).resolve().parents[2] / "toolcall_conformance" / "generators" / "wild" / "captures"


def ready(name: str) -> Path:
    try:
        return environments.ready(name)
    except environments.NotInstalled as missing:
        pytest.fail(str(missing), pytrace=False)


def scan(capsys, tmp_path, *argv: str) -> tuple[int, str, dict[str, dict]]:
    report = tmp_path / "scan.json"
    outputs = [
        "--json",
        str(report),
        "--markdown",
        str(tmp_path / "scan.md"),
        "--html",
        str(tmp_path / "scan.html"),
    ]
    code = main(["scan", *argv, *outputs])
    out = capsys.readouterr().out
    return code, out, {tool["tool"]: tool for tool in json.loads(report.read_text())}


def page_index(page: Path) -> dict:
    """The data the scan page draws its table from (its packed index)."""
    packed = re.search(
        r'<script type="application/octet-stream" id="matrix-index">([^<]*)</script>', page.read_text()
    )
    assert packed, "the page carries its index"
    return json.loads(gzip.decompress(base64.b64decode(packed.group(1))))


def markdown_row(markdown: str, tool: str, impl: str) -> str:
    section = markdown.split(f"### `{tool}`", 1)[1].split("\n### ", 1)[0]
    return next(line for line in section.splitlines() if line.startswith(f"| `{impl}` |"))


def test_a_pydantic_model_behind_defs_reaches_the_before_build_wrong_and_inlining_fixes_it(capsys, tmp_path):
    ready("hermes-before")
    python = ready("mcp-python") / "bin" / "python"
    server = f"cmd:{python} {FAKES / 'pydantic_server.py'}"
    code, out, tools = scan(
        capsys, tmp_path, "--server", server, "--impl", "hermes-before", "--impl", "hermes-after"
    )
    assert code == 0
    tool = tools["list_issues"]
    assert tool["properties_behind_ref"] == ["count", "filters"]
    before, after = tool["implementations"]["hermes-before"], tool["implementations"]["hermes-after"]
    assert before["wrong_properties"]["listed"] == ["count", "filters"] and before["inlined_delivered"]
    assert after["failing_cases"]["listed"] == after["failing_cases"]["inlined"] == 0
    assert "hermes-before: wrong: count, filters; with refs inlined: delivered" in out
    markdown = (tmp_path / "scan.md").read_text()
    assert "Properties whose type hides behind `$ref`: `count`, `filters`." in markdown
    listed = tool["cases"]["listed"]
    wrong = before["failing_cases"]["listed"]
    assert markdown_row(markdown, "list_issues", "hermes-before").startswith(
        f"| `hermes-before` | {wrong} of {listed} cases delivered wrong; properties: `count`, `filters` "
        f"| delivers every case ({tool['cases']['inlined']}) |"
    )
    remedy = "server: inline the refs: every case is then delivered"
    assert f"    remedy: {remedy}" in out and before["remedy"]["line"].startswith(remedy)
    assert before["remedy"]["agent"] == [] and after["remedy"] is None
    assert markdown_row(markdown, "list_issues", "hermes-after").count("delivers every case") == 2
    index = page_index(tmp_path / "scan.html")
    assert index["title"] == "toolcall-conformance scan"
    rows = {(row["group"], row["label"]): row for row in index["rows"]}
    assert set(rows) == {("listed", "list_issues"), ("inlined", "list_issues"), ("text", "list_issues")}
    cell = rows["listed", "list_issues"]["cells"]["hermes-before"]
    assert cell["note"] == "wrong: count, filters" and cell["total"] - cell["passed"] == wrong
    assert rows["inlined", "list_issues"]["cells"]["hermes-before"]["passed"] == tool["cases"]["inlined"]
    assert rows["listed", "list_issues"]["note"] == "behind $ref: count, filters"
    assert len(index["cases"]) == sum(tool["cases"].values()), "every case: listed, inlined, taking text"


def test_a_published_servers_capture_is_scanned_from_its_tools_list(capsys, tmp_path):
    ready("hermes-before")
    capture = CAPTURES / "aws-elasticache.json"
    code, _, tools = scan(capsys, tmp_path, "--tools-list", str(capture), "--impl", "hermes-before")
    assert code == 0
    tool = tools["create-replication-group"]
    assert tool["properties_behind_ref"] == ["request"]
    verdict = tool["implementations"]["hermes-before"]
    assert verdict["wrong_properties"]["listed"] == ["request"] and verdict["inlined_delivered"]


def test_every_page_is_listed_and_no_tool_is_called(capsys, tmp_path):
    log = tmp_path / "methods.log"
    server = f"cmd:{sys.executable} {FAKES / 'paged_server.py'} {log}"
    code, out, tools = scan(capsys, tmp_path, "--server", server, "--impl", "reference")
    assert code == 0 and set(tools) == {"first", "second"}
    assert log.read_text().split() == ["initialize", "notifications/initialized", "tools/list", "tools/list"]
    assert tools["first"]["properties_behind_ref"] == ["n"]
    assert "reference: delivers every case" in out


def test_a_file_that_is_not_a_tools_list_is_one_line_naming_it(capsys, tmp_path):
    bad = tmp_path / "tools.json"
    bad.write_text(json.dumps({"tools": [{"description": "no name"}]}))
    assert main(["scan", "--tools-list", str(bad)]) == 2
    err = capsys.readouterr().err
    assert str(bad) in err and "field 'tools'" in err and err.count("\n") == 1


def test_a_zod_schema_reused_as_a_path_ref_reaches_both_hermes_builds_wrong(capsys, tmp_path):
    ready("hermes-after")
    root = Path(__file__).resolve().parents[2]
    server = f"cmd:{sys.executable} -m nodejs {root / 'node_fixtures' / 'scan-server.mjs'}"
    code, _, tools = scan(
        capsys, tmp_path, "--server", server, "--impl", "hermes-after", "--impl", "reference"
    )
    assert code == 0
    tool = tools["search"]
    assert tool["properties_behind_ref"] == ["offset"]  # #/properties/limit/anyOf/0
    after = tool["implementations"]["hermes-after"]
    assert after["wrong_properties"]["listed"] == ["offset"] and after["inlined_delivered"], (
        "the after build's MCP ingestion collapses the nullable union the ref points into (SPEC §4)"
    )
    assert set(tool["implementations"]["reference"]["failing_cases"].values()) == {0}


def test_a_refused_call_is_said_rejected_everywhere_and_a_remedy_is_measured(capsys, tmp_path):
    """ajv refuses the call whole when the model sends `filters` as JSON text: every output says
    rejected (never a wrong property), the JSON holds each case, and the remedy is measured by running
    the schema taking JSON text for `filters`, under which json-repair delivers every case."""
    ready("node")
    ready("json-repair")
    python = ready("mcp-python") / "bin" / "python"
    server = f"cmd:{python} {FAKES / 'pydantic_server.py'}"
    code, out, tools = scan(capsys, tmp_path, "--server", server, "--impl", "ajv", "--impl", "json-repair")
    assert code == 0
    tool = tools["list_issues"]
    ajv, repair = tool["implementations"]["ajv"], tool["implementations"]["json-repair"]
    assert tool["json_text_parameters"] == ["filters"]
    assert ajv["wrong_properties"]["listed"] == [] and ajv["wrong_cases"]["listed"] == 0
    rejected = ajv["rejected_cases"]["listed"]
    assert rejected == ajv["failing_cases"]["listed"] > 0
    assert ajv["rejections"]["listed"][0].startswith("data/filters must be object")
    assert (
        f"  ajv: rejected: {rejected} of {tool['cases']['listed']} calls (data/filters must be object" in out
    )
    assert "ajv: wrong:" not in out
    assert f"{rejected} of {tool['cases']['listed']} calls rejected: `data/filters must be object" in (
        markdown_row((tmp_path / "scan.md").read_text(), "list_issues", "ajv")
    )
    rows = {(row["group"], row["label"]): row for row in page_index(tmp_path / "scan.html")["rows"]}
    assert (
        rows["listed", "list_issues"]["cells"]["ajv"]["note"]
        == f"rejected: {rejected} of {tool['cases']['listed']}"
    )
    assert ajv["failing_cases"]["text"] < ajv["failing_cases"]["inlined"] == rejected, "measured, not guessed"
    (change,) = ajv["remedy"]["server"]
    assert change.startswith("accept JSON text for `filters`") and "then delivered (measured)" in change
    assert f"    remedy: {ajv['remedy']['line']}" in out
    assert repair["failing_cases"]["text"] == 0 and repair["text_delivered"]
    assert repair["remedy"]["line"].endswith(
        "every case is then delivered (6, measured). Only the agent can fix: nothing is left."
    )
    assert tool["schemas"]["text"]["properties"]["filters"]["anyOf"][-1] == {"type": "string"}
    by_id = {case["id"]: case for case in tool["case_data"]}
    assert len(by_id) == sum(tool["cases"].values())
    refused = [c for c in by_id.values() if c["variant"] == "listed" and c["answers"]["ajv"]["rejected"]]
    assert len(refused) == rejected and all(isinstance(c["arguments"]["filters"], str) for c in refused)
    assert all("data/filters must be object" in c["answers"]["ajv"]["message"] for c in refused)


def test_a_server_every_implementation_delivers_is_one_summary_line_and_one_per_implementation(capsys):
    """server-everything's capture (13 tools, four of them without parameters): nothing breaks, so the
    scan says so in a line per implementation after one summary line naming the tools with no case."""
    ready("hermes-after")
    capture = CAPTURES / "server-everything.json"
    listed = json.loads(capture.read_text())
    tools = listed["tools"] if isinstance(listed, dict) else listed
    bare = sorted(t["name"] for t in tools if not (t.get("inputSchema") or {}).get("properties"))
    assert bare, "the capture has tools without parameters"
    impls = ["reference", "hermes-after"]
    assert main(["scan", "--tools-list", str(capture), *(f"--impl={impl}" for impl in impls)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) <= 1 + len(impls), lines
    assert lines[0].startswith(f"{len(tools)} tools, ")
    assert all(f"{name} (no parameters)" in lines[0] for name in bare)
    assert [line.strip() for line in lines[1:]] == [f"{impl}: delivers every case" for impl in impls]
    assert main(["scan", "--tools-list", str(capture), "--impl", "reference", "--verbose"]) == 0
    verbose = capsys.readouterr().out
    assert all(f"\n{name}: no case (no parameters)" in verbose for name in bare)
    assert all(f"\n{t['name']}: " in verbose for t in tools)


def test_scan_with_agents_runs_every_shipped_agent_row_after_the_named_ones():
    from toolcall_conformance.adapters.registry import table
    from toolcall_conformance.cli.commands.scan import DEFAULT_IMPLEMENTATIONS, implementations_for

    shipped = [name for name, entry in table().items() if entry.agent is not None]
    assert {"claude-code", "copilot-cli", "langchain-mcp-adapters"} <= set(shipped)
    assert implementations_for(None, agents=True) == shipped  # the library defaults left out
    assert implementations_for(["ajv"], agents=True) == ["ajv", *shipped]
    assert implementations_for(None, agents=False) == list(DEFAULT_IMPLEMENTATIONS)
