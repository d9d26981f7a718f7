"""One static site from the committed data: the field, each implementation, each trend, each case.

Pages link to each other by relative paths only and load nothing but the site's own stylesheet, so the
folder opens from `file://` and from any static host. Read, never required: a baseline reason's
`upstream` (a URL, a list of them, or objects with a `url`) and `classification`, a case's
`provenance`, and the notes in `baselines/notes/<row>.md`.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolcall_conformance.model import Case, CoerceCase
from toolcall_conformance.reporters import html as matrix_page
from toolcall_conformance.reporters.page import asset, fill
from toolcall_conformance.reporters.trend_page import page as trend_page

Document = dict[str, Any]
FAMILIES = ("reference", "hermes", "field", "agent", "server")


@dataclass(frozen=True)
class Row:
    """One implementation as the site shows it: its declaration, baseline, trend and notes."""

    name: str
    declared: Document
    baseline: Document | None = None
    trend: Document | None = None
    notes: str = ""


@dataclass(frozen=True)
class Sources:
    """Everything a site is written from."""

    rows: Sequence[Row]
    cases: Sequence[Case]
    spec: str
    matrix: Document | None = None
    suite_version: str = ""
    known: dict[str, dict[str, str]] = field(default_factory=dict)  # case -> row -> reason
    answered: dict[str, Document] = field(default_factory=dict)  # case -> its entry in the matrix report


def case_file(case_id: str) -> str:
    """A case page's file name: the id with `/` as `~`, which no case id contains."""
    return case_id.replace("/", "~") + ".html"


def _e(text: object) -> str:
    return html.escape(str(text))


def _page(title: str, body: str, depth: int) -> str:
    up = "../" * depth
    nav = (
        f'<nav><a href="{up}index.html">field</a> <a href="{up}matrix.html">matrix</a> '
        f'<a href="{up}spec.html">SPEC</a></nav>'
    )
    return fill(asset("site.html"), TITLE=_e(title), CSS=f"{up}site.css", NAV=nav, BODY=body)


def section_link(spec: str, depth: int) -> str:
    """A SPEC section (`1.2`, `§1.2`) as a link into the site's SPEC page."""
    number = spec.lstrip("§").split()[0] if spec else ""
    if not number:
        return ""
    return f'<a href="{"../" * depth}spec.html#s{_e(number)}">§{_e(number)}</a>'


def _upstream(reason: Document) -> str:
    found = reason.get("upstream")
    items = found if isinstance(found, list) else [found] if found else []
    links = []
    for item in items:
        url = item.get("url") or item.get("href") if isinstance(item, dict) else item
        label = item.get("title") or url if isinstance(item, dict) else url
        if isinstance(url, str) and url.startswith(("https://", "http://")):
            links.append(f'<a class="upstream" href="{_e(url)}">{_e(label)}</a>')
        elif url:
            links.append(_e(url))
    return " ".join(links)


def _failing(baseline: Document | None) -> int:
    if not baseline:
        return 0
    return len({case for ids in baseline.get("known_failures", {}).values() for case in ids})


def _matrix_summary(matrix: Document | None, name: str) -> Document | None:
    for impl in (matrix or {}).get("implementations", []):
        if impl.get("key") == name:
            found: Document = impl
            return found
    return None


