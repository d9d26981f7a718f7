"""The `cmd:` adapter against miniature implementations, correct and deliberately broken (SPEC §5)."""

from __future__ import annotations

import json
import shlex

import pytest
from miniature_commands import TOOL, miniature

from toolcall_conformance import corpus
from toolcall_conformance.adapters import protocol
from toolcall_conformance.adapters.protocol import CoerceRequest, ProtocolAdapter, SplitRequest
from toolcall_conformance.adapters.reference import ReferenceAdapter
from toolcall_conformance.model import Implementation, ImplementationError, SplitResult
from toolcall_conformance.runner import engine

CALL = {"id": "call_1", "type": "function", "function": {"name": "read", "arguments": "{}"}}


@pytest.fixture
def echo():
    with ProtocolAdapter(miniature("echo")) as adapter:
        yield adapter


def test_is_an_implementation(echo):
    assert isinstance(echo, Implementation)


def test_handshake_gives_info_and_features(echo):
    assert echo.info.name == "miniature"
    assert echo.info.language == "python"
    assert echo.features == frozenset({"coerce", "split"})


def test_command_line_string_is_split_like_a_shell():
    with ProtocolAdapter(shlex.join(miniature("echo"))) as adapter:
        assert adapter.coerce(TOOL, {"q": "x"}) == {"q": "x"}


def test_coerce_and_split_round_trip(echo):
    assert echo.coerce(TOOL, {"q": "hello", "n": [1, {"a": None}]}) == {"q": "hello", "n": [1, {"a": None}]}
    assert echo.split([CALL], {"k": 1}) == SplitResult([CALL], {"k": 1})
    assert echo.split([], None) == SplitResult([], None)


def test_numbers_round_trip_exactly_and_type_strictly(echo):
    arguments = {"big": 2**64 + 1, "negative": -(2**70) - 3, "float": 1.0, "flag": True}
    answer = echo.coerce(TOOL, arguments)
    assert answer == arguments
    assert type(answer["float"]) is float
    assert type(answer["big"]) is int
    assert answer["flag"] is True


def test_large_and_unusual_strings_round_trip(echo):
    arguments = {"big": "x" * 1_000_000, "unicode": "héllo ☃ \U0001f600", "lone": "\ud800", "nl": "a\nb"}
    assert echo.coerce(TOOL, arguments) == arguments


def test_close_stops_and_a_later_request_restarts():
    adapter = ProtocolAdapter(miniature("echo"))
    first = adapter.info.version
    adapter.close()
    adapter.close()
    assert adapter.coerce(TOOL, {"q": "again"}) == {"q": "again"}
    assert adapter.info.version != first
    adapter.close()


BROKEN = [
    # miniature, reason, words the message must contain, restarted
    ("crash", "exited", "exited (code 3)", True),
    ("hang", "timeout", "no answer", True),
    ("garbage", "not_json", "not JSON: Traceback", True),
    ("not_object", "not_object", "not a JSON object", True),
    ("wrong_seq", "wrong_seq", "expected", True),
    ("error_reply", "error_reply", "replied with an error: cannot coerce: schema too deep", False),
    ("no_arguments", "bad_response", "lacks 'arguments'", False),
    ("invalid_utf8", "not_json", "can't decode byte 0xff", True),
    ("closed_stdout", "exited", "closed its output before answering", True),
]


@pytest.mark.parametrize(("name", "reason", "words", "restarted"), BROKEN)
def test_only_the_broken_request_fails(name, reason, words, restarted):
    with ProtocolAdapter(miniature(name), timeout=1.0) as adapter:
        assert adapter.coerce(TOOL, {"q": "before"}) == {"q": "before"}
        pid = adapter.info.version
        with pytest.raises(ImplementationError) as failure:
            adapter.coerce(TOOL, {"break": True})
        assert failure.value.details["reason"] == reason
        assert words in failure.value.message
        assert adapter.coerce(TOOL, {"q": "after"}) == {"q": "after"}
        assert (adapter.info.version != pid) is restarted


