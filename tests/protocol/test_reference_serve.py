"""`toolcall_conformance.reference.serve` speaks SPEC §5, serving a stand-in that echoes or raises, and the
reference."""

from __future__ import annotations

import io
import json
import runpy
import sys

import pytest
from miniature_commands import MINIATURES, TOOL, miniature

import toolcall_conformance.reference as reference
from toolcall_conformance.adapters.protocol import ProtocolAdapter
from toolcall_conformance.model import ImplementationError, SplitResult, Tool
from toolcall_conformance.reference.serve import serve

CALLS = [
    {"id": f"c{index}", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    for index in range(2)
]


@pytest.fixture(scope="module")
def standin():
    with ProtocolAdapter(miniature("standin_serve"), validate_protocol=True) as adapter:
        yield adapter


def test_handshake_lists_every_feature(standin):
    assert standin.features == frozenset({"coerce", "mcp", "split", "unmap"})
    assert (standin.info.name, standin.info.version, standin.info.language) == ("stand-in", "0.0.1", "python")


def test_requests_reach_the_implementation_and_stray_prints_do_not_leak(standin):
    assert standin.coerce(Tool("t", {}, "mcp"), {"n": 2**63}) == {
        "tool": "t",
        "origin": "mcp",
        "received": {"n": 2**63},
    }
    assert standin.split(CALLS, {"p": 1}) == SplitResult(CALLS[::-1], {"p": 1})


def test_an_exception_becomes_an_error_reply_and_serving_goes_on(standin):
    with pytest.raises(ImplementationError, match="the stand-in exploded") as failure:
        standin.coerce(TOOL, {"explode": 1})
    assert failure.value.details["reason"] == "error_reply"
    assert failure.value.message.endswith(": ValueError: the stand-in exploded")
    assert standin.coerce(TOOL, {})["received"] == {}


def test_serve_answers_line_by_line_until_stop(capsys):
    requests = [
        {"cmd": "coerce", "seq": 1, "tool": TOOL.as_json(), "arguments": {"a": 1}},
        "not json",
        {"cmd": "dance", "seq": 2},
        {"cmd": "stop"},
        {"cmd": "coerce", "seq": 3, "tool": TOOL.as_json(), "arguments": {}},
    ]
    stdin = io.BytesIO(
        b"".join((line if isinstance(line, str) else json.dumps(line)).encode() + b"\n" for line in requests)
    )
    stdout = io.BytesIO()
    serve(stdin, stdout, runpy.run_path(str(MINIATURES / "standin_serve.py"))["StandIn"])
    answers = [json.loads(line) for line in stdout.getvalue().splitlines()]
    assert [answer.get("seq") for answer in answers] == [1, None, 2]
    assert answers[0]["arguments"]["received"] == {"a": 1}
    assert "error" in answers[1] and "unknown cmd 'dance'" in answers[2]["error"]["message"]
    assert "Traceback" in capsys.readouterr().err


def test_the_real_reference_is_served():
    command = [sys.executable, "-m", "toolcall_conformance.reference.serve"]
    with ProtocolAdapter(command, validate_protocol=True) as adapter:
        assert adapter.features == frozenset({"coerce", "mcp", "split", "unmap"})
        assert adapter.info.name == reference.NAME
        schema = {"type": "object", "properties": {"n": {"type": "integer"}}}
        assert adapter.coerce(Tool("t", schema), {"n": "9007199254740993"}) == {"n": 9007199254740993}
        assert adapter.split(CALLS[:1], None) == SplitResult(CALLS[:1], None)
