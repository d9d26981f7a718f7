"""End to end, agent rows by server columns: what each server's tool receives from each agent.

A pair is `Through(agent, server)`, as `run --impl AGENT --through SERVER` runs it: the agent's answer
to a case becomes the server's request, a rejection by either side is a rejection, and the pair is
judged on what the server's tool receives. The grid runs it over the cases a server builds (those
that carry a source of a kind it lists: the seed's rows tagged `seed` and the generated cases), and
reuses what it can:

- the agent is not started again: its answers are those of its own run over the same cases (the
  argument step is a function of the tool and the arguments, SPEC §1), replayed by `Replayed`;
- one server process serves every agent of its column (`Shared`), and an answer several agents gave
  for the same tool is sent to it once.

The grid is information: it is not judged against any baseline.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from toolcall_conformance.adapters.through import Through
from toolcall_conformance.model import (
    JSON,
    Answer,
    Case,
    CoerceCase,
    CoerceRequest,
    Feature,
    Implementation,
    ImplementationError,
    ImplementationInfo,
    Outcome,
    Rejection,
    Request,
    Result,
    SplitResult,
    Tool,
    missing_source,
)
from toolcall_conformance.runner.engine import Engine, Limits, in_order
from toolcall_conformance.runner.run import Run

AGENT, SERVER = "agent", "server"
SEED_TAG = "seed"


def has_source(case: Case) -> bool:
    """Whether a server could build a tool for `case`: a coerce case that carries its schema's source."""
    return isinstance(case, CoerceCase) and case.tool.source is not None


def sourced(cases: Sequence[Case]) -> list[CoerceCase]:
    """The cases a server can build a tool for."""
    return [case for case in cases if isinstance(case, CoerceCase) and has_source(case)]


def builds(features: frozenset[Feature], case: Case) -> bool:
    """Whether a server listing `features` builds the tool of `case` (its source is of a kind listed)."""
    return has_source(case) and missing_source(case, features) is None


def _rejection_message(result: Result) -> str:
    """The rejection's own message, as the implementation gave it (after `judge`'s "rejected: ")."""
    found = re.search(r"(?m)^rejected: ", result.message)
    return result.message[found.end() :] if found else result.message


def recorded_answer(result: Result) -> Answer | ImplementationError:
    """What the implementation answered, as its result records it."""
    if result.outcome == Outcome.SKIPPED:
        return ImplementationError(f"not run: {result.message}")
    if result.outcome == Outcome.ERRORED:
        return ImplementationError(result.message)
    if result.rejected:
        return Rejection(_rejection_message(result))
    return result.actual


Key = tuple[str, str, str, str, str]


class _Keys:
    """A key per coerce request: its tool and its arguments as JSON text (so `1`, `1.0` and `true`
    differ, and key order counts); a tool's parameters are written once, and their text (one string,
    whose hash Python keeps) is shared by every key of the tool."""

    def __init__(self) -> None:
        self._tools: dict[int, tuple[JSON, str]] = {}

    def __call__(self, tool: Tool, arguments: JSON) -> Key:
        known = self._tools.get(id(tool.parameters))
        if known is None:  # the parameters are kept with their text, so their id stays theirs
            known = self._tools[id(tool.parameters)] = (tool.parameters, _text(tool.parameters))
        source = _text(tool.source.as_json()) if tool.source is not None else ""
        return (tool.name, str(tool.origin), source, known[1], _text(arguments))


def _text(value: JSON) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _single(impl: Replayed | Shared, request: CoerceRequest) -> JSON | Rejection:
    answer = next(iter(impl.run_many([request])))
    if isinstance(answer, ImplementationError):
        raise answer
    assert not isinstance(answer, SplitResult)
    return answer


class Replayed:
    """An agent whose answers are those its own run recorded for cases with a source; a request it
    never answered errors."""

    isolated = True  # it reads nothing it could change

    def __init__(self, run: Run) -> None:
        self.info = run.info
        self.features = run.features
        self._key = _Keys()
        self._answers = {  # a server runs only cases with a source: only those are kept
            self._key(r.case.tool, r.case.arguments): recorded_answer(r)
            for r in run.results
            if isinstance(r.case, CoerceCase) and has_source(r.case)
        }

    def answer(self, request: CoerceRequest) -> Answer | ImplementationError:
        found = self._answers.get(self._key(request.tool, request.arguments))
        return found if found is not None else ImplementationError("no recorded answer for this request")

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON | Rejection:
        return _single(self, CoerceRequest(tool, arguments))

    def split(self, tool_calls: list[JSON], provider_data: JSON | None) -> SplitResult | Rejection:
        raise ImplementationError("a replayed agent answers coerce requests only")

    def run_many(self, requests: Sequence[Request]) -> Iterator[Answer | ImplementationError]:
        for request in requests:
            if isinstance(request, CoerceRequest):
                yield self.answer(request)
            else:
                yield ImplementationError("a replayed agent answers coerce requests only")

    def close(self) -> None:
        pass


