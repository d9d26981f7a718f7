"""The end-to-end grid (`matrix --through`): agents' recorded answers through shared server processes."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest

from toolcall_conformance import corpus
from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.grid import AGENT, SERVER, recorded_answer, run_column
from toolcall_conformance.adapters.registry import AdapterOptions, create, table
from toolcall_conformance.cli import main
from toolcall_conformance.model import (
    JSON,
    Answer,
    CoerceCase,
    CoerceRequest,
    Feature,
    ImplementationError,
    ImplementationInfo,
    Level,
    Origin,
    Outcome,
    Rejection,
    Request,
    Result,
    Source,
    Tool,
)
from toolcall_conformance.reporters.matrix import build
from toolcall_conformance.reporters.matrix_markdown import render_markdown
from toolcall_conformance.runner import engine
from toolcall_conformance.runner.run import Run, corpus_hash


def installed(name: str) -> None:
    environment = table()[name].environment
    assert environment is not None
    try:
        environments.ready(environment)
    except environments.NotInstalled as missing:
        pytest.fail(str(missing), pytrace=False)


class Agent:
    """An agent that answers each coerce request with `answer(arguments)`."""

    def __init__(self, name: str, answer: Callable[[dict[str, JSON]], Answer]) -> None:
        self.info = ImplementationInfo(name, "1", "python")
        self.features = frozenset({Feature.COERCE, Feature.MCP})
        self.isolated = True
        self.answer = answer

    def run_many(self, requests: Sequence[Request]) -> Iterator[Answer | ImplementationError]:
        for request in requests:
            assert isinstance(request, CoerceRequest)
            yield self.answer(request.arguments)

    def close(self) -> None:
        pass


class Server(Agent):
    """A server building zod tools that answers with `answer(arguments)`, and counts what it is asked."""

    def __init__(self, answer: Callable[[dict[str, JSON]], Answer | ImplementationError]) -> None:
        super().__init__("server", answer)
        self.features = frozenset({Feature.COERCE, Feature.MCP, Feature.SOURCE_ZOD})
        self.asked: list[dict[str, JSON]] = []
        self.closed = 0

    def run_many(self, requests: Sequence[Request]) -> Iterator[Answer | ImplementationError]:
        for request in requests:
            assert isinstance(request, CoerceRequest)
            self.asked.append(request.arguments)
            yield self.answer(request.arguments)

    def close(self) -> None:
        self.closed += 1


SCHEMA = {"type": "object", "properties": {"count": {"type": "integer"}}}


def case(name: str, sent: JSON, kind: str | None = "zod3") -> CoerceCase:
    source = Source(kind, "fixtures/f.mjs", "m") if kind else None
    tool = Tool("t", SCHEMA, Origin.MCP, source)
    return CoerceCase(
        id=f"grid/g/{name}", level=Level.CORE, tags=("seed",), spec="1.2", description=name,
        source=Path("grid.json"), expected={"count": 5}, tool=tool, arguments={"count": sent},
    )  # fmt: skip


def ran(agent: Agent, cases: list[CoerceCase]) -> Run:
    results = engine.run(agent, cases)
    return Run(agent.info, agent.features, results, len(cases), corpus_hash(cases))


def to_int(arguments: dict[str, JSON]) -> Answer:
    return {key: int(value) for key, value in arguments.items()}


def strict(arguments: dict[str, JSON]) -> Answer:
    return dict(arguments) if isinstance(arguments["count"], int) else Rejection("Expected number")


def test_a_server_is_asked_once_for_an_answer_several_agents_gave():
    cases = [case("text", "5"), case("typed", 5)]
    agents = {"a": ran(Agent("a", to_int), cases), "b": ran(Agent("b", to_int), cases)}
    server = Server(strict)
    column = run_column("server", lambda _: server, agents, cases)
    assert server.asked == [{"count": 5}], "both agents answered {count: 5} for both cases: asked once"
    assert column.asked == 1 and column.reused == 3 and server.closed == 1
    assert all(r.outcome == Outcome.PASSED for pair in column.pairs.values() for r in pair.results)


def test_a_failure_to_answer_is_not_given_again():
    cases = [case("text", "5")]
    agents = {"a": ran(Agent("a", to_int), cases), "b": ran(Agent("b", to_int), cases)}
    failures = iter([ImplementationError("broken pipe", details={"reason": "exited"})])
    server = Server(lambda arguments: next(failures, None) or dict(arguments))
    column = run_column("server", lambda _: server, agents, cases)
    assert [r.outcome for r in column.pairs["a"].results] == [Outcome.ERRORED]
    assert column.pairs["a"].whose == {"grid/g/text": SERVER}
    assert [r.outcome for r in column.pairs["b"].results] == [Outcome.PASSED], "the server is asked again"


def test_a_rejection_says_whose_and_the_server_never_sees_the_agents():
    cases = [case("text", "5"), case("word", "five")]
    refusing = Agent("refusing", lambda a: Rejection("NOT invoked") if a["count"] == "five" else dict(a))
    server = Server(strict)
    column = run_column("server", lambda _: server, {"refusing": ran(refusing, cases)}, cases)
    pair = column.pairs["refusing"]
    assert pair.whose == {"grid/g/text": SERVER, "grid/g/word": AGENT}
    assert server.asked == [{"count": "5"}], "a call the agent rejected never reaches the server"
    by_id = {r.case.id: r for r in pair.results}
    assert "rejected by refusing (the agent): NOT invoked" in by_id["grid/g/word"].message
    assert "rejected by server (the server): Expected number" in by_id["grid/g/text"].message
    runs = {"refusing": ran(refusing, cases)}
    report = build(runs, cases, {"level": "core"}, [column])
    cell = report["grid"]["rows"][0]["cells"]["server"]
    assert cell["rejected_by"] == {AGENT: 1, SERVER: 1} and cell["passed"] == 0
    assert report["grid"]["judged"] is False
    assert "1 rejected by the agent, 1 rejected by the server" in render_markdown(report)
    assert "not judged against baselines" in render_markdown(report)


def test_a_column_runs_only_the_cases_its_server_builds():
    cases = [case("zod", "5"), case("pydantic", "5", "pydantic"), case("none", "5", None)]
    column = run_column("server", lambda _: Server(strict), {"a": ran(Agent("a", to_int), cases)}, cases)
    assert column.cases == 1 and [r.case.id for r in column.pairs["a"].results] == ["grid/g/zod"]


def test_an_answer_is_recorded_as_it_was_given():
    [text] = [case("text", "5")]
    problem = "rejected a call the step could have delivered (SPEC §1.5)"
    rejected = Result(text, Outcome.FAILED, message=f"{problem}\nrejected: line one\nline two", rejected=True)
    assert recorded_answer(rejected) == Rejection("line one\nline two")
    assert recorded_answer(Result(text, Outcome.FAILED, {"count": "5"})) == {"count": "5"}
    errored = recorded_answer(Result(text, Outcome.ERRORED, message="timeout"))
    assert isinstance(errored, ImplementationError) and errored.message == "timeout"


SEED = ["seed/sources"]


def seed_cases() -> list:
    return list(corpus.select(corpus.load_corpora(corpus.corpus_roots([])), level="hermes", ids=SEED))


REAL_SERVERS = pytest.mark.e2e(
    reason="runs both real Hermes builds and their answers through the real fastmcp and TypeScript servers"
)


@REAL_SERVERS
@pytest.mark.parametrize("server", ["server-fastmcp", "server-mcp-typescript"])
def test_the_grid_gives_what_run_through_gives(server):
    """Replaying the agents' recorded answers through one shared server process is `run --through`."""
    for name in ("hermes-before", "hermes-after", server):
        installed(name)
    cases = seed_cases()
    agents = {}
    for name in ("hermes-before", "hermes-after"):
        impl = create(name)
        agents[name] = Run(impl.info, impl.features, engine.run(impl, cases), len(cases), corpus_hash(cases))
        impl.close()
    column = run_column(server, create, agents, cases)
    for name in agents:
        through = create(name, AdapterOptions(through=server))
        alone = {r.case.id: r for r in engine.run(through, cases) if r.outcome != Outcome.SKIPPED}
        through.close()
        grid = {r.case.id: r for r in column.pairs[name].results if r.outcome != Outcome.SKIPPED}
        assert alone and set(grid) == set(alone)
        for case_id, result in alone.items():
            got = grid[case_id]
            assert (got.outcome, got.rejected, got.actual, got.message) == (
                result.outcome, result.rejected, result.actual, result.message
            ), case_id  # fmt: skip


