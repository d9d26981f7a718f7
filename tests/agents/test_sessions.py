"""How the session runner spends agent processes: as few as the cases allow (tools that share a name
but not a schema cannot meet in one MCP server), and recorders forked from a warm process, each
still the SDK's server on the stdio the agent gave it (in the agent kit's Python); processes that
need no common runner run at once, one session runner per core."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from toolcall_conformance.adapters.registry import _kit_python, create
from toolcall_conformance.corpus.loader import corpus_roots, load_corpora
from toolcall_conformance.harnesses.agents import packing
from toolcall_conformance.model import CoerceCase, CoerceRequest

ROOT = Path(__file__).resolve().parents[2]
AGENTS = ROOT / "toolcall_conformance" / "harnesses" / "agents"
CLIENT = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": CLIENT}


def batches(cases: list[tuple[str, int]], size: int) -> list[list[int]]:
    """packing.batches over cases given as (tool name, schema variant)."""
    return packing.batches([{"tool": name, "schema": {"variant": variant}} for name, variant in cases], size)


def test_sessions_are_as_few_as_the_cases_allow_and_keep_their_order():
    # five cases of `a` in two schemas, three of `b`: two processes at least, and two suffice
    cases = [("a", 1), ("b", 1), ("a", 2), ("a", 1), ("b", 1), ("a", 2), ("a", 1), ("b", 1)]
    found = batches(cases, 40)
    assert len(found) == 2
    assert sorted(i for members in found for i in members) == list(range(len(cases)))
    for members in found:
        assert members == sorted(members)
        assert len({cases[i][1] for i in members if cases[i][0] == "a"}) == 1  # one schema per name


def test_a_session_walks_at_most_its_size_and_the_rest_is_spread_evenly():
    found = batches([("t", 1)] * 95, 40)
    assert sorted(len(members) for members in found) == [31, 32, 32]


def test_a_recorder_forked_from_the_warm_process_serves_the_stdio_it_was_handed(tmp_path: Path):
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([{"name": "echo", "inputSchema": {"type": "object"}}]))
    log, socket = tmp_path / "calls.jsonl", tmp_path / "warm.sock"
    warm = subprocess.Popen([_kit_python(), str(AGENTS / "recorder.py"), "--warm", str(socket)])
    try:
        while not socket.exists():  # it listens before it imports the SDK
            assert warm.poll() is None
            time.sleep(0.01)
        call = {"name": "echo", "arguments": {"n": "5"}}
        messages = [
            INITIALIZE,
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": call},
        ]
        launcher = [sys.executable, "-I", "-S", str(AGENTS / "attach.py"), str(socket), str(tools), str(log)]
        with subprocess.Popen(launcher, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as agent:
            assert agent.stdin and agent.stdout
            replies = []
            for message in messages:
                agent.stdin.write(json.dumps(message) + "\n")
                agent.stdin.flush()
                if "id" in message:
                    replies.append(json.loads(agent.stdout.readline()))
            agent.stdin.close()  # the server ends on end of input, and the launcher with it
            assert agent.wait(timeout=30) == 0
        assert replies[1]["result"]["content"][0]["text"] == "recorded"
        assert [json.loads(line) for line in log.read_text().splitlines()] == [
            {"name": "echo", "arguments": {"n": "5"}}
        ]
    finally:
        warm.kill()
        warm.wait()


def test_without_a_warm_process_the_launcher_is_the_recorder_itself(tmp_path: Path):
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([{"name": "echo", "inputSchema": {"type": "object"}}]))
    launcher = [_kit_python(), "-I", "-S", str(AGENTS / "attach.py"), str(tmp_path / "none.sock"), str(tools),
                str(tmp_path / "calls.jsonl")]  # fmt: skip
    done = subprocess.run(
        launcher, input=json.dumps(INITIALIZE) + "\n", capture_output=True, text=True, timeout=60
    )
    assert json.loads(done.stdout.splitlines()[0])["result"]["serverInfo"]["name"] == "recorder"


def test_processes_that_need_no_common_runner_run_at_once_and_each_answer_stays_its_case(
    tmp_path: Path, monkeypatch
):
    # one tool name, two schemas (the seed's, and the same with its refs inlined): two agent processes
    fake = ROOT / "tests" / "fakes" / "agents" / "fake_agent.py"
    wanted = [
        "seed/seed-mcp/count-string-behind-defs-ref",
        "seed/seed-mcp-inlined/verbose-string-behind-ref-with-description",
        "seed/seed-mcp/offset-ref-into-nullable-union-branch",
        "seed/seed-mcp-inlined/count-string-behind-defs-ref",
    ]
    by_id = {c.id: c for c in load_corpora(corpus_roots()) if isinstance(c, CoerceCase)}
    monkeypatch.setenv("TOOLCALL_CONFORMANCE_AGENT_WORKERS", "2")
    monkeypatch.setenv("TOOLCALL_CONFORMANCE_AGENT_RECORD", str(tmp_path))
    impl = create(f"agent:anthropic:{sys.executable} {fake} {{model_url}} {{mcp_config}}")
    answers = list(impl.run_many([CoerceRequest(by_id[i].tool, by_id[i].arguments) for i in wanted]))
    assert answers == [{"count": 5}, {"verbose": "true"}, {"offset": 7}, {"count": 5}]
    assert len(list(tmp_path.glob("session-*-requests.json"))) == 2