class Shared:
    """A server that serves several pairs in turn: an answer it gave for a tool and arguments is
    given again without asking it (a failure to answer is not kept), and closing a pair leaves it
    running; `close_server` stops it."""

    def __init__(self, server: Implementation) -> None:
        self.server = server
        self._key = _Keys()
        self._answers: dict[Key, Answer] = {}
        self.asked = 0  # requests the server itself answered or failed
        self.reused = 0  # requests answered from what it answered before

    @property
    def info(self) -> ImplementationInfo:
        return self.server.info

    @property
    def features(self) -> frozenset[Feature]:
        return self.server.features

    @property
    def isolated(self) -> bool:
        return self.server.isolated

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON | Rejection:
        return _single(self, CoerceRequest(tool, arguments))

    def split(self, tool_calls: list[JSON], provider_data: JSON | None) -> SplitResult | Rejection:
        raise ImplementationError(f"{self.info.name}: a server does not split batches")

    def run_many(self, requests: Sequence[Request]) -> Iterator[Answer | ImplementationError]:
        keys = [self._key(r.tool, r.arguments) if isinstance(r, CoerceRequest) else None for r in requests]
        fresh: dict[Key, Request] = {}
        for request, key in zip(requests, keys, strict=True):
            if key is not None and key not in self._answers and key not in fresh:
                fresh[key] = request
        asked = dict(zip(fresh, self.server.run_many(list(fresh.values())), strict=True)) if fresh else {}
        self.asked += len(fresh)
        self.reused += len(requests) - len(fresh)
        for key, answer in asked.items():
            if not isinstance(answer, ImplementationError | SplitResult):
                self._answers[key] = answer
        for key in keys:
            if key is None:
                yield ImplementationError(f"{self.info.name}: a server does not split batches")
            elif key in asked:
                yield asked[key]
            else:
                yield self._answers[key]

    def close(self) -> None:
        pass  # other pairs still use it

    def close_server(self) -> None:
        self.server.close()


@dataclass
class Pair:
    """One agent's cases through one server: each result, and whose a rejection or error is."""

    results: list[Result]
    whose: dict[str, str] = field(default_factory=dict)  # case id -> AGENT or SERVER


@dataclass
class Column:
    """One server's column: its info and every agent's pair, by the agent's key."""

    server: str
    info: ImplementationInfo
    features: frozenset[Feature]
    pairs: dict[str, Pair]
    cases: int  # the cases it builds
    seconds: float = 0.0
    asked: int = 0  # requests the server answered (the rest were answers it gave before)
    reused: int = 0
    error: str | None = None  # why the server did not start: a column without pairs


def whose(agent_answer: Answer | ImplementationError, pair_result: Result) -> str | None:
    """AGENT or SERVER for a rejected or errored pair result: the agent's when the agent's own answer
    was a rejection or no answer (the server never saw the call), else the server's."""
    if not (pair_result.rejected or pair_result.outcome == Outcome.ERRORED):
        return None
    return AGENT if isinstance(agent_answer, Rejection | ImplementationError) else SERVER


def run_column(
    server_spec: str,
    start: Callable[[str], Implementation],
    agents: dict[str, Run],
    cases: Sequence[Case],
    limits: Limits | None = None,
    check: Callable[[], None] | None = None,
    watch: Callable[[Implementation], None] | None = None,
) -> Column:
    """Every agent's answers to `cases` through the server `start(server_spec)` starts, in turn, one
    server process for them all. `check` is called after each case (it raises to stop the run);
    `watch` is handed the server before it starts. A server that does not start raises
    ImplementationError."""
    started = time.monotonic()
    server = start(server_spec)
    if watch is not None:
        watch(server)
    shared = Shared(server)
    try:
        features = server.features  # the handshake
        info = server.info
        mine = [case for case in sourced(cases) if builds(features, case)]
        pairs: dict[str, Pair] = {}
        for key, run in agents.items():
            agent = Replayed(run)
            pair = Pair([])
            with Engine(Through(agent, shared), limits) as engine:
                for result in engine.results(mine):
                    pair.results.append(result)
                    assert isinstance(result.case, CoerceCase)
                    side = whose(agent.answer(CoerceRequest(result.case.tool, result.case.arguments)), result)
                    if side is not None:
                        pair.whose[result.case.id] = side
                    if check is not None:
                        check()
            pair.results = in_order(mine, pair.results)
            pairs[key] = pair
        info, features = server.info, server.features  # the last process's, after any restart
    finally:
        shared.close_server()
    return Column(
        server_spec,
        info,
        features,
        pairs,
        len(mine),
        time.monotonic() - started,
        shared.asked,
        shared.reused,
    )
