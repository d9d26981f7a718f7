"""The JSON report of a run: the suite and corpus it ran, the implementation, every case, the verdict."""

from __future__ import annotations

import json
from pathlib import Path

from suite.model import JSON, Result
from suite.reporters.tally import counts, section
from suite.runner.run import Run, suite_version

CUT_BYTES = 64 * 1024


def _surely_within(value: JSON, limit: int) -> bool:
    """True when `value` is a scalar whose JSON text certainly takes at most `limit` bytes, told without
    encoding it: a character takes at most 6 bytes (`\\u001f`), an integer about 0.302 digits per bit."""
    if isinstance(value, str):
        return 6 * len(value) + 2 <= limit
    if isinstance(value, bool) or value is None:
        return limit >= 5  # "false"
    if isinstance(value, int):
        return value.bit_length() // 3 + 2 <= limit
    return isinstance(value, float) and limit >= 24


def cut(value: JSON, limit: int = CUT_BYTES) -> JSON:
    """The value, with every part whose JSON text exceeds `limit` bytes replaced by a marker."""
    if _surely_within(value, limit):
        return value
    size = len(json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass"))
    if size <= limit:
        return value
    if isinstance(value, dict):
        return {key: cut(item, limit) for key, item in value.items()}
    if isinstance(value, list) and len(value) > 1:
        return [cut(item, limit) for item in value]
    return f"<cut: {size} bytes>"


def case_json(result: Result, run: Run) -> dict[str, JSON]:
    case = result.case
    entry: dict[str, JSON] = {
        "id": case.id,
        "level": str(case.level),
        "tags": list(case.tags),
        "spec": case.spec,
        "section": section(case.spec),
        "description": case.description,
        "outcome": str(result.outcome),
        "rejected": result.rejected,
        "expected": cut(case.expected),
        "actual": cut(result.actual),
        "message": result.message[:CUT_BYTES],
        "differences": [cut(d.as_json()) for d in result.differences],
    }
    if run.verdict is not None:
        entry["baseline"] = run.verdict.status(result)
        entry["reason"] = run.verdict.baseline.reasons.get(case.id)
    return entry


def report(run: Run) -> dict[str, JSON]:
    document: dict[str, JSON] = {
        "suite": {"version": suite_version(), "corpus_hash": run.corpus_hash},
        "implementation": run.info.as_json(),
        "features": sorted(map(str, run.features)),
        "summary": counts(run.results),
    }
    if run.interrupted:
        document["interrupted"] = {
            "signal": run.interrupted,
            "ran": len(run.results),
            "selected": run.selected,
        }
    if run.verdict is not None:
        verdict = run.verdict
        document["baseline"] = {
            "file": str(verdict.baseline.path),
            "ok": verdict.ok,
            "known": len(verdict.known),
            "new": [r.case.id for r in verdict.new_failures],
            "stale": verdict.stale,
            "stale_unsupported": [str(f) for f in verdict.stale_features],
        }
    document["cases"] = [case_json(r, run) for r in run.results]
    return document


def write(path: Path, run: Run) -> None:
    text = json.dumps(report(run), indent=2, ensure_ascii=False)
    Path(path).write_text(text + "\n", encoding="utf-8", errors="surrogatepass")
