"""The matrix report as one self-contained HTML page (inline CSS and JS, no network, opens from file://).

The page embeds the matrix JSON verbatim and renders it with plain JS. It parses the JSON with its own
small parser so that number spellings (`5` against `5.0`, integers beyond 2^53) and key order survive:
those are exactly the differences a conformance report must not blur.
"""

from __future__ import annotations

import html
import json
from typing import Any

_CSS = """
:root { --fg:#1f2328; --muted:#59636e; --line:#d1d9e0; --bg:#f6f8fa; --accent:#0969da;
  --ok:#1a7f37; --wrong:#cf222e; --rej:#8250df; --err:#bc4c00; --skip:#6e7781; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--fg); }
header { padding: 12px 20px; border-bottom: 1px solid var(--line); background: var(--bg); }
header h1 { margin: 0; font-size: 18px; }
header .meta { color: var(--muted); font-size: 12px; }
main { padding: 12px 20px 40px; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  font-size: 12px; }
#filters { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; margin: 4px 0 12px; }
#filters label { color: var(--muted); }
#filters select { margin-left: 4px; font: inherit; padding: 2px 4px; }
.legend span { display: inline-block; padding: 0 6px; margin-right: 4px; border-radius: 3px;
  font-size: 12px; }
.table-wrap { overflow-x: auto; }
table.matrix { border-collapse: collapse; }
.matrix th, .matrix td { border: 1px solid var(--line); padding: 4px 8px; text-align: center;
  vertical-align: middle; }
.matrix thead th { background: var(--bg); min-width: 130px; }
.matrix thead th .impl-name { font-weight: 600; }
.matrix thead th .impl-sub, .matrix thead th .impl-comp { font-weight: 400; font-size: 12px;
  color: var(--muted); }
.matrix thead th .impl-comp b { color: var(--fg); }
.matrix th.row-label { text-align: left; font-weight: 500; cursor: pointer; white-space: nowrap; }
.matrix tr.group th { text-align: left; background: #eaeef2; font-size: 12px; text-transform: uppercase;
  letter-spacing: .04em; color: var(--muted); }
.matrix td.cell { cursor: pointer; min-width: 130px; }
.matrix td.cell:hover, .matrix td.cell:focus { outline: 2px solid var(--accent); outline-offset: -2px; }
.matrix td.cell.selected { outline: 3px solid var(--fg); outline-offset: -3px; }
.cell .ratio { font-weight: 600; font-size: 15px; }
.cell .counts { font-size: 11px; color: #32383f; }
.r100 { background: #aceebb; } .r90 { background: #d8f3a6; } .r75 { background: #fae17d; }
.r50 { background: #ffc680; } .r0 { background: #ffb1ae; } .rnone { background: #eaeef2;
  color: var(--muted); }
#panes { display: grid; grid-template-columns: minmax(280px, 1fr) 2.4fr; gap: 16px; margin-top: 16px;
  align-items: start; }
#case-list, #case-detail { border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px;
  min-height: 120px; }
#case-list h2, #case-detail h2 { font-size: 15px; margin: 0 0 6px; word-break: break-all; }
#case-list ul { list-style: none; margin: 0; padding: 0; max-height: 70vh; overflow-y: auto; }
#case-list li { padding: 5px 6px; border-bottom: 1px solid #eaeef2; cursor: pointer; }
#case-list li:hover { background: var(--bg); } #case-list li.selected { background: #ddf4ff; }
#case-list li .cid { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px;
  word-break: break-all; }
#case-list li .cdesc { color: var(--muted); font-size: 12px; }
#case-list li .who { font-size: 11px; color: var(--muted); margin-right: 6px; white-space: nowrap; }
.hint { color: var(--muted); }
.badge { display: inline-block; padding: 0 6px; border-radius: 10px; font-size: 11px; font-weight: 600;
  color: #fff; white-space: nowrap; margin-right: 3px; }
.o-passed { background: var(--ok); } .o-wrong { background: var(--wrong);
  } .o-rejected { background: var(--rej); }
.o-errored { background: var(--err); } .o-skipped { background: var(--skip);
  } .o-none { background: #afb8c1; }
.kv { display: flex; gap: 14px; flex-wrap: wrap; color: var(--muted); font-size: 12px; margin-bottom: 8px; }
.kv b { color: var(--fg); font-weight: 600; }
.two { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
h3 { font-size: 13px; margin: 12px 0 4px; }
pre.json { background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 6px 8px;
  margin: 0;
  max-height: 360px; overflow: auto; white-space: pre-wrap; word-break: break-word; }
.j-str { color: #0a3069; } .j-num { color: #0550ae; } .j-lit { color: #8250df; } .j-key { color: #953800; }
.j-cut { color: var(--err); font-style: italic; } .j-rest { color: var(--muted); }
.diff { background: #ffc1ba; outline: 2px solid var(--wrong); border-radius: 2px; font-weight: 700; }
#answers { display: grid; gap: 10px; grid-auto-flow: column; grid-auto-columns: minmax(260px, 1fr);
  overflow-x: auto; }
.answer { border: 1px solid var(--line); border-radius: 6px; padding: 8px; min-width: 0; }
.answer h4 { margin: 0 0 6px; font-size: 13px; }
.answer .message { white-space: pre-wrap; font-size: 12px; padding: 4px 6px; border-radius: 4px;
  margin: 4px 0; }
.answer .message.rejection { background: #fbefff; border: 1px solid #d8b9ff; }
.answer .message.error { background: #fff1e5; border: 1px solid #ffb77c; }
.answer .message.note { background: var(--bg); border: 1px solid var(--line); }
table.diffs { border-collapse: collapse; width: 100%; margin-top: 6px; font-size: 12px; }
table.diffs th, table.diffs td { border: 1px solid var(--line); padding: 2px 4px; text-align: left;
  vertical-align: top; word-break: break-word; }
table.diffs th { background: var(--bg); white-space: nowrap; }
table.diffs td.exp { background: #dafbe1; } table.diffs td.act { background: #ffebe9; }
@media (max-width: 900px) { #panes, .two { grid-template-columns: 1fr; } }
"""

