"""The matrix page's end-to-end grid in real headless Chromium, from a grid the suite itself ran: the
reference and miniatures as agents, two in-process servers as columns, over the seed's sourced rows."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from test_matrix_page import Watched, browser, open_case, open_page  # noqa: F401  (browser: a fixture)

from toolcall_conformance.model import (
    JSON,
    Answer,
    CoerceRequest,
    Feature,
    ImplementationError,
    ImplementationInfo,
    Rejection,
    Request,
)

AGENTS = (
    "reference",
    "ignores-ref",
    "no-nested-normalization",
    "integers-through-float",
    "keeps-names",
)


class KeepsNames:
    """The reference without `unmap` (it shows the model the tool's own names): unmap cases are not run."""

    def __init__(self) -> None:
        from toolcall_conformance.adapters.reference import ReferenceAdapter

        self.impl = ReferenceAdapter()
        self.info = ImplementationInfo("keeps-names", "1", "python")
        self.features = self.impl.features - {Feature.UNMAP}
        self.isolated = self.impl.isolated

    def run_many(self, requests: Sequence[Request]) -> Iterator[Answer | ImplementationError]:
        return iter(self.impl.run_many(requests))

    def close(self) -> None:
        pass


class Server:
    """A server that builds every source kind; `strict` refuses a string holding other JSON (`"5"`)."""

    isolated = True

    def __init__(self, name: str, strict: bool) -> None:
        self.info = ImplementationInfo(name, "1", "python")
        self.features = frozenset({Feature.COERCE, Feature.MCP, Feature.SOURCE_PYDANTIC, Feature.SOURCE_ZOD})
        self.strict = strict

    def answer(self, arguments: dict[str, JSON]) -> Answer:
        for key, value in arguments.items():
            try:
                parsed = json.loads(value) if isinstance(value, str) else value
            except ValueError:
                continue
            if self.strict and not isinstance(parsed, str) and parsed is not value:
                return Rejection(f"Input validation error: {key} must not be text")
        return dict(arguments)

    def run_many(self, requests: Sequence[Request]) -> Iterator[Answer | ImplementationError]:
        for request in requests:
            assert isinstance(request, CoerceRequest)
            yield self.answer(request.arguments)

    def close(self) -> None:
        pass


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    from miniatures import BY_NAME

    from toolcall_conformance.adapters.grid import run_column
    from toolcall_conformance.adapters.reference import ReferenceAdapter
    from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select
    from toolcall_conformance.reporters.matrix import build
    from toolcall_conformance.runner import engine
    from toolcall_conformance.runner.run import Run, corpus_hash

    cases = list(select(load_corpora([DEFAULT_CORPUS_ROOT]), level="hermes", tags=["seed"]))
    runs = {}
    for key in AGENTS:
        impl = (
            ReferenceAdapter()
            if key == "reference"
            else KeepsNames()
            if key == "keeps-names"
            else BY_NAME[key]
        )
        results = engine.run(impl, cases)
        runs[key] = Run(impl.info, frozenset(impl.features), results, len(cases), corpus_hash(cases))
    columns = [
        run_column(name, lambda spec: Server(spec, spec == "strict"), runs, cases)
        for name in ("strict", "lax")
    ]
    return build(runs, cases, {"level": "hermes"}, columns)


@pytest.fixture
def page(browser: Any, report: dict[str, Any], tmp_path: Path) -> Iterator[Watched]:  # noqa: F811
    with open_page(browser, report, tmp_path, width=700, height=400) as watched:
        yield watched


def test_the_grid_shows_each_pairs_count_and_seed_rows_as_the_report_has_them(page: Watched, report) -> None:
    p = page.page
    grid = report["grid"]
    assert p.eval_on_selector_all("#grid thead th[data-server]", "e => e.map(x => x.dataset.server)") == [
        "strict",
        "lax",
    ]
    assert p.eval_on_selector_all("#grid tr[data-agent]", "e => e.map(x => x.dataset.agent)") == list(AGENTS)
    assert "not judged against baselines" in p.inner_text("#grid-note")
    for row in grid["rows"]:
        for server, cell in row["cells"].items():
            td = f'#grid td[data-agent="{row["agent"]}"][data-server="{server}"]'
            ran = cell["total"] - cell["skipped"]
            assert p.inner_text(f"{td} .ratio") == f"{cell['passed']}/{ran}"
            said = p.eval_on_selector_all(
                f"{td} [data-seed-row]", "e => e.map(x => [x.dataset.seedRow, x.dataset.seed])"
            )
            wanted = []
            for name in grid["seed_rows"]:
                got = cell["seed"].get(name)
                wanted.append(
                    [
                        name,
                        "notrun" if not got else "delivered" if got["delivered"] == got["ran"] else "missed",
                    ]
                )
            assert said == wanted
    strict = next(r for r in grid["rows"] if r["agent"] == "ignores-ref")["cells"]["strict"]
    assert strict["rejected_by"]["server"] > 0, "a string left as text is refused by the strict server"
    kept = next(r for r in grid["rows"] if r["agent"] == "keeps-names")["cells"]["lax"]
    assert kept["skipped"] > 0 and "person" not in kept["seed"], "without unmap, the person row is not run"


def test_a_cell_lists_its_cases_seed_rows_first_and_a_case_shows_the_pairs_answer(
    page: Watched, report
) -> None:
    p = page.page
    p.click('#grid td[data-agent="ignores-ref"][data-server="strict"]')
    ids = p.eval_on_selector_all("#case-list [data-case]", "e => e.map(x => x.dataset.case)")
    built = [c for c in report["cases"] if (c.get("through") or {}).get("ignores-ref", {}).get("strict")]
    assert sorted(ids) == sorted(c["id"] for c in built)
    refused = next(c for c in built if c["through"]["ignores-ref"]["strict"]["by"] == "server")
    badge = p.inner_text(f'#case-list [data-case="{refused["id"]}"] .badge')
    assert badge == "rejected by the server"
    open_case(p, refused["id"])
    card = p.inner_text('#case-detail [data-pair="ignores-ref through strict"]')
    assert "Rejected:" in card and "(the server): Input validation error" in card
    cells = p.locator("#case-detail table.pairs [data-pair-outcome]")
    assert cells.count() == len(AGENTS) * 2


def test_a_server_column_can_be_hidden_and_the_header_stays_while_scrolling(page: Watched) -> None:
    p = page.page
    p.click('[data-hide-server="strict"]')
    assert not p.is_visible('#grid thead th[data-server="strict"]')
    assert not p.is_visible('#grid td[data-agent="reference"][data-server="strict"]')
    assert not p.is_checked('#grid-columns input[data-server-column="strict"]')
    p.check('#grid-columns input[data-server-column="strict"]')
    assert p.is_visible('#grid thead th[data-server="strict"]')
    wrap = p.locator("#grid")
    assert p.evaluate(
        "() => { const w = document.getElementById('grid'); return w.scrollHeight > w.clientHeight; }"
    )
    box = wrap.bounding_box()
    p.evaluate("() => { document.getElementById('grid').scrollTop = 10000; }")
    header = p.locator('#grid thead th[data-server="lax"]').bounding_box()
    assert abs(header["y"] - box["y"]) <= 2, "the header row scrolled away"
