"""The matrix report as a Markdown table: implementations as columns, areas and SPEC sections as rows."""

from __future__ import annotations

from typing import Any

GROUPS = (("area", "Areas"), ("spec", "SPEC sections"))


def _escape(text: Any) -> str:
    return str(text).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def _title(impl: dict[str, Any], bold: bool = False) -> str:
    name = _escape(impl.get("name", impl["key"]))
    return f"{f'**{name}**' if bold else name} {_escape(impl.get('version', ''))}".strip()


def cell_text(cell: dict[str, Any] | None) -> str:
    """`passed/total`, then the non-zero counts: wrong value (failed minus rejected), rejected, errored,
    skipped."""
    if not cell:
        return "-"
    wrong = max(0, cell.get("failed", 0) - cell.get("rejected", 0))
    counts = [
        (wrong, "wrong"),
        (cell.get("rejected", 0), "rejected"),
        (cell.get("errored", 0), "errored"),
        (cell.get("skipped", 0), "skipped"),
    ]
    notes = ", ".join(f"{n} {what}" for n, what in counts if n)
    text = f"{cell.get('passed', 0)}/{cell.get('total', 0)}"
    return f"{text} ({notes})" if notes else text


def compliance_text(impl: dict[str, Any]) -> str:
    core = (impl.get("compliance") or {}).get("core")
    share = "n/a (no core case ran)" if core is None else f"{core * 100:.1f}%"
    s = impl.get("summary") or {}
    counts = (
        f"{s.get('passed', 0)} passed, {s.get('failed', 0)} failed ({s.get('rejected', 0)} rejected), "
        f"{s.get('errored', 0)} errored, {s.get('skipped', 0)} skipped of {s.get('total', 0)}"
    )
    return f"- {_title(impl, bold=True)}: core compliance {share}; {counts}"


def render_markdown(matrix: dict[str, Any]) -> str:
    """The whole matrix as Markdown, ending with one compliance line per implementation."""
    impls = matrix.get("implementations") or []
    suite = matrix.get("suite") or {}
    level = (matrix.get("selection") or {}).get("level", "core")
    headers = [f"{_title(i)} ({_escape(i.get('language', '?'))})" for i in impls]
    lines = [
        "## toolcall-conformance matrix",
        "",
        f"suite {suite.get('version', '?')}, corpus `{suite.get('corpus_hash', '?')}`, level {level}",
        "",
        "| | " + " | ".join(headers) + " |",
        "|---|" + "---:|" * len(impls),
    ]
    rows = matrix.get("rows") or []
    for group, title in GROUPS:
        members = [row for row in rows if row.get("group") == group]
        if not members:
            continue
        lines.append(f"| **{title}** |" + " |" * len(impls))
        for row in members:
            cells = [cell_text((row.get("cells") or {}).get(i["key"])) for i in impls]
            lines.append(f"| {_escape(row.get('label', ''))} | " + " | ".join(cells) + " |")
    lines += ["", *(compliance_text(i) for i in impls)]
    return "\n".join(lines) + "\n"
