"""The matrix: several implementations' runs over the same cases, as one table of data.

Rows are areas and SPEC sections, columns implementations; every case keeps each implementation's
answer, so a reader can go from a cell to its cases and from a case to every answer. With grid
columns (`matrix --through`), the key `grid` adds the end-to-end table, agents by servers, and each
case a server builds keeps every pair's answer under `through` (agent, then server).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from toolcall_conformance.adapters.grid import AGENT, SEED_TAG, SERVER, Column
from toolcall_conformance.model import (
    AREAS,
    JSON,
    OTHER_AREA,
    Case,
    CoerceCase,
    Level,
    Outcome,
    Result,
    Tool,
    areas,
)
from toolcall_conformance.reporters.json_report import cut
from toolcall_conformance.reporters.tally import counts, section, section_order
from toolcall_conformance.runner.run import Run, corpus_hash, suite_version

VALUE_BYTES = 16 * 1024  # per value: a dozen implementations over every case must stay one page
CELL_KEYS = ("passed", "failed", "rejected", "errored", "skipped")
CELL_REASONS = 3  # a cell names its most frequent reasons, this many


def cell_counts(results: Sequence[Result]) -> dict[str, int]:
    c = counts(results)
    return {"total": len(results), **{key: c[key] for key in CELL_KEYS}}


def compliance(results: Sequence[Result]) -> float | None:
    """Core cases that conform at core level (SPEC §0) over those executed; None when none ran."""
    ran = [r for r in results if r.case.level == Level.CORE and r.outcome != Outcome.SKIPPED]
    return sum(r.passes_core for r in ran) / len(ran) if ran else None


def _mark(run: Run, result: Result) -> str | None:
    """How the run's baseline sees the case: known, new, changed (listed as failing another way) or
    stale (listed, passes now); None without a baseline or for a case it does not speak of."""
    if run.verdict is None:
        return None
    if result.case.id in run.verdict.changed:
        return "changed"
    return run.verdict.status(result)


def reason_key(run: Run, result: Result) -> str | None:
    """The key of the baseline reason that lists a case the run did not pass; None when no baseline
    lists it, or it passed."""
    if run.verdict is None or result.outcome == Outcome.PASSED:
        return None
    return run.verdict.baseline.keys.get(result.case.id)


def reasons(run: Run) -> list[dict[str, JSON]] | None:
    """The baseline's reasons the run's failures fall under, most cases first: key, text, SPEC rule,
    level and the number of this run's failing cases each lists; None without a baseline."""
    if run.verdict is None:
        return None
    baseline = run.verdict.baseline
    counted = Counter(key for result in run.results if (key := reason_key(run, result)) is not None)
    found: list[dict[str, JSON]] = []
    for key, count in sorted(counted.items(), key=lambda item: (-item[1], item[0])):
        data = baseline.data.get(key)
        entry: dict[str, JSON] = {
            "key": key,
            "text": baseline.texts.get(key, key),
            "spec": data.spec if data else None,
            "level": data.level if data else None,
            "count": count,
        }
        if data is not None and data.classification is not None:
            entry["classification"] = data.classification
        if data is not None and data.upstream:
            entry["upstream"] = [link.as_json() for link in data.upstream]
        found.append(entry)
    return found


def top_reasons(run: Run, results: Sequence[Result]) -> list[list[JSON]]:
    """A cell's most frequent reasons, as [key, cases] pairs, most cases first."""
    counted = Counter(key for result in results if (key := reason_key(run, result)) is not None)
    ranked = sorted(counted.items(), key=lambda item: (-item[1], item[0]))
    return [[key, count] for key, count in ranked[:CELL_REASONS]]


def _answer(run: Run | None, result: Result) -> dict[str, JSON]:
    return {
        "outcome": str(result.outcome),
        "baseline": _mark(run, result) if run is not None else None,
        "reason": reason_key(run, result) if run is not None else None,
        "rejected": result.rejected,
        "actual": cut(result.actual, VALUE_BYTES),
        "message": result.message[:1000],
        "differences": [cut(d.as_json(), 4096) for d in result.differences[:50]],
    }


class _Requests:
    """Each case's request, cut to size. A group's cases share their tool, which is cut once: a
    dict's cut is its members' cuts, so the tool is cut apart from the arguments."""

    def __init__(self) -> None:
        self._tools: dict[tuple[int, str, str], tuple[Tool, JSON]] = {}

    def _tool(self, tool: Tool) -> JSON:
        key = (id(tool.parameters), tool.name, str(tool.origin))
        if key not in self._tools:  # the tool is kept with its cut, so its parameters' id stays theirs
            self._tools[key] = (tool, cut(tool.as_json(), VALUE_BYTES))
        return self._tools[key][1]

    def json(self, case: Case) -> dict[str, JSON]:
        if isinstance(case, CoerceCase):
            return {"tool": self._tool(case.tool), "arguments": cut(case.arguments, VALUE_BYTES)}
        return cut(case.request, VALUE_BYTES)  # type: ignore[no-any-return]


def _verdict(run: Run) -> dict[str, JSON] | None:
    verdict = run.verdict
    if verdict is None:
        return None
    return {
        "file": str(verdict.baseline.path),
        "ok": verdict.ok,
        "known": len(verdict.known),
        "new": len(verdict.new_failures) - len(verdict.changed),
        "changed": len(verdict.changed),
        "stale": len(verdict.stale),
        "stale_features": [str(f) for f in verdict.stale_features],
    }


GRID_NOTE = (
    "Each agent's answers (as its own row got them) sent through each server's tools/call, over the "
    "cases the server builds from their source (the seed's rows and the generated cases); a rejection "
    "by either side is a rejection, and the cell says whose. Information: the grid is not judged "
    "against baselines."
)


