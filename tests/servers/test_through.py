"""End to end (`--through`): the agent's answer is the server's request, and a rejection says whose."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from toolcall_conformance.adapters.through import Through
from toolcall_conformance.model import (
    JSON,
    Answer,
    CoerceRequest,
    Feature,
    ImplementationError,
    ImplementationInfo,
    Rejection,
    Request,
    Source,
    SplitRequest,
    Tool,
)


class Fake:
    """An implementation that answers each coerce request with `answer(arguments)` and records them."""

    def __init__(
        self, name: str, features: set[Feature], answer: Callable[[dict[str, JSON]], Answer]
    ) -> None:
        self.info = ImplementationInfo(name, "1", "python")
        self.features = frozenset(features)
        self.isolated = True
        self.answer = answer
        self.seen: list[dict[str, JSON]] = []

    def run_many(self, requests: Sequence[Request]) -> Iterator[Answer | ImplementationError]:
        for request in requests:
            assert isinstance(request, CoerceRequest)
            self.seen.append(request.arguments)
            yield self.answer(request.arguments)

    def close(self) -> None:
        pass


TOOL = Tool("t", {"type": "object"}, source=Source("zod3", "m.mjs", "t"))
AGENT = {Feature.COERCE, Feature.MCP, Feature.SPLIT}
SERVER = {Feature.COERCE, Feature.MCP, Feature.SOURCE_ZOD}


def coerce_to_int(arguments: dict[str, JSON]) -> Answer:
    return {key: int(value) for key, value in arguments.items()}


def strict_integers(arguments: dict[str, JSON]) -> Answer:
    bad = [key for key, value in arguments.items() if not isinstance(value, int)]
    return Rejection(f"Expected number at {bad[0]}") if bad else dict(arguments)


def test_the_agents_answer_is_what_the_server_is_sent():
    agent, server = Fake("agent", AGENT, coerce_to_int), Fake("server", SERVER, strict_integers)
    (answer,) = Through(agent, server).run_many([CoerceRequest(TOOL, {"count": "5"})])
    assert agent.seen == [{"count": "5"}] and server.seen == [{"count": 5}]
    assert answer == {"count": 5}


def test_a_rejection_names_whose_it_is():
    passthrough = Fake("agent", AGENT, dict)
    server = Fake("server", SERVER, strict_integers)
    (by_server,) = Through(passthrough, server).run_many([CoerceRequest(TOOL, {"count": "5"})])
    assert isinstance(by_server, Rejection)
    assert by_server.message == "rejected by server (the server): Expected number at count"
    refusing = Fake("agent", AGENT, lambda _: Rejection("NOT invoked"))
    untouched = Fake("server", SERVER, dict)
    (by_agent,) = Through(refusing, untouched).run_many([CoerceRequest(TOOL, {"count": "5"})])
    assert (
        isinstance(by_agent, Rejection) and by_agent.message == "rejected by agent (the agent): NOT invoked"
    )
    assert untouched.seen == [], "a call the agent rejected never reaches the server"


def test_answers_keep_request_order_when_only_some_reach_the_server():
    agent = Fake("agent", AGENT, lambda a: Rejection("no") if "x" in a else dict(a))
    server = Fake("server", SERVER, lambda a: {**a, "seen": True})
    requests = [CoerceRequest(TOOL, {"a": 1}), CoerceRequest(TOOL, {"x": 1}), CoerceRequest(TOOL, {"b": 2})]
    answers = list(Through(agent, server).run_many(requests))
    assert answers[0] == {"a": 1, "seen": True} and answers[2] == {"b": 2, "seen": True}
    assert isinstance(answers[1], Rejection)


def test_the_pair_runs_what_both_run_and_needs_the_servers_sources():
    pair = Through(Fake("agent", AGENT, dict), Fake("server", SERVER, dict))
    assert pair.features == {Feature.COERCE, Feature.MCP, Feature.SOURCE_ZOD}, (
        "no split: a server splits nothing"
    )
    assert pair.info.name == "agent through server"
    (answer,) = pair.run_many([SplitRequest([], None)])
    assert isinstance(answer, ImplementationError)


def test_the_pair_runs_unmap_cases_when_the_agent_maps_keys_back():
    """SPEC §1.1: the agent maps back the names it showed the model, so the server receives the
    original keys; a pair whose agent lists `unmap` runs those cases though no server lists it."""
    agent = Fake("agent", AGENT | {Feature.UNMAP}, dict)
    pair = Through(agent, Fake("server", SERVER, dict))
    assert Feature.UNMAP in pair.features
    without = Through(Fake("agent", AGENT, dict), Fake("server", SERVER | {Feature.UNMAP}, dict))
    assert Feature.UNMAP not in without.features, "an agent that does not unmap: nothing maps the keys"