_JS = r"""
"use strict";
const ORDER = Symbol("order");
class Num { constructor(lex) { this.lex = lex; this.value = Number(lex); } }
const num = v => (v instanceof Num ? v.value : v);

// A value JSON cannot carry arrives as {"$nonjson": name} (SPEC §5) and is shown by its name, as NaN is.
const nonJson = o => (o[ORDER].length === 1 && o[ORDER][0] === "$nonjson" && typeof o.$nonjson === "string"
  ? new Num(o.$nonjson) : o);

// Keeps number spellings and key order, which JSON.parse would lose.
function parseJSON(t) {
  let i = 0;
  const ws = () => { while (i < t.length && " \t\n\r".includes(t[i])) i++; };
  const str = () => {
    let j = i + 1;
    while (t[j] !== '"') { if (t[j] === "\\") j++; j++; }
    const s = JSON.parse(t.slice(i, j + 1)); i = j + 1; return s;
  };
  const numRe = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y;
  function val() {
    ws();
    const c = t[i];
    if (c === "{") {
      i++; const o = {}; const keys = []; o[ORDER] = keys; ws();
      if (t[i] === "}") { i++; return o; }
      for (;;) {
        ws(); const k = str(); ws(); i++; const v = val();
        if (!Object.prototype.hasOwnProperty.call(o, k)) keys.push(k);
        Object.defineProperty(o, k, {value: v, enumerable: true, writable: true, configurable: true});
        ws(); if (t[i++] === "}") return nonJson(o);
      }
    }
    if (c === "[") {
      i++; const a = []; ws();
      if (t[i] === "]") { i++; return a; }
      for (;;) { a.push(val()); ws(); if (t[i++] === "]") return a; }
    }
    if (c === '"') return str();
    for (const [w, v] of [["true", true], ["false", false], ["null", null]]) {
      if (t.startsWith(w, i)) { i += w.length; return v; }
    }
    numRe.lastIndex = i;
    const m = numRe.exec(t);
    if (!m) throw new SyntaxError("bad JSON at " + i);
    i = numRe.lastIndex;
    const n = Number(m[0]);
    return (!m[1] && !m[2] && Number.isSafeInteger(n)) ? n : new Num(m[0]);
  }
  return val();
}

const M = parseJSON(document.getElementById("matrix-data").textContent);
const IMPLS = M.implementations || [];
const ROWS = M.rows || [];
const CASES = M.cases || [];
const GROUPS = [["area", "Areas"], ["spec", "SPEC sections"]];
const OUTCOMES = [["passed", "passed"], ["wrong", "wrong value"], ["rejected", "rejected"],
  ["errored", "errored"], ["skipped", "skipped"]];
const state = {row: null, impl: null, caseId: null};

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") e.className = v; else if (k === "text") e.textContent = v; else e.setAttribute(k, v);
  }
  for (const k of kids) if (k !== null && k !== undefined) e.append(k);
  return e;
}
const keysOf = o => o[ORDER] || Object.keys(o);

function category(a) {
  if (!a) return "none";
  if (a.outcome === "failed") return a.rejected ? "rejected" : "wrong";
  return a.outcome;
}
function matchesOutcome(a, want) {
  return category(a) === want || (want === "rejected" && !!(a && a.rejected));
}
function badge(a) {
  const c = category(a);
  const label = c === "none" ? "no answer" : c === "wrong" ? "wrong value"
    : (c === "passed" && a.rejected ? "passed (rejected)" : c);
  return el("span", {class: "badge o-" + c, "data-outcome": c, text: label});
}
function rateClass(c) {
  const total = num(c.total) - num(c.skipped || 0);
  if (!(total > 0)) return "rnone";
  const r = num(c.passed) / total;
  return r >= 1 ? "r100" : r >= 0.9 ? "r90" : r >= 0.75 ? "r75" : r >= 0.5 ? "r50" : "r0";
}
function pct(v) { return v === null || v === undefined ? "n/a" : (num(v) * 100).toFixed(1) + "%"; }
function cellCounts(c) {
  const wrong = Math.max(0, num(c.failed || 0) - num(c.rejected || 0));
  const parts = [[wrong, "wrong"], [c.rejected, "rejected"], [c.errored, "errored"], [c.skipped, "skipped"]];
  return parts.filter(p => num(p[0] || 0) > 0).map(p => num(p[0]) + " " + p[1]).join(", ");
}

function renderTable() {
  const head = el("tr", {}, el("th", {class: "row-label", text: "row"}));
  for (const impl of IMPLS) {
    const comp = impl.compliance ? impl.compliance.core : null;
    head.append(el("th", {"data-impl": impl.key, scope: "col"},
      el("div", {class: "impl-name", text: impl.name}),
      el("div", {class: "impl-sub", text: [impl.version, impl.language].filter(Boolean).join(" · ")}),
      el("div", {class: "impl-comp"}, "core ", el("b", {"data-compliance": impl.key, text: pct(comp)}))));
  }
  const body = el("tbody");
  for (const [group, title] of GROUPS) {
    const rows = ROWS.filter(r => r.group === group);
    if (!rows.length) continue;
    body.append(el("tr", {class: "group"}, el("th", {colspan: IMPLS.length + 1, text: title})));
    for (const row of rows) {
      const key = group + ":" + row.label;
      const tr = el("tr", {"data-row": key});
      const th = el("th", {class: "row-label", scope: "row", text: row.label,
        title: "all cases of this row"});
      th.addEventListener("click", () => select(key, null));
      tr.append(th);
      for (const impl of IMPLS) {
        const c = (row.cells || {})[impl.key];
        if (!c) { tr.append(el("td", {class: "rnone", text: "—"})); continue; }
        const td = el("td", {class: "cell " + rateClass(c), "data-row": key, "data-impl": impl.key,
          tabindex: 0, role: "button"},
          el("div", {class: "ratio", text: num(c.passed) + "/" + num(c.total)}),
          el("div", {class: "counts", text: cellCounts(c)}));
        td.addEventListener("click", () => select(key, impl.key));
        td.addEventListener("keydown", e => { if (e.key === "Enter") select(key, impl.key); });
        tr.append(td);
      }
      body.append(tr);
    }
  }
  const table = el("table", {class: "matrix"}, el("thead", {}, head), body);
  document.getElementById("matrix").replaceChildren(table);
}

function inRow(c, rowKey) {
  if (!rowKey) return true;
  const i = rowKey.indexOf(":");
  const group = rowKey.slice(0, i), label = rowKey.slice(i + 1);
  return group === "area" ? (c.area || []).includes(label) : c.section === label;
}
function filtered() {
  const level = document.getElementById("filter-level").value;
  const area = document.getElementById("filter-area").value;
  const outcome = document.getElementById("filter-outcome").value;
  return CASES.filter(c => {
    if (!inRow(c, state.row)) return false;
    if (level && c.level !== level) return false;
    if (area && !(c.area || []).includes(area)) return false;
    if (!outcome) return true;
    const answers = c.answers || {};
    if (state.impl) return matchesOutcome(answers[state.impl], outcome);
    return IMPLS.some(impl => matchesOutcome(answers[impl.key], outcome));
  });
}

function select(rowKey, implKey) {
  state.row = rowKey; state.impl = implKey;
  document.querySelectorAll("td.cell.selected").forEach(e => e.classList.remove("selected"));
  if (rowKey && implKey) {
    const sel = `td.cell[data-row="${CSS.escape(rowKey)}"][data-impl="${CSS.escape(implKey)}"]`;
    const td = document.querySelector(sel);
    if (td) td.classList.add("selected");
  }
  renderList();
}

function renderList() {
  const box = document.getElementById("case-list");
  const all = CASES.filter(c => inRow(c, state.row));
  const shown = filtered();
  const impl = IMPLS.find(i => i.key === state.impl);
  const title = (state.row ? state.row.replace(":", " ") : "all rows") + (impl ? " · " + impl.name : "");
  const ul = el("ul");
  for (const c of shown) {
    const answers = c.answers || {};
    const badges = impl ? [badge(answers[impl.key])]
      : IMPLS.map(i => el("span", {class: "who", "data-impl-badge": i.key}, i.name + " ",
        badge(answers[i.key])));
    const li = el("li", {"data-case": c.id, class: c.id === state.caseId ? "selected" : null},
      el("div", {class: "cid", text: c.id}), el("div", {class: "cdesc", text: c.description || ""}),
      el("div", {}, ...badges));
    li.addEventListener("click", () => showCase(c.id));
    ul.append(li);
  }
  box.replaceChildren(el("h2", {text: title}),
    el("div", {id: "case-count", class: "hint", "data-shown": shown.length, "data-total": all.length,
      text: `${shown.length} of ${all.length} cases shown`}),
    shown.length ? ul : el("p", {class: "hint", text: "No case matches the filters."}));
}

function pySegment(key) {
  if (/^[\p{XID_Start}_]\p{XID_Continue}*$/u.test(key)) return "." + key;
  let s = '"';
  for (const ch of key) {
    for (let k = 0; k < ch.length; k++) {
      const code = ch.charCodeAt(k);
      const esc = {34: '\\"', 92: "\\\\", 10: "\\n", 13: "\\r", 9: "\\t", 8: "\\b", 12: "\\f"}[code];
      if (esc) s += esc;
      else if (code < 0x20 || code > 0x7e) s += "\\u" + code.toString(16).padStart(4, "0");
      else s += ch[k];
    }
  }
  return "[" + s + '"]';
}

// Display limits, so a huge or deeply nested value cannot freeze the page; cut text is marked as cut.
const NODE_BUDGET = 3000, TEXT_LIMIT = 60000, STRING_LIMIT = 8000, MAX_PAD = 24;
const pad = n => "  ".repeat(Math.min(n, MAX_PAD));
const clip = (t, limit) => (t.length > limit
  ? t.slice(0, limit) + ` … [display cut: ${t.length - limit} more characters]` : t);
const showString = v => clip(JSON.stringify(v), STRING_LIMIT);

// JSON text with number spellings and key order kept; one line when `indent` is null.
function toText(v, indent) {
  const nl = indent === null ? "" : "\n" + pad(indent + 1);
  const close = indent === null ? "" : "\n" + pad(indent);
  const sep = indent === null ? ", " : ",";
  const next = indent === null ? null : indent + 1;
  if (Array.isArray(v)) {
    return v.length ? "[" + nl + v.map(x => toText(x, next)).join(sep + nl) + close + "]" : "[]";
  }
  if (v instanceof Num) return v.lex;
  if (v !== null && typeof v === "object") {
    const keys = keysOf(v);
    const items = keys.map(k => JSON.stringify(k) + ": " + toText(v[k], next));
    return keys.length ? "{" + nl + items.join(sep + nl) + close + "}" : "{}";
  }
  return v === undefined ? "(absent)" : JSON.stringify(v);
}
const compact = v => clip(toText(v, null), 200);

// Renders JSON as nested spans, each value tagged with its path in the suite's difference notation.
function jsonView(value, marks) {
  const pre = el("pre", {class: "json"});
  const nodes = new Map();
  const rest = (span, items, indent, close) => {
    const text = items.join(",\n" + pad(indent + 1));
    span.append(el("span", {class: "j-rest", text: clip(text, TEXT_LIMIT)}), "\n" + pad(indent) + close);
  };
  const walk = (v, path, indent, into) => {
    const span = el("span", {"data-path": path});
    nodes.set(path, span);
    if (Array.isArray(v)) {
      if (!v.length) span.append("[]");
      else {
        span.append("[\n");
        for (let k = 0; k < v.length; k++) {
          span.append(pad(indent + 1));
          if (nodes.size > NODE_BUDGET) {
            rest(span, v.slice(k).map(x => toText(x, indent + 1)), indent, "]"); break;
          }
          walk(v[k], path + "[" + k + "]", indent + 1, span);
          span.append(k < v.length - 1 ? ",\n" : "\n" + pad(indent) + "]");
        }
      }
    } else if (v !== null && typeof v === "object" && !(v instanceof Num)) {
      const keys = keysOf(v);
      if (!keys.length) span.append("{}");
      else {
        span.append("{\n");
        for (let n = 0; n < keys.length; n++) {
          const k = keys[n];
          span.append(pad(indent + 1));
          if (nodes.size > NODE_BUDGET) {
            const items = keys.slice(n).map(key => JSON.stringify(key) + ": " + toText(v[key], indent + 1));
            rest(span, items, indent, "}"); break;
          }
          span.append(el("span", {class: "j-key", text: JSON.stringify(k)}), ": ");
          walk(v[k], path + pySegment(k), indent + 1, span);
          span.append(n < keys.length - 1 ? ",\n" : "\n" + pad(indent) + "}");
        }
      }
    } else if (typeof v === "string") {
      span.className = /^<cut: \d+ bytes>$/.test(v) ? "j-cut" : "j-str";
      span.textContent = showString(v);
    } else if (v instanceof Num || typeof v === "number") {
      span.className = "j-num"; span.textContent = v instanceof Num ? v.lex : String(v);
    } else { span.className = "j-lit"; span.textContent = String(v); }
    into.append(span);
  };
  walk(value, "$", 0, pre);
  for (const d of marks || []) {
    const p = String(d.path || "$");
    let best = "$";
    for (const known of nodes.keys()) {
      const inside = p === known || (p.startsWith(known) && ".[".includes(p[known.length]));
      if (inside && known.length > best.length) best = known;
    }
    const node = nodes.get(best);
    node.classList.add("diff");
    if (!node.hasAttribute("data-diff-path")) node.setAttribute("data-diff-path", p);
    node.title = (node.title ? node.title + "\n" : "") + "difference at " + p;
  }
  return pre;
}

function showCase(id) {
  const c = CASES.find(x => x.id === id);
  if (!c) return;
  state.caseId = id;
  for (const li of document.querySelectorAll("#case-list li")) {
    li.classList.toggle("selected", li.dataset.case === id);
  }
  const req = c.request || {};
  const box = document.getElementById("case-detail");
  const shown = v => (v === undefined || v === null ? "—" : String(v));
  const kv = (k, v) => el("span", {}, k + " ", el("b", {text: shown(v)}));
  const parts = [
    el("h2", {text: c.id}), el("p", {class: "description", text: c.description || ""}),
    el("div", {class: "kv"}, kv("level", c.level), kv("SPEC", c.section || c.spec), kv("kind", c.kind),
      kv("area", (c.area || []).join(", ")), kv("tags", (c.tags || []).join(", "))),
  ];
  if (c.kind === "split" || "tool_calls" in req) {
    parts.push(el("div", {class: "two"},
      el("div", {}, el("h3", {text: "Tool calls"}), jsonView(req.tool_calls)),
      el("div", {}, el("h3", {text: "Provider data"}), jsonView(req.provider_data === undefined ? null
        : req.provider_data))));
  } else {
    const tool = req.tool || {};
    parts.push(el("div", {class: "two"},
      el("div", {}, el("h3", {text: `Tool schema: ${tool.name || "?"} (${tool.origin || "native"})`}),
        jsonView(tool.parameters === undefined ? null : tool.parameters)),
      el("div", {}, el("h3", {text: "Model's arguments"}), jsonView(req.arguments === undefined ? null
        : req.arguments))));
  }
  parts.push(el("h3", {text: "Expected"}), el("div", {id: "expected"}, jsonView(c.expected)));
  const grid = el("div", {id: "answers"});
  for (const impl of IMPLS) {
    const a = (c.answers || {})[impl.key];
    const card = el("div", {class: "answer", "data-answer": impl.key},
      el("h4", {}, impl.name + " ", el("span", {class: "impl-sub", text: impl.version || ""}), " ",
        badge(a)));
    grid.append(card);
    if (!a) { card.append(el("p", {class: "hint", text: "No answer for this case."})); continue; }
    if (a.rejected) {
      card.append(el("div", {class: "message rejection", "data-rejection": impl.key},
        el("b", {text: "Rejected: "}), a.message || "(no message)"));
    } else if (a.message) {
      const kind = a.outcome === "errored" ? "error" : "note";
      card.append(el("div", {class: "message " + kind, text: a.message}));
    }
    if ("actual" in a) card.append(jsonView(a.actual, a.differences));
    const diffs = a.differences || [];
    if (diffs.length) {
      const t = el("table", {class: "diffs"},
        el("tr", {}, el("th", {text: "path"}), el("th", {text: "expected"}), el("th", {text: "actual"})));
      for (const d of diffs) {
        t.append(el("tr", {"data-diff-row": d.path},
          el("td", {class: "mono", text: d.path}),
          el("td", {class: "mono exp", text: "expected" in d ? compact(d.expected) : "(absent)"}),
          el("td", {class: "mono act", text: "actual" in d ? compact(d.actual) : "(absent)"})));
      }
      card.append(t);
    }
  }
  parts.push(el("h3", {text: "Answers"}), grid);
  box.replaceChildren(...parts);
}

function setupFilters() {
  const fill = (id, options) => {
    const s = document.getElementById(id);
    s.append(el("option", {value: "", text: "all"}));
    for (const [v, t] of options) s.append(el("option", {value: v, text: t}));
    s.addEventListener("change", renderList);
  };
  const levels = [...new Set(["core", "hermes", ...CASES.map(c => c.level).filter(Boolean)])];
  const areas = [...new Set([...ROWS.filter(r => r.group === "area").map(r => r.label),
    ...CASES.flatMap(c => c.area || [])])];
  fill("filter-level", levels.map(l => [l, l]));
  fill("filter-area", areas.map(a => [a, a]));
  fill("filter-outcome", OUTCOMES);
}

const suite = M.suite || {}, sel = M.selection || {};
document.getElementById("meta").textContent = [
  "suite " + (suite.version || "?"), suite.corpus_hash ? "corpus " + suite.corpus_hash : null,
  "level " + (sel.level || "core"), IMPLS.length + " implementations", CASES.length + " cases",
].filter(Boolean).join(" · ");
setupFilters();
renderTable();
renderList();
"""

