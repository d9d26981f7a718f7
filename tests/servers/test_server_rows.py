"""The server rows on the seed's rows generated from real sources, run in their SDKs' environments."""

from __future__ import annotations

import json
import subprocess

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.registry import table
from toolcall_conformance.cli import main
from toolcall_conformance.generators import seed
from toolcall_conformance.generators.build import ROOT

pytestmark = pytest.mark.e2e(
    reason="each starts the real fastmcp, MCP Python SDK or MCP TypeScript SDK server (and a Hermes build) "
    "in its installed environment"
)


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


def answers(row: str, *calls: tuple[str, str, dict]) -> list[dict]:
    """The row's harness answers to coerce requests, one per (source module, model, arguments)."""
    lines: list[dict] = [{"cmd": "start", "protocol": 1}]
    for seq, (module, model, arguments) in enumerate(calls, 1):
        source = {"kind": "pydantic", "module": module, "model": model}
        tool = {"name": "tool", "origin": "mcp", "parameters": {"type": "object"}, "source": source}
        lines.append({"cmd": "coerce", "seq": seq, "arguments": arguments, "tool": tool})
    done = subprocess.run(
        table()[row].command(),
        input="".join(json.dumps(line) + "\n" for line in [*lines, {"cmd": "stop"}]),
        capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    return [json.loads(line) for line in done.stdout.splitlines()[1:]]


def test_defaults_the_server_filled_in_travel_beside_the_arguments_sent():
    installed("server-fastmcp")
    (answer,) = answers(
        "server-fastmcp", ("toolcall_conformance.generators.seed_models", "ListIssuesInput", {"count": "5"})
    )
    assert answer["arguments"] == {"count": 5}
    filled = {"/verbose": False, "/filters": {"labels": []}, "/limit": None, "/offset": 0}
    assert answer["defaults"] == {**filled, "/person": {"first name": None}}


MODELS, PARAMS = (
    "toolcall_conformance.generators.pydantic_models",
    "toolcall_conformance.generators.pydantic_params",
)
LINE = {"sku": "A", "quantity": 1, "unit price": 2.5}


def test_a_decimal_sent_as_a_number_is_reported_as_that_number():
    """The tool receives Decimal('2.5') for 2.5 (pydantic's Decimal takes a number or a decimal
    string); the answer is the number sent, not to_jsonable_python's "2.5" (SPEC §5), at the top
    level and inside the model a `params` tool takes, sent whole or as JSON text. A Decimal the
    server filled in (tax_rate's default) matches nothing sent: its form stays the string."""
    installed("server-mcp-python")
    fields, whole, text = answers(
        "server-mcp-python",
        (MODELS, "InvoiceInput", {"number": "N-1", "total": 2.5, "lines": [LINE]}),
        (PARAMS, "InvoiceInput", {"params": {"number": "N-1", "total": 3, "tax_rate": 0.5}}),
        (PARAMS, "InvoiceInput", {"params": json.dumps({"number": "N-1", "total": 2.5, "tax_rate": 1})}),
    )
    assert fields["arguments"] == {"number": "N-1", "total": 2.5, "lines": [LINE]}
    assert fields["defaults"] == {"/tax_rate": "0.2", "/lines/0/gift": False}
    assert whole["arguments"] == {"params": {"number": "N-1", "total": 3, "tax_rate": 0.5}}
    assert text["arguments"] == {"params": {"number": "N-1", "total": 2.5, "tax_rate": 1}}


def test_a_decimal_sent_as_text_is_still_reported_as_that_text():
    installed("server-fastmcp")
    fields, whole = answers(
        "server-fastmcp",
        (MODELS, "InvoiceInput", {"number": "N-1", "total": "2.5", "tax_rate": "0.50"}),
        (PARAMS, "InvoiceInput", {"params": {"number": "N-1", "total": "2.5", "tax_rate": 0.5}}),
    )
    assert fields["arguments"] == {"number": "N-1", "total": "2.5", "tax_rate": "0.50"}
    assert whole["arguments"] == {"params": {"number": "N-1", "total": "2.5", "tax_rate": 0.5}}


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


def test_the_typescript_server_builds_a_zod4_fixture_with_its_own_zod(tmp_path):
    """A fixture that imports zod by name is built by the row's pinned zod: the project's fixtures
    need no node_modules beside them (a fresh clone has none until `make node-deps`)."""
    installed("server-mcp-typescript")
    module = "node_fixtures/fixtures/zod4-models.mjs"
    (tmp_path / module).parent.mkdir(parents=True)
    (tmp_path / module).write_bytes((ROOT / module).read_bytes())
    argv = table()["server-mcp-typescript"].command()
    argv[argv.index(str(ROOT))] = str(tmp_path)
    sent = {"id": "0f8fad5b-d9cb-469f-a165-70867728950e", "starts_at": "2025-01-02T03:04:05Z",
            "organizer_email": "ada@example.com"}  # fmt: skip
    source = {"kind": "zod4", "module": module, "model": "event_v4"}
    tool = {"name": "tool", "origin": "mcp", "parameters": {"type": "object"}, "source": source}
    lines = [{"cmd": "start", "protocol": 1}, {"cmd": "coerce", "seq": 1, "arguments": sent, "tool": tool}]
    done = subprocess.run(
        argv, input="".join(json.dumps(line) + "\n" for line in [*lines, {"cmd": "stop"}]),
        capture_output=True, text=True, timeout=120, check=False, cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    answer = json.loads(done.stdout.splitlines()[1])
    assert answer["arguments"] == sent, answer
    assert answer["defaults"] == {"/attendee_emails": [], "/visibility": "private"}
