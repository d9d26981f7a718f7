"""The protocol message schemas (toolcall_conformance/schemas/protocol) say what SPEC §5 says."""

from __future__ import annotations

import json

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st
from miniature_commands import TOOL

from toolcall_conformance import corpus
from toolcall_conformance.adapters.protocol import (
    SCHEMA_DIR,
    CoerceRequest,
    SplitRequest,
    encode_line,
    protocol_validators,
    request_lines,
    request_message,
)
from toolcall_conformance.model import Origin, Tool
from toolcall_conformance.runner.engine import requests_for

CALL = {
    "id": "c1",
    "type": "function",
    "function": {"name": "f", "arguments": '{"a": 1}'},
    "call_id": "fc_1",
    "response_item_id": "rs_1",
}
HANDSHAKE = {
    "ok": True,
    "protocol": 1,
    "features": ["coerce", "mcp", "split"],
    "implementation": {"name": "x", "version": "1.0", "language": "rust"},
}


def is_valid(schema_name, message):
    return protocol_validators()[schema_name].is_valid(message)


@pytest.mark.parametrize("path", sorted(SCHEMA_DIR.glob("*.json")), ids=lambda path: path.name)
def test_every_schema_is_a_valid_draft_2020_12_schema(path):
    schema = json.loads(path.read_text("utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"].endswith(f"/protocol/{path.name}")
    jsonschema.Draft202012Validator.check_schema(schema)


def test_the_requests_the_adapter_sends_are_valid():
    coerce = request_message(CoerceRequest(Tool("t", True, "mcp"), {"a": "1"}), seq=7)
    split = request_message(SplitRequest([CALL], None), seq=8)
    assert is_valid("coerce-request.json", coerce)
    assert is_valid("split-request.json", split)
    assert is_valid("start-request.json", {"cmd": "start", "protocol": 1})
    assert is_valid("stop-request.json", json.loads(encode_line({"cmd": "stop"})))


_TEXT = st.text(alphabet=st.sampled_from('a"\\\x00\u2028é😀\ud800\udfff'), max_size=8)
_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | _TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_TEXT, inner, max_size=4),
    max_leaves=12,
)
_ARGUMENTS = st.dictionaries(_TEXT, _VALUES, max_size=4)


@given(
    shared=_VALUES,
    calls=st.lists(
        st.tuples(st.booleans(), _TEXT, st.sampled_from(Origin), _ARGUMENTS, _VALUES), min_size=1, max_size=5
    ),
    split=st.lists(_VALUES, max_size=2),
)
def test_request_lines_are_the_messages_encoded_one_by_one(shared, calls, split):
    """Parameters shared by several requests, lone surrogates (sent as escapes) and splits in between."""
    requests = [
        CoerceRequest(Tool(name, shared if share else own, origin), arguments)
        for share, name, origin, arguments, own in calls
    ]
    requests.insert(len(requests) // 2, SplitRequest(split, None))
    seqs = list(range(3, 3 + len(requests)))
    by_one = [encode_line(request_message(r, seq)) for r, seq in zip(requests, seqs, strict=True)]
    assert request_lines(requests, seqs) == by_one


def test_request_lines_encode_the_bundled_corpora_as_the_messages_do():
    requests = [r for case in corpus.load_corpora(corpus.corpus_roots()) for r in requests_for(case)]
    seqs = list(range(1, len(requests) + 1))
    by_one = [encode_line(request_message(r, seq)) for r, seq in zip(requests, seqs, strict=True)]
    assert request_lines(requests, seqs) == by_one


@pytest.mark.parametrize(
    ("schema_name", "message"),
    [
        ("start-response.json", HANDSHAKE),
        ("start-response.json", dict(HANDSHAKE, features=[])),
        ("coerce-response.json", {"seq": 1, "arguments": {}}),
        ("split-response.json", {"seq": 2, "tool_calls": [CALL], "provider_data": None}),
        ("split-response.json", {"seq": 2, "tool_calls": [], "provider_data": {"x": []}}),
        ("error-response.json", {"seq": 3, "error": {"message": "boom", "trace": ["a"]}}),
    ],
)
def test_valid_responses(schema_name, message):
    assert is_valid(schema_name, message)


@pytest.mark.parametrize(
    ("schema_name", "message"),
    [
        ("start-response.json", dict(HANDSHAKE, ok=False)),
        ("start-response.json", dict(HANDSHAKE, protocol=2)),
        ("start-response.json", dict(HANDSHAKE, features=["coerce", "telepathy"])),
        ("start-response.json", {k: v for k, v in HANDSHAKE.items() if k != "implementation"}),
        ("coerce-response.json", {"seq": 1, "arguments": "{}"}),
        ("coerce-response.json", {"seq": "1", "arguments": {}}),
        ("coerce-response.json", {"seq": 1.5, "arguments": {}}),
        ("coerce-response.json", {"arguments": {}}),
        ("split-response.json", {"seq": 2, "tool_calls": [CALL]}),
        ("split-response.json", {"seq": 2, "tool_calls": [dict(CALL, type="tool")], "provider_data": None}),
        (
            "split-response.json",
            {
                "seq": 2,
                "provider_data": None,
                "tool_calls": [dict(CALL, function={"name": "f", "arguments": {}})],
            },
        ),
        ("error-response.json", {"seq": 3, "error": "boom"}),
        ("error-response.json", {"seq": 3, "error": {}}),
    ],
)
def test_invalid_responses(schema_name, message):
    assert not is_valid(schema_name, message)


def test_a_coerce_request_carries_the_tool_as_declared():
    message = request_message(CoerceRequest(TOOL, {"q": 1}), seq=1)
    assert message == {
        "cmd": "coerce",
        "seq": 1,
        "arguments": {"q": 1},
        "tool": {"name": "search", "origin": "native", "parameters": TOOL.parameters},
    }


def test_lines_are_utf8_json_with_one_newline():
    line = encode_line({"s": "é\n", "big": 2**80})
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert json.loads(line.decode("utf-8")) == {"s": "é\n", "big": 2**80}
    assert json.loads(encode_line({"lone": "\ud800"})) == {"lone": "\ud800"}
    with pytest.raises(ValueError):
        encode_line({"nan": float("nan")})