def front(sources: Sources) -> str:
    """The field table: a line per implementation, by family."""
    rows = []
    for family in FAMILIES + tuple(
        sorted({r.declared.get("family", "") for r in sources.rows} - set(FAMILIES))
    ):
        members = [r for r in sources.rows if r.declared.get("family") == family]
        if not members:
            continue
        rows.append(f'<tr class="family"><th colspan="6">{_e(family)}</th></tr>')
        for row in members:
            reasons = len((row.baseline or {}).get("reasons", {}))
            trend = f'<a href="trend/{_e(row.name)}.html">trend</a>' if row.trend else ""
            baseline = (
                f"{_failing(row.baseline):,} cases in {reasons} reasons" if row.baseline else "no baseline"
            )
            link = f'<a href="impl/{_e(row.name)}.html">{_e(row.name)}</a>'
            rows.append(
                f'<tr data-row="{_e(row.name)}"><th>{link}</th><td>{_e(row.declared.get("package", ""))}</td>'
                f"<td>{_e(row.declared.get('language', ''))}</td>"
                f"<td>{_e(row.declared.get('summary', ''))}</td><td>{baseline}</td><td>{trend}</td></tr>"
            )
    explorer = (
        '<p>The <a href="matrix.html">matrix explorer</a> shows every case against every row.</p>'
        if sources.matrix
        else "<p>No matrix report was given (<code>site --matrix matrix.json</code>, written by "
        '<code>make matrix</code>); <a href="matrix.html">matrix.html</a> says how to add one.</p>'
    )
    body = (
        f"<h1>toolcall-conformance {_e(sources.suite_version)}: the field</h1>"
        "<p>Each implementation of the step between an MCP server's tool schema and the tool inside an "
        f'agent, against the <a href="spec.html">SPEC</a> over {len(sources.cases):,} cases. A row\'s '
        "baseline lists the cases it fails, grouped by reason; each reason names its SPEC rule.</p>"
        f"{explorer}<table class=field><tr><th>row</th><th>package</th><th>language</th>"
        f"<th>how it is called</th><th>baseline</th><th>trend</th></tr>{''.join(rows)}</table>"
    )
    return _page("toolcall-conformance: the field", body, 0)


def implementation(row: Row, sources: Sources) -> str:
    """A row's page: what it is, how it is called, its reasons with SPEC sections and repro commands."""
    declared, baseline = row.declared, row.baseline or {}
    reasons = []
    failures = baseline.get("known_failures", {})
    for key, reason in baseline.get("reasons", {}).items():
        reason = reason if isinstance(reason, dict) else {"text": str(reason)}
        ids = failures.get(key, [])
        examples = "".join(
            f'<li><a href="../case/{case_file(case)}">{_e(case)}</a></li>' for case in ids[:5]
        ) + (f"<li>and {len(ids) - 5:,} more</li>" if len(ids) > 5 else "")
        extra = (
            f"<span class=tag>{_e(reason['classification'])}</span>" if reason.get("classification") else ""
        )
        reasons.append(
            f'<tr id="reason-{_e(key)}" data-reason="{_e(key)}"><th><code>{_e(key)}</code>{extra}</th>'
            f"<td>{section_link(str(reason.get('spec', '')), 1)} {_e(reason.get('level', ''))}</td>"
            f"<td>{_e(reason.get('text', ''))}<div class=repro><code>toolcall-conformance repro "
            f"{_e(row.name)} {_e(key)}</code></div>{_upstream(reason)}</td>"
            f"<td>{len(ids):,}<ul class=ids>{examples}</ul></td></tr>"
        )
    table = (
        "<table class=reasons><tr><th>reason</th><th>SPEC</th><th>what happens, and its repro</th>"
        f"<th>cases</th></tr>{''.join(reasons)}</table>"
        if reasons
        else "<p>Its baseline lists no failure.</p>"
        if row.baseline
        else "<p>No baseline is committed for this row.</p>"
    )
    unsupported = baseline.get("unsupported") or []
    said = (
        f"<p>Declares no support for: {_e(', '.join(unsupported))} (those cases are skipped, never "
        "failed).</p>"
        if unsupported
        else ""
    )
    summary = _matrix_summary(sources.matrix, row.name)
    measured = (
        f"<p>In the matrix report: {_e(json.dumps(summary.get('summary', {})))}.</p>" if summary else ""
    )
    trend = (
        f'<h2>Over its releases</h2><p><a href="../trend/{_e(row.name)}.html">{_e(row.name)}\'s trend</a>: '
        f"{sum(1 for v in row.trend['versions'] if v['report'])} releases measured.</p>"
        if row.trend
        else ""
    )
    notes = f"<h2>Notes</h2><div class=notes>{markdown(row.notes)}</div>" if row.notes else ""
    body = (
        f"<h1>{_e(row.name)}</h1><p class=muted>{_e(declared.get('family', ''))} · "
        f"{_e(declared.get('language', ''))} · <code>{_e(declared.get('package', ''))}</code></p>"
        f"<p>How it is called: <code>{_e(declared.get('summary', ''))}</code></p>"
        f"<p>{_e(baseline.get('description', ''))}</p>{said}{measured}"
        f"{trend}<h2>Known failures, by reason</h2>{table}{notes}"
    )
    return _page(f"{row.name}: toolcall-conformance", body, 1)


