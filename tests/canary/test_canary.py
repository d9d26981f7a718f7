"""The remote-ref canary: implementations that fetch fail, the reference passes (SPEC §2)."""

from __future__ import annotations

import socket
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from fetching_reference import FetchingReference, remote_urls

from toolcall_conformance.adapters.protocol import ProtocolAdapter
from toolcall_conformance.adapters.reference import ReferenceAdapter
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select
from toolcall_conformance.runner import canary, engine

FETCHING = Path(__file__).parents[1] / "fakes" / "miniatures" / "fetching_reference.py"
FETCHING_COMMAND = [sys.executable, str(FETCHING)]


@pytest.fixture(scope="module")
def canary_cases():
    cases = list(select(load_corpora([DEFAULT_CORPUS_ROOT]), tags=[canary.TAG]))
    assert len(cases) >= 10
    return cases


def test_every_canary_case_carries_a_remote_reference_to_the_placeholder(canary_cases):
    for case in canary_cases:
        urls = remote_urls(case.tool.parameters)
        assert urls, case.id
        assert all(url.startswith(canary.PLACEHOLDER + "/") for url in urls), case.id


def test_the_reference_passes_every_canary_case(canary_cases):
    results = engine.run(ReferenceAdapter(), canary_cases)
    assert [(r.case.id, r.outcome, r.message) for r in results if r.outcome != "passed"] == []


def test_the_served_reference_passes_every_canary_case(canary_cases):
    with ProtocolAdapter([sys.executable, "-m", "toolcall_conformance.reference.serve"]) as served:
        results = engine.run(served, canary_cases)
    assert [(r.case.id, r.outcome, r.message) for r in results if r.outcome != "passed"] == []


def _assert_every_case_failed_naming_the_url(results, cases):
    assert len(results) == len(cases)
    for result in results:
        assert result.outcome == "failed", result.case.id
        assert "fetched a remote $ref" in result.message
        assert "GET http://127.0.0.1:" in result.message


def test_an_implementation_that_fetches_fails_every_canary_case(canary_cases):
    results = engine.run(FetchingReference(), canary_cases)
    _assert_every_case_failed_naming_the_url(results, canary_cases)
    relative = next(r for r in results if r.case.id.endswith("/relative-ref-against-remote-id"))
    assert "/defs.json" in relative.message  # resolved against the rewritten $id


def test_a_served_implementation_that_fetches_fails_every_canary_case(canary_cases):
    with ProtocolAdapter(FETCHING_COMMAND) as fetching:
        results = engine.run(fetching, canary_cases)  # pipelined: attribution is by case, not by time
    _assert_every_case_failed_naming_the_url(results, canary_cases)


def test_a_fetch_fails_only_the_case_that_made_it(canary_cases):
    class FetchesForOneTool(FetchingReference):
        def coerce(self, tool, arguments):
            if tool.name == "toggle":
                return super().coerce(tool, arguments)
            return ReferenceAdapter.coerce(self, tool, arguments)

    results = engine.run(FetchesForOneTool(), canary_cases)
    failed = {r.case.id for r in results if r.outcome == "failed"}
    toggles = {c.id for c in canary_cases if c.tool.name == "toggle"}
    assert toggles and failed == toggles


def test_the_placeholder_is_pointed_at_the_live_server_only_for_canary_cases(canary_cases):
    other = next(c for c in load_corpora([DEFAULT_CORPUS_ROOT / "refs.json"]) if c.kind == "coerce")
    with canary.Canary() as run_canary:
        assert run_canary.armed_tool(other) is other.tool
        assert run_canary.server is None
        armed = run_canary.armed_tool(canary_cases[0])
        live = run_canary.server
        assert live is not None
        urls = remote_urls(armed.parameters)
        assert urls and all(url.startswith(live.base_url + "/case-") for url in urls)
        assert canary.PLACEHOLDER not in str(armed.parameters)
        assert canary.PLACEHOLDER in str(canary_cases[0].tool.parameters)  # the case itself is untouched
    assert run_canary.server is None


def test_a_run_without_canary_cases_starts_no_server_and_a_run_with_them_stops_it(canary_cases):
    others = [c for c in load_corpora([DEFAULT_CORPUS_ROOT / "refs.json"]) if c.kind == "coerce"][:5]
    seen = []
    with engine.Engine(ReferenceAdapter()) as run:
        run.run(others, on_result=lambda _r: seen.append(run.canary.server))
    assert seen == [None] * len(others)
    seen.clear()
    with engine.Engine(ReferenceAdapter()) as run:
        run.run(canary_cases[:2], on_result=lambda _r: seen.append(run.canary.server))
    assert all(server is not None for server in seen)
    assert run.canary.server is None


def test_the_server_listens_on_loopback_only_and_records_requests():
    server = canary.CanaryServer()
    try:
        host, port = server.server_address[:2]
        assert host == "127.0.0.1"
        assert server.socket.family == socket.AF_INET
        assert server.base_url == f"http://127.0.0.1:{port}"
        with pytest.raises(urllib.error.HTTPError) as answer:
            urllib.request.urlopen(server.base_url + "/case-9/schemas/x.json", timeout=5)
        assert answer.value.code == 404
        assert server.requests() == [("GET", "/case-9/schemas/x.json")]
    finally:
        server.stop()


def test_rewrite_replaces_only_strings_that_start_with_the_placeholder():
    schema = {
        "$id": "http://canary.invalid/root.json",
        "properties": {
            "a": {"$ref": "http://canary.invalid/a.json", "description": "see http://canary.invalid"}
        },
        "enum": ["http://canary.invalid/x", 1, None],
    }
    assert canary.rewrite(schema, canary.PLACEHOLDER, "http://127.0.0.1:1/case-1") == {
        "$id": "http://127.0.0.1:1/case-1/root.json",
        "properties": {
            "a": {"$ref": "http://127.0.0.1:1/case-1/a.json", "description": "see http://canary.invalid"}
        },
        "enum": ["http://127.0.0.1:1/case-1/x", 1, None],
    }
    assert "http://canary.invalid" in schema["$id"]  # the input is not mutated