def test_a_broken_split_fails_like_a_broken_coerce():
    with ProtocolAdapter(miniature("crash")) as adapter:
        with pytest.raises(ImplementationError, match="before answering split"):
            adapter.split([CALL], {"break": True})
        assert adapter.split([CALL], None) == SplitResult([CALL], None)


def test_schema_violation_passes_through_without_strict_mode():
    with ProtocolAdapter(miniature("schema_violation")) as adapter:
        assert adapter.coerce(TOOL, {"break": True}) == ["not", "an", "object"]


def test_stderr_tail_is_kept_and_bounded():
    with ProtocolAdapter(miniature("stderr_crash")) as adapter:
        with pytest.raises(ImplementationError) as failure:
            adapter.coerce(TOOL, {"break": True})
        tail = failure.value.stderr_tail
        assert tail.endswith("fatal: could not frobnicate the schema\n")
        assert len(tail.encode()) <= 4096
        assert "fatal: could not frobnicate" in str(failure.value)
        assert adapter.coerce(TOOL, {"q": "after"}) == {"q": "after"}


def test_a_refused_handshake_fails_clearly_and_stops_retrying():
    adapter = ProtocolAdapter(miniature("bad_handshake"))
    with pytest.raises(ImplementationError, match="handshake") as failure:
        adapter.info  # noqa: B018
    assert failure.value.details["reason"] == "handshake"
    with pytest.raises(ImplementationError, match="handshake"):
        adapter.coerce(TOOL, {"q": "x"})
    with pytest.raises(ImplementationError, match="not restarted after 2 failed starts"):
        adapter.coerce(TOOL, {"q": "x"})
    adapter.close()


@pytest.mark.parametrize(
    ("answer", "named"),
    [
        ({"implementation": {}}, "string name, version and language"),
        ({"implementation": {"name": "x", "version": 2, "language": "py"}}, "string name, version"),
        ({"features": ["coerce", "splt"]}, 'does not know: ["splt"]'),
        ({"features": "coerce"}, "'features' is not a list"),
    ],
    ids=["no-name", "version-not-string", "unknown-feature", "features-not-list"],
)
def test_a_handshake_the_suite_cannot_use_fails_it_naming_the_field(answer, named):
    """Also without --validate-protocol: the suite needs these fields, and a feature it does not
    know would otherwise leave that feature's cases skipped without a word."""
    start = {
        "ok": True,
        "protocol": 1,
        "implementation": {"name": "m", "version": "1", "language": "python"},
        "features": ["coerce"],
        **answer,
    }
    adapter = ProtocolAdapter(miniature("handshake_as", json.dumps(start)))
    with adapter, pytest.raises(ImplementationError) as failure:
        adapter.features  # noqa: B018
    assert failure.value.details["reason"] == "handshake"
    assert named in failure.value.message


def test_a_handshake_refused_once_costs_one_request(tmp_path):
    with ProtocolAdapter(miniature("bad_handshake", str(tmp_path / "started"))) as adapter:
        with pytest.raises(ImplementationError, match="handshake"):
            adapter.coerce(TOOL, {"q": "first"})
        assert adapter.coerce(TOOL, {"q": "second"}) == {"q": "second"}
        assert adapter.features == frozenset({"coerce", "split"})


def test_a_command_that_cannot_start():
    adapter = ProtocolAdapter(["/nonexistent/implementation"])
    with pytest.raises(ImplementationError, match="cannot start"):
        adapter.coerce(TOOL, {})
    adapter.close()


def test_strict_mode_names_the_violated_schema():
    with ProtocolAdapter(miniature("schema_violation"), validate_protocol=True) as adapter:
        assert adapter.coerce(TOOL, {"q": "before"}) == {"q": "before"}
        pid = adapter.info.version
        with pytest.raises(ImplementationError) as failure:
            adapter.coerce(TOOL, {"break": True})
        assert failure.value.details["reason"] == "schema"
        assert "coerce-response.json" in failure.value.message
        assert "$.arguments" in failure.value.message
        assert adapter.coerce(TOOL, {"q": "after"}) == {"q": "after"}
        assert adapter.info.version == pid