def _answers(case_id: str, sources: Sources) -> str:
    """What each row's tool received, from the matrix report; else which baselines list the case."""
    found = sources.answered.get(case_id)
    rows = []
    if found:
        for key, answer in (found.get("answers") or {}).items():
            shown = answer.get("actual") if "actual" in answer else answer.get("message", "")
            reason = answer.get("reason")
            why = (
                f'<br><a href="../impl/{_e(key)}.html#reason-{_e(reason)}">{_e(reason)}</a>' if reason else ""
            )
            outcome = _e(answer.get("outcome", "")) + (" (rejected)" if answer.get("rejected") else "")
            rows.append(
                f'<tr data-row="{_e(key)}"><th><a href="../impl/{_e(key)}.html">{_e(key)}</a></th>'
                f"<td>{outcome}{why}</td>"
                f"<td><pre>{_e(json.dumps(shown, indent=1, ensure_ascii=False))}</pre></td></tr>"
            )
        head = "<tr><th>row</th><th>outcome</th><th>what its tool received</th></tr>"
        return f"<h2>Answers</h2><table class=answers>{head}{''.join(rows)}</table>"
    for row, reason in sorted(sources.known.get(case_id, {}).items()):
        rows.append(
            f'<tr data-row="{_e(row)}"><th><a href="../impl/{_e(row)}.html">{_e(row)}</a></th>'
            f'<td><a href="../impl/{_e(row)}.html#reason-{_e(reason)}">{_e(reason)}</a></td></tr>'
        )
    listed = (
        f"<table class=answers><tr><th>row</th><th>reason</th></tr>{''.join(rows)}</table>"
        if rows
        else "<p>No row's baseline lists this case as a failure.</p>"
    )
    return f"<h2>Rows that fail it</h2>{listed}"


def _provenance(found: Any) -> str:
    """Where a case comes from, as its corpus says (a text, or fields such as `source` and `url`)."""
    if not found:
        return ""
    if isinstance(found, dict):
        parts = []
        for key, value in found.items():
            shown = (
                f'<a class="upstream" href="{_e(value)}">{_e(value)}</a>'
                if isinstance(value, str) and value.startswith(("https://", "http://"))
                else _e(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))
            )
            parts.append(f"{_e(key)}: {shown}")
        return f"<p class=muted>Provenance: {'; '.join(parts)}</p>"
    return f"<p class=muted>Provenance: {_e(found)}</p>"


def case_page(case: Case, sources: Sources) -> str:
    """A case: its rule, schema, what the model sent, what the tool must receive, what each row did."""

    def block(value: Any) -> str:
        return f"<pre>{_e(json.dumps(value, indent=1, ensure_ascii=False))}</pre>"

    if isinstance(case, CoerceCase):
        sent = (
            f"<h2>Schema</h2>{block(case.tool.parameters)}<h2>What the model sent</h2>{block(case.arguments)}"
        )
    else:
        sent = f"<h2>What the model sent</h2>{block(case.request)}"
    where = _provenance(getattr(case, "provenance", None))
    body = (
        f"<h1><code>{_e(case.id)}</code></h1><p>{section_link(case.spec, 1)} · {_e(case.level)} · "
        f"{_e(', '.join(case.tags))}</p><p>{_e(case.description)}</p>{where}{sent}"
        f"<h2>What the tool must receive</h2>{block(case.expected)}{_answers(case.id, sources)}"
    )
    return _page(f"{case.id}: toolcall-conformance", body, 1)


def _inline(text: str) -> str:
    text = _e(text)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    text = re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", text)
    return re.sub(r"\[([^\]]+)\]\((https?://[^)\s]+|#[^)\s]+)\)", r'<a href="\2">\1</a>', text)


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def _table(rows: list[str]) -> str:
    ruled = len(rows) > 1 and set(rows[1].replace("|", "").strip()) <= set("-: ")
    head, body = (rows[0], rows[2:]) if ruled else (None, rows)
    out = "<table class=md>"
    if head is not None:
        out += "<tr>" + "".join(f"<th>{_inline(cell)}</th>" for cell in _cells(head)) + "</tr>"
    for row in body:
        out += "<tr>" + "".join(f"<td>{_inline(cell)}</td>" for cell in _cells(row)) + "</tr>"
    return out + "</table>"