def seed_row(case: Case) -> str:
    """The seed row a case is: the first word of its id's last part (`count`, `filters`, ...; the
    row holding all five is `all five`)."""
    words = case.id.rsplit("/", 1)[-1].split("-")
    return " ".join(words[:2]) if words[0] == "all" else words[0]


def _pair_cell(results: Sequence[Result], whose: dict[str, str]) -> dict[str, JSON]:
    cell: dict[str, JSON] = dict(cell_counts(results))
    for what, picked in (
        ("rejected_by", [r for r in results if r.rejected and r.outcome == Outcome.FAILED]),
        ("errored_by", [r for r in results if r.outcome == Outcome.ERRORED]),
    ):
        cell[what] = {side: sum(whose.get(r.case.id) == side for r in picked) for side in (AGENT, SERVER)}
    ran: dict[str, list[Result]] = {}
    for r in results:
        if SEED_TAG in r.case.tags and r.outcome != Outcome.SKIPPED:
            ran.setdefault(seed_row(r.case), []).append(r)
    cell["seed"] = {
        row: {"ran": len(members), "delivered": sum(r.outcome == Outcome.PASSED for r in members)}
        for row, members in ran.items()
    }
    return cell


def grid(columns: Sequence[Column], cases: Sequence[Case]) -> dict[str, JSON]:
    """The end-to-end table: a row per agent, a cell per server."""
    agents = list(dict.fromkeys(agent for column in columns for agent in column.pairs))
    built = {r.case.id for column in columns for pair in column.pairs.values() for r in pair.results}
    in_grid = [case for case in cases if case.id in built]
    return {
        "judged": False,
        "note": GRID_NOTE,
        "agents": agents,  # the keys of their rows in `implementations`
        "servers": [
            {
                "key": column.server,
                **column.info.as_json(),
                "cases": column.cases,
                "seconds": round(column.seconds, 1),
                "error": column.error,
            }
            for column in columns
        ],
        "cases": {
            "seed": sum(SEED_TAG in case.tags for case in in_grid),
            "other": sum(SEED_TAG not in case.tags for case in in_grid),
        },
        "seed_rows": list(dict.fromkeys(seed_row(case) for case in in_grid if SEED_TAG in case.tags)),
        "rows": [
            {
                "agent": agent,
                "cells": {
                    column.server: _pair_cell(column.pairs[agent].results, column.pairs[agent].whose)
                    for column in columns
                    if agent in column.pairs
                },
            }
            for agent in agents
        ],
    }


def _through(columns: Sequence[Column]) -> dict[str, dict[str, dict[str, dict[str, JSON]]]]:
    """Per case id, each pair's answer: agent, then server."""
    found: dict[str, dict[str, dict[str, dict[str, JSON]]]] = {}
    for column in columns:
        for agent, pair in column.pairs.items():
            for result in pair.results:
                answer = {**_answer(None, result), "by": pair.whose.get(result.case.id)}
                found.setdefault(result.case.id, {}).setdefault(agent, {})[column.server] = answer
    return found


def build(
    runs: dict[str, Run],
    cases: Sequence[Case],
    selection: dict[str, JSON],
    columns: Sequence[Column] | None = None,
) -> dict[str, JSON]:
    """The matrix report for `runs` (keyed by the name each was run as) over `cases`; with grid
    `columns`, the end-to-end table too (keys `grid` and, per case, `through`)."""
    by_key = {key: {r.case.id: r for r in run.results} for key, run in runs.items()}
    implementations = [
        {
            "key": key,
            **run.info.as_json(),
            "summary": {"total": len(run.results), **counts(run.results)},
            "compliance": {"core": compliance(run.results)},
            "baseline": _verdict(run),
            "reasons": reasons(run),
        }
        for key, run in runs.items()
    ]
    rows: list[dict[str, JSON]] = []
    area_members = [(a, [c for c in cases if a in areas(c.tags)]) for a in (*AREAS, OTHER_AREA)]
    sections = sorted({section(c.spec) for c in cases}, key=section_order)
    spec_members = [(s, [c for c in cases if section(c.spec) == s]) for s in sections]
    for group, members_by_label in (("area", area_members), ("spec", spec_members)):
        for label, members in members_by_label:
            if members:
                cells: dict[str, JSON] = {}
                for key, found in by_key.items():
                    results = [found[c.id] for c in members if c.id in found]
                    cell: dict[str, JSON] = dict(cell_counts(results))
                    if runs[key].verdict is not None:
                        cell["reasons"] = top_reasons(runs[key], results)
                    cells[key] = cell
                rows.append({"group": group, "label": label, "cells": cells})
    requests = _Requests()
    hashes = {run.corpus_hash for run in runs.values()}  # the runs ran `cases`: their hash is theirs
    through = _through(columns or ())
    report: dict[str, JSON] = {
        "suite": {
            "version": suite_version(),
            "corpus_hash": hashes.pop() if len(hashes) == 1 else corpus_hash(cases),
        },
        "selection": selection,
        "implementations": implementations,
        "rows": rows,
        "cases": [
            {
                "id": case.id,
                "level": str(case.level),
                "tags": list(case.tags),
                "spec": case.spec,
                "description": case.description,
                "kind": str(case.kind),
                "area": areas(case.tags),
                "section": section(case.spec),
                "request": requests.json(case),
                "expected": cut(case.expected, VALUE_BYTES),
                "answers": {
                    key: _answer(runs[key], found[case.id])
                    for key, found in by_key.items()
                    if case.id in found
                },
                **({"through": through[case.id]} if case.id in through else {}),
            }
            for case in cases
        ],
    }
    if columns:
        report["grid"] = grid(columns, cases)
    return report