def test_strict_mode_accepts_a_correct_implementation():
    with ProtocolAdapter(miniature("error_reply"), validate_protocol=True) as adapter:
        assert adapter.coerce(TOOL, {"q": 1}) == {"q": 1}
        assert adapter.split([CALL], None) == SplitResult([CALL], None)
        with pytest.raises(ImplementationError) as failure:
            adapter.coerce(TOOL, {"break": True})
        assert failure.value.details["reason"] == "error_reply"


def test_strict_mode_checks_the_calls_of_a_split_answer():
    bad_call = {"id": "call_1", "type": "function", "function": {"name": "read"}}
    with ProtocolAdapter(miniature("echo"), validate_protocol=True) as adapter:
        with pytest.raises(ImplementationError, match=r"split-response\.json") as failure:
            adapter.split([bad_call], None)
        assert "$.tool_calls[0].function" in failure.value.message


def _requests(count, broken_at):
    requests = []
    for index in range(count):
        if index % 3 == 2:
            requests.append(SplitRequest([dict(CALL, id=f"call_{index}")], {"index": index}))
        else:
            requests.append(CoerceRequest(TOOL, {"index": index}))
    requests[broken_at] = CoerceRequest(TOOL, {"break": True})
    return requests


def _expected(request):
    if isinstance(request, CoerceRequest):
        return request.arguments
    return SplitResult(request.tool_calls, request.provider_data)


@pytest.mark.parametrize("name", ["echo", "crash", "hang", "garbage", "error_reply"])
def test_run_many_answers_in_order_and_isolates_a_failure(name):
    requests = _requests(300, broken_at=100)
    with ProtocolAdapter(miniature(name), timeout=1.0, window=64) as adapter:
        results = list(adapter.run_many(requests))
    assert len(results) == len(requests)
    for index, (request, result) in enumerate(zip(requests, results, strict=True)):
        if index == 100 and name != "echo":
            assert isinstance(result, ImplementationError)
        else:
            assert result == _expected(request), index


def test_run_many_with_nothing_to_do(echo):
    assert list(echo.run_many([])) == []


def test_a_slow_start_gets_more_than_the_request_timeout(monkeypatch):
    with ProtocolAdapter(miniature("slow_start", "1.5"), timeout=0.5) as adapter:
        assert adapter.coerce(TOOL, {"n": "5"}) == {"n": "5"}
    monkeypatch.setattr(protocol, "START_TIMEOUT", 0.5)
    refused = pytest.raises(ImplementationError, match=r"no answer to start within 0\.5 s")
    with ProtocolAdapter(miniature("slow_start", "1.5"), timeout=0.5) as adapter, refused:
        adapter.coerce(TOOL, {"n": "5"})


def test_a_case_limit_shorter_than_the_runs_is_the_one_that_counts():
    slow = miniature("slow", "-", "1.5")  # every answer takes 1.5 s
    with ProtocolAdapter(slow, timeout=10) as adapter:
        [late] = adapter.run_many([CoerceRequest(TOOL, {"n": "5"}, timeout=0.5)])
        assert isinstance(late, ImplementationError)
        assert "within 0.5 s, the case's own limit" in late.message
        [answered] = adapter.run_many([CoerceRequest(TOOL, {"n": "5"}, timeout=20)])
        assert answered == {"n": "5"}, "a case limit longer than the run's is not a reason to fail"
    with ProtocolAdapter(slow, timeout=0.5) as adapter:
        [late] = adapter.run_many([SplitRequest([CALL], None, timeout=20)])
        assert isinstance(late, ImplementationError)
        assert "within 0.5 s; process killed" in late.message, "the run's shorter limit counts"


