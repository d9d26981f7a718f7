"""The matrix report as one self-contained HTML page (inline CSS and JS, no network, opens from file://).

The page carries, gzip-compressed (the browser's `DecompressionStream` unpacks them), an index
(implementations with their baseline verdicts and reasons, rows, and per case its description, each
implementation's outcome as one letter, its baseline mark and reason) and every case's request, expectation
and answers in chunks, an answer several implementations gave stored once. A chunk is unpacked when
one of its cases is first opened, and parsed with the page's own small parser so that number
spellings (`5` against `5.0`, integers beyond 2^53) and key order survive: those are exactly the
differences a conformance report must not blur.
"""

from __future__ import annotations

import base64
import gzip
import html
import json
from collections.abc import Iterator
from typing import Any

from toolcall_conformance.reporters.page import asset, fill

CHUNK_CASES = 32  # cases per compressed chunk: opening a case decompresses only its own chunk


def packed(data: Any) -> str:
    """JSON data as gzip-compressed text in base64, which is safe inside a `<script>` element."""
    text = json.dumps(data, separators=(",", ":"))  # ASCII: a lone surrogate travels as its escape
    return base64.b64encode(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)).decode("ascii")


MARK_LETTERS = {"new": "n", "changed": "c", "stale": "s", "known": "k"}


def outcome_letter(answer: dict[str, Any] | None) -> str:
    """One letter for an answer's outcome, as the page's index carries it ("-": no answer)."""
    if answer is None:
        return "-"
    rejected = bool(answer.get("rejected"))
    if answer.get("outcome") == "failed":
        return "r" if rejected else "w"
    if answer.get("outcome") == "passed":
        return "a" if rejected else "p"
    return {"errored": "e", "skipped": "s"}.get(str(answer.get("outcome")), "-")


def pair_letter(answer: dict[str, Any] | None) -> str:
    """One letter for an end-to-end pair's answer: p passed, q passed by a rejection (that the case
    allows), w wrong value, a / s rejected by the agent / the server, e / E errored in the agent / the
    server, . not run, - no answer (the server does not build the case)."""
    if answer is None:
        return "-"
    server = answer.get("by") == "server"
    outcome = answer.get("outcome")
    if outcome == "passed":
        return "q" if answer.get("rejected") else "p"
    if outcome == "failed":
        return ("s" if server else "a") if answer.get("rejected") else "w"
    if outcome == "errored":
        return "E" if server else "e"
    return "."


def _grid_letters(matrix: dict[str, Any], case: dict[str, Any]) -> str | None:
    """The case's letter for every pair, agents by servers, in the grid's order; None off the grid."""
    grid, through = matrix.get("grid"), case.get("through")
    if not grid or not through:
        return None
    servers = [server["key"] for server in grid.get("servers", [])]
    agents = grid.get("agents", [])
    letters = [pair_letter((through.get(agent) or {}).get(server)) for agent in agents for server in servers]
    return "".join(letters)


def index(matrix: dict[str, Any], chunk_cases: int = CHUNK_CASES) -> dict[str, Any]:
    """What the page needs to draw the table and list cases: all but the requests and answers."""
    keys = [impl["key"] for impl in matrix.get("implementations", [])]
    at = {  # each implementation's reason keys by their place in its list
        impl["key"]: {reason["key"]: n for n, reason in enumerate(impl.get("reasons") or [])}
        for impl in matrix.get("implementations", [])
    }
    cases = []
    for case in matrix.get("cases", []):
        answers = case.get("answers") or {}
        marks = [MARK_LETTERS.get((answers.get(key) or {}).get("baseline") or "", ".") for key in keys]
        brief = {
            k: case.get(k) for k in ("id", "level", "tags", "spec", "description", "kind", "area", "section")
        }
        if "rows" in case:
            brief["rows"] = case["rows"]
        brief["o"] = "".join(outcome_letter(answers.get(key)) for key in keys)
        brief["b"] = "".join(marks)
        listed = [at[key].get((answers.get(key) or {}).get("reason")) for key in keys]
        if any(position is not None for position in listed):
            brief["r"] = listed
        letters = _grid_letters(matrix, case)
        if letters is not None:
            brief["g"] = letters
        cases.append(brief)
    kept = {k: v for k, v in matrix.items() if k != "cases"}
    return {**kept, "cases": cases, "chunk_cases": chunk_cases}


def details(case: dict[str, Any]) -> dict[str, Any]:
    """A case's request, expectation and answers (and its end-to-end pairs' answers, agent then
    server); an answer given several times is kept once."""
    distinct: list[Any] = []
    seen: dict[str, int] = {}

    def kept(answer: dict[str, Any]) -> int:
        value = {k: v for k, v in answer.items() if k != "baseline"}  # the index carries the mark
        text = json.dumps(value, ensure_ascii=False)
        if text not in seen:
            seen[text] = len(distinct)
            distinct.append(value)
        return seen[text]

    answers = {key: kept(answer) for key, answer in (case.get("answers") or {}).items()}
    found = {"request": case.get("request"), "expected": case.get("expected"), "answers": answers}
    if case.get("through"):
        found["through"] = {
            agent: {server: kept(answer) for server, answer in by_server.items()}
            for agent, by_server in case["through"].items()
        }
    return {**found, "distinct": distinct}


def chunks(matrix: dict[str, Any], chunk_cases: int = CHUNK_CASES) -> Iterator[str]:
    """The details of each run of `chunk_cases` cases, packed."""
    cases = matrix.get("cases", [])
    for start in range(0, len(cases), chunk_cases):
        yield packed([details(c) for c in cases[start : start + chunk_cases]])


def render(matrix: dict[str, Any]) -> str:
    """The whole page for one matrix report."""
    version = (matrix.get("suite") or {}).get("version", "")
    title = f"{matrix.get('title') or 'toolcall-conformance matrix'} {version}".strip()
    scripts = "\n".join(
        f'<script type="application/octet-stream" id="chunk-{n}">{chunk}</script>'
        for n, chunk in enumerate(chunks(matrix))
    )
    return fill(
        asset("matrix.html"),
        TITLE=html.escape(title),
        CSS=asset("matrix.css"),
        JS=asset("matrix.js"),
        CHUNKS=scripts,
        DATA=packed(index(matrix)),
    )