def markdown(text: str) -> str:
    """The subset of Markdown the SPEC and notes use: headings (`### 1.2 ...` gets the anchor `s1.2`),
    fenced code, bulleted and numbered lists (with continuation lines), tables and paragraphs."""
    out: list[str] = []
    paragraph: list[str] = []
    items: list[list[str]] = []
    ordered = False
    rows: list[str] = []
    fence: list[str] | None = None

    def flush() -> None:
        if paragraph:
            out.append(f"<p>{_inline(' '.join(paragraph))}</p>")
            paragraph.clear()
        if items:
            tag = "ol" if ordered else "ul"
            out.append(f"<{tag}>" + "".join(f"<li>{_inline(' '.join(i))}</li>" for i in items) + f"</{tag}>")
            items.clear()
        if rows:
            out.append(_table(rows))
            rows.clear()

    for line in text.splitlines():
        if fence is not None:
            if line.startswith("```"):
                out.append(f"<pre>{_e(chr(10).join(fence))}</pre>")
                fence = None
            else:
                fence.append(line)
            continue
        marker = re.match(r"\s*([-*]|\d+\.)\s+(.*)", line)
        if line.startswith("```"):
            flush()
            fence = []
        elif heading := re.match(r"(#{1,6})\s+(.*)", line):
            flush()
            level, title = len(heading.group(1)), heading.group(2)
            number = re.match(r"(\d+(?:\.\d+)*)\.?\s", title)
            anchor = f' id="s{number.group(1)}"' if number else ""
            out.append(f"<h{level}{anchor}>{_inline(title)}</h{level}>")
        elif line.lstrip().startswith("|"):
            if not rows:
                flush()
            rows.append(line)
        elif marker:
            if not items:
                flush()
                ordered = marker.group(1)[0].isdigit()
            items.append([marker.group(2)])
        elif not line.strip():
            flush()
        elif items:
            items[-1].append(line.strip())
        else:
            paragraph.append(line.strip())
    flush()
    if fence is not None:
        out.append(f"<pre>{_e(chr(10).join(fence))}</pre>")
    return "\n".join(out)


def _no_matrix() -> str:
    body = (
        "<h1>Matrix explorer</h1><p>This site was written without a matrix report. Run "
        "<code>make matrix</code> (every bundled row, each against its baseline) and then "
        "<code>toolcall-conformance site --matrix matrix.json --out DIR</code>.</p>"
    )
    return _page("matrix: toolcall-conformance", body, 0)


def write(out: Path, sources: Sources) -> list[Path]:
    """Every page of the site under `out`; the paths written, front page first."""
    pages: list[tuple[str, str]] = [("index.html", front(sources))]
    for row in sources.rows:
        pages.append((f"impl/{row.name}.html", implementation(row, sources)))
        if row.trend:
            why = ((row.declared.get("releases") or {}).get("unmeasurable")) or ""
            pages.append((f"trend/{row.name}.html", trend_page(row.trend, why, nav=True)))
    pages.append(("spec.html", _page("SPEC: toolcall-conformance", markdown(sources.spec), 0)))
    pages.append(("matrix.html", matrix_page.render(sources.matrix) if sources.matrix else _no_matrix()))
    pages.extend((f"case/{case_file(case.id)}", case_page(case, sources)) for case in sources.cases)
    written = []
    for name, text in [*pages, ("site.css", asset("site.css"))]:
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def answered(matrix: Document | None) -> dict[str, Document]:
    """The matrix report's cases by id."""
    return {case["id"]: case for case in (matrix or {}).get("cases", [])}


def known_failures(rows: Iterable[Row]) -> dict[str, dict[str, str]]:
    """Per case, the rows whose baseline lists it and under which reason."""
    found: dict[str, dict[str, str]] = {}
    for row in rows:
        for reason, ids in ((row.baseline or {}).get("known_failures") or {}).items():
            for case in ids:
                found.setdefault(case, {})[row.name] = reason
    return found
