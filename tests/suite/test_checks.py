"""Split expectations: id matchers, argument text vs parsed JSON, key order of provider blocks."""

from pathlib import Path

from toolcall_conformance.model import Level, SplitCase, SplitResult
from toolcall_conformance.runner.expectations import check_split, has_fresh_ids


def call(id_, name, arguments, **extra):
    return {"id": id_, "type": "function", "function": {"name": name, "arguments": arguments}, **extra}


BATCH = call(
    "call_1",
    "tool_call",
    '{"calls": [{"name": "a", "arguments": {}}, {"name": "b", "arguments": {"x": 1}}]}',
    call_id="fc_1",
)
THINKING = {"signature": "sig", "type": "thinking", "thinking": "hmm"}


def problems(*args):
    """The differences check_split finds, as the lines a report prints."""
    return [str(d) for d in check_split(*args)]


def split_case(expected, provider_data=None):
    return SplitCase(
        id="t/g/c",
        level=Level.CORE,
        tags=("split",),
        spec="3",
        description="two entries",
        source=Path("t.json"),
        expected=expected,
        tool_calls=[BATCH],
        provider_data=provider_data,
    )


EXPECTED = {
    "tool_calls": [
        {
            "id": "call_1",
            "type": "function",
            "function": {"name": "tool_call", "arguments": {"calls": [{"name": "a", "arguments": {}}]}},
            "call_id": "fc_1",
        },
        {
            "id": {"fresh": True},
            "type": "function",
            "function": {"name": "tool_call", "arguments": {"calls": [{"name": "b", "arguments": {"x": 1}}]}},
        },
    ],
    "provider_data": {
        "anthropic_content_blocks": [
            THINKING,
            {"type": "tool_use", "id": {"call": 0}, "name": "tool_call", "input": {}},
            {"type": "tool_use", "id": {"call": 1}, "name": "tool_call", "input": {}},
        ]
    },
}


def good_answer(second_id="call_x", thinking=THINKING):
    calls = [
        call("call_1", "tool_call", '{"calls": [{"name": "a", "arguments": {}}]}', call_id="fc_1"),
        call(second_id, "tool_call", '{"calls":[{"arguments":{"x":1},"name":"b"}]}'),
    ]
    blocks = [
        thinking,
        {"id": "call_1", "type": "tool_use", "name": "tool_call", "input": {}},
        {"type": "tool_use", "id": second_id, "name": "tool_call", "input": {}},
    ]
    return SplitResult(calls, {"anthropic_content_blocks": blocks})


def test_a_correct_answer_passes():
    case = split_case(EXPECTED)
    assert has_fresh_ids(case)
    assert problems(case, good_answer(), good_answer()) == []


def test_a_fresh_id_may_not_reuse_an_input_id():
    found = problems(split_case(EXPECTED), good_answer(second_id="call_1"))
    assert any("distinct" in f for f in found)
    assert any("fresh id" in f for f in found)


def test_a_later_child_must_not_inherit_provider_fields():
    answer = good_answer()
    answer.tool_calls[1]["call_id"] = "fc_1"
    assert any("unexpected key" in f for f in problems(split_case(EXPECTED), answer))


def test_replay_must_give_the_same_ids():
    found = problems(split_case(EXPECTED), good_answer(), good_answer(second_id="call_y"))
    assert found and all("on replay:" in f for f in found)


def test_thinking_block_key_order_is_checked():
    reordered = {"type": "thinking", "thinking": "hmm", "signature": "sig"}
    found = problems(split_case(EXPECTED), good_answer(thinking=reordered))
    assert found == [
        "$.provider_data.anthropic_content_blocks[0]: keys in order "
        "['type', 'thinking', 'signature'], expected ['signature', 'type', 'thinking']"
    ]


def test_block_ids_must_match_the_call_ids():
    answer = good_answer()
    answer.provider_data["anthropic_content_blocks"][2]["id"] = "call_other"
    assert problems(split_case(EXPECTED), answer)


def test_unchanged_means_argument_text_is_kept_exactly():
    case = split_case("unchanged")
    assert problems(case, SplitResult([BATCH], None)) == []
    respaced = dict(BATCH, function={"name": "tool_call", "arguments": BATCH["function"]["arguments"] + " "})
    assert problems(case, SplitResult([respaced], None))


def test_garbage_answers_fail_without_raising():
    assert problems(split_case(EXPECTED), SplitResult("nope", None))
    assert problems(split_case(EXPECTED), SplitResult([{"id": 5}], None))


def test_child_arguments_must_be_json_text_not_an_object():
    """SPEC §5: `arguments` is JSON text; the parsed object in its place is not what a provider sends."""
    answer = good_answer()
    answer.tool_calls[1]["function"]["arguments"] = {"calls": [{"name": "b", "arguments": {"x": 1}}]}
    found = problems(split_case(EXPECTED), answer, good_answer())
    assert found == [
        "$.tool_calls[1].function.arguments: expected the arguments as JSON text (SPEC §5), got object "
        '{"calls": [{"name": "b", "arguments": {"x": 1}}]}'
    ], found


def test_child_arguments_with_a_key_twice_are_not_the_expected_object():
    """Readers disagree on `{"x": 1, "x": 2}` (first or last wins): it never equals an expectation."""
    answer = good_answer()
    answer.tool_calls[1]["function"]["arguments"] = '{"calls":[{"name":"b","arguments":{"x":0,"x":1}}]}'
    found = problems(split_case(EXPECTED), answer, good_answer())
    assert len(found) == 1 and found[0].startswith("$.tool_calls[1].function.arguments: expected object"), (
        found
    )