_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>@TITLE@</title>
<style>@CSS@</style>
</head>
<body>
<header><h1>toolcall-conformance matrix</h1><div class="meta" id="meta"></div></header>
<main>
<div id="filters">
<label>level<select id="filter-level"></select></label>
<label>area<select id="filter-area"></select></label>
<label>outcome<select id="filter-outcome"></select></label>
<span class="legend">pass rate:
<span class="r100">100%</span><span class="r90">&ge;90%</span><span class="r75">&ge;75%</span>
<span class="r50">&ge;50%</span><span class="r0">&lt;50%</span><span class="rnone">none ran</span></span>
</div>
<div class="table-wrap" id="matrix"></div>
<div id="panes">
<section id="case-list"><p class="hint">Click a cell to list its cases.</p></section>
<section id="case-detail"><p class="hint">Click a case to see its schema, arguments and answers.</p></section>
</div>
</main>
<script type="application/json" id="matrix-data">@DATA@</script>
<script>@JS@</script>
</body>
</html>
"""


def embed_json(data: Any, encoded: str | None = None) -> str:
    """JSON text safe inside a `<script>` element (`encoded`: the data's JSON text, when made already).

    `<` only occurs inside JSON strings, where `\\u003c` means the same, so no `</script` or `<!--` survives.
    """
    if encoded is None:
        encoded = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return encoded.replace("<", "\\u003c")


def render(matrix: dict[str, Any], encoded: str | None = None) -> str:
    """The whole page for one matrix report (`encoded`: the report's JSON text, when made already)."""
    version = (matrix.get("suite") or {}).get("version", "")
    title = f"toolcall-conformance matrix {version}".strip()
    replacements = {
        "@TITLE@": html.escape(title),
        "@CSS@": _CSS,
        "@JS@": _JS,
        "@DATA@": embed_json(matrix, encoded),
    }
    page = _PAGE
    for marker in ("@TITLE@", "@CSS@", "@JS@"):
        page = page.replace(marker, replacements[marker])
    return page.replace("@DATA@", replacements["@DATA@"])