def test_a_retry_doubles_the_runs_limit_but_keeps_a_cases_own():
    """A case's own limit is part of what it pins (a correct step answers at once): a retry gives the
    same limit again, so a step that answers slowly fails it the same way on every try."""
    slow = miniature("slow", "-", "1.5")  # every answer takes 1.5 s
    with ProtocolAdapter(slow, timeout=10) as adapter:
        [late] = adapter.run_many([CoerceRequest(TOOL, {"n": "5"}, timeout=0.5, patience=4.0)])
        assert isinstance(late, ImplementationError)
        assert "within 0.5 s, the case's own limit, the same on a retry" in late.message
    with ProtocolAdapter(slow, timeout=0.5) as adapter:
        [answered] = adapter.run_many([CoerceRequest(TOOL, {"n": "5"}, patience=4.0)])
        assert answered == {"n": "5"}, "the run's own limit is doubled twice: 2 s"


class _Recording(ProtocolAdapter):
    """The echo miniature, keeping the requests the engine hands it."""

    handed: list[object]

    def run_many(self, requests):
        self.handed = list(requests)
        return super().run_many(requests)


def test_the_engine_hands_a_served_implementation_the_cases_own_objects():
    """A process reads its requests from a pipe and cannot change them: copying them would be waste,
    while an in-process implementation still gets copies (its mutation check is in the miniatures)."""
    case = next(c for c in corpus.load_corpora(corpus.corpus_roots()) if c.id == "coerce/integer/plain")
    with _Recording(miniature("echo")) as adapter:
        engine.run_case(adapter, case)
        [request] = adapter.handed
    assert request.tool is case.tool and request.arguments is case.arguments

    class Copied(ReferenceAdapter):
        def run_many(self, requests):
            self.handed = list(requests)
            return super().run_many(requests)

    reference = Copied()
    assert engine.run_case(reference, case).outcome == "passed"
    [request] = reference.handed
    assert request.arguments == case.arguments and request.arguments is not case.arguments
    assert request.tool.parameters is not case.tool.parameters


@pytest.mark.parametrize(
    ("line", "reason", "named"),
    [
        ('{"seq": {seq}, "arguments": {"q": "x", "q": "y"}}', "not_json", "key 'q' appears twice"),
        ('{"seq": {seq}, "arguments": {"q": "x"}, "arguments": {"q": "y"}}', "not_json", "appears twice"),
    ],
    ids=["inner", "outer"],
)
def test_an_answer_with_a_key_twice_is_not_json(line, reason, named):
    """One reader keeps the first, another the last: no answer may depend on which."""
    adapter = ProtocolAdapter(miniature("answers_as", line))
    with adapter, pytest.raises(ImplementationError) as failure:
        adapter.coerce(TOOL, {"q": "x"})
    assert failure.value.details["reason"] == reason
    assert named in failure.value.message


def test_a_split_answer_without_provider_data_is_a_bad_response():
    """SPEC §5 answers `provider_data` (null or an object); leaving it out is not saying null."""
    adapter = ProtocolAdapter(miniature("answers_as", '{"seq": {seq}, "tool_calls": []}'))
    with adapter, pytest.raises(ImplementationError) as failure:
        adapter.split([], None)
    assert failure.value.details["reason"] == "bad_response"


def test_an_answer_nested_deeper_than_the_reader_goes_errors_only_its_case():
    """Before, the reader's RecursionError ended the whole run with a traceback."""
    deep = "[" * 50_000 + "]" * 50_000  # one argument of a command line holds at most 128 KiB
    adapter = ProtocolAdapter(miniature("answers_as", f'{{"seq": {{seq}}, "arguments": {{"q": {deep}}}}}'))
    with adapter, pytest.raises(ImplementationError) as failure:
        adapter.coerce(TOOL, {"q": "x"})
    assert failure.value.details["reason"] == "not_json"
    assert "nested deeper than the JSON reader goes" in failure.value.message