@REAL_SERVERS
def test_matrix_through_adds_the_grid_beside_the_unchanged_report(capsys, tmp_path):
    for name in ("hermes-before", "server-fastmcp", "server-mcp-typescript"):
        installed(name)
    plain, with_grid, markdown = tmp_path / "plain.json", tmp_path / "grid.json", tmp_path / "grid.md"
    rows = ["--impl", "reference", "--impl", "hermes-before", "--impl", "server-fastmcp", "--tags", "seed"]
    assert main(["matrix", *rows, "--report", str(plain)]) == 0
    columns = ["--through", "server-fastmcp", "--through", "server-mcp-typescript"]
    code = main(["matrix", *rows, *columns, "--report", str(with_grid), "--markdown", str(markdown)])
    out = capsys.readouterr().out
    assert code == 0, "the grid is information: its failures do not fail the matrix"
    before, after = json.loads(plain.read_text()), json.loads(with_grid.read_text())
    assert set(after) == set(before) | {"grid"} and "grid" not in before
    assert after["implementations"] == before["implementations"] and after["rows"] == before["rows"]
    for old, new in zip(before["cases"], after["cases"], strict=True):
        assert {k: v for k, v in new.items() if k != "through"} == old
    grid = after["grid"]
    assert grid["agents"] == ["reference", "hermes-before"], "a server row is not an agent"
    assert [s["key"] for s in grid["servers"]] == ["server-fastmcp", "server-mcp-typescript"]
    for row in grid["rows"]:
        for server, cell in row["cells"].items():
            answers = [c["through"][row["agent"]].get(server) for c in after["cases"] if "through" in c]
            answers = [a for a in answers if a is not None]  # a case the server does not build
            assert cell["total"] == len(answers)
            assert cell["passed"] == sum(a["outcome"] == "passed" for a in answers)
            for side in (AGENT, SERVER):
                said = [a for a in answers if a["rejected"] and a["outcome"] == "failed" and a["by"] == side]
                assert cell["rejected_by"][side] == len(said)
                assert all(f"(the {side})" in a["message"] for a in said)
    text = markdown.read_text()
    assert "## End to end: agents through servers" in text and "not judged against baselines" in text
    assert "| hermes-before |" in text and "### The seed's rows end to end" in text
    assert "end to end: 2 agents by 2 servers" in out
