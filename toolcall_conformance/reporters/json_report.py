"""The JSON report of a run: the suite and corpus it ran, the implementation, every case, the verdict."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from toolcall_conformance.corpus.manifest import committed_digest
from toolcall_conformance.model import JSON, Outcome, Result
from toolcall_conformance.reporters.tally import counts, retried, section
from toolcall_conformance.runner.run import Run, suite_version
from toolcall_conformance.runner.signatures import signature

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


def case_json(result: Result, run: Run, limit: int | None = CUT_BYTES) -> dict[str, JSON]:
    """One case's entry, its values cut at `limit` bytes (None: whole)."""

    def fit(value: JSON) -> JSON:
        return value if limit is None else cut(value, limit)

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
        "core_conforms": result.core_conforms,
        "tries": result.tries,
        "expected": fit(case.expected),
        "actual": fit(result.actual),
        "message": result.message[:CUT_BYTES],
        "differences": [fit(d.as_json()) for d in result.differences],
    }
    if result.outcome != Outcome.PASSED:
        entry["signature"] = signature(result).as_json()  # {"key", "text"}: the cause, shared by its cases
    if run.verdict is not None:
        entry["baseline"] = run.verdict.status(result)
        entry["reason"] = run.verdict.baseline.reasons.get(case.id)
        triage = run.verdict.baseline.triage(case.id)
        if triage is not None:  # the reason's classification and public reports
            entry["triage"] = triage
    return entry


def _case_line(result: Result, run: Run) -> str:
    """The entry's JSON text; only an entry over the limit is cut (no part of a smaller one can be)."""
    text = json.dumps(case_json(result, run, limit=None), ensure_ascii=False)
    if len(text) * 4 > CUT_BYTES and len(text.encode("utf-8", "surrogatepass")) > CUT_BYTES:
        text = json.dumps(case_json(result, run), ensure_ascii=False)
    return text


def report(run: Run, cases: bool = True) -> dict[str, JSON]:
    """The report as data; without `cases`, everything but the case entries."""
    document: dict[str, JSON] = {
        # corpus_hash: the cases this run selected; corpus: the digest of the bundled corpus (--version)
        "suite": {"version": suite_version(), "corpus_hash": run.corpus_hash, "corpus": committed_digest()},
        "implementation": run.info.as_json(),
        "features": sorted(map(str, run.features)),
        "summary": {**counts(run.results), "retried": retried(run.results)},
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
            "changed": verdict.changed,
            "changed_by_suite": verdict.changed_by_suite,
            "changed_cause": verdict.changed_cause,  # warn or fail: what a changed cause does to `ok`
            "changed_causes": {case_id: c.as_json() for case_id, c in verdict.changed_causes.items()},
        }
    if run.options is not None:
        document["options"] = run.options
    if run.slice is not None:
        document["shard"] = run.slice.as_json()
    if cases:
        document["cases"] = [case_json(r, run) for r in run.results]
    return document


def write(path: Path, run: Run) -> None:
    """`report(run)` indented, with one case per line: a `grep` finds a case, a JSON reader the rest."""
    write_lines(path, report(run, cases=False), [_case_line(result, run) for result in run.results])


def write_lines(path: Path, head: dict[str, JSON], case_lines: Sequence[str]) -> None:
    """A report from its head (all but the cases) and each case entry's JSON text: the head indented,
    a shard's block on one line (its positions are many), then one case per line."""
    shard = head.get("shard")
    text = json.dumps({k: v for k, v in head.items() if k != "shard"}, indent=2, ensure_ascii=False)
    text = text[: -len("\n}")]
    if shard is not None:
        text += ',\n  "shard": ' + json.dumps(shard, ensure_ascii=False)
    cases = ",\n    ".join(case_lines)
    text += ',\n  "cases": [' + (f"\n    {cases}\n  " if cases else "") + "]\n}"
    Path(path).write_text(text + "\n", encoding="utf-8", errors="surrogatepass")


def read(path: Path) -> dict[str, JSON]:
    """A JSON report as written (its text may hold lone surrogates a model sent)."""
    document: dict[str, JSON] = json.loads(Path(path).read_text(encoding="utf-8", errors="surrogatepass"))
    return document
