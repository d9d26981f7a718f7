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
  const ws = () => {
    for (let c = t.charCodeAt(i); c === 32 || c === 10 || c === 13 || c === 9; c = t.charCodeAt(++i));
  };
  const str = () => {
    let j = i + 1, escaped = false;
    while (t[j] !== '"') { if (t[j] === "\\") { escaped = true; j++; } j++; }
    const s = escaped ? JSON.parse(t.slice(i, j + 1)) : t.slice(i + 1, j); i = j + 1; return s;
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
        if (k === "__proto__") {  // an own key, never the prototype
          Object.defineProperty(o, k, {value: v, enumerable: true, writable: true, configurable: true});
        } else o[k] = v;
        ws(); if (t[i++] === "}") return nonJson(o);
      }
    }
    if (c === "[") {
      i++; const a = []; ws();
      if (t[i] === "]") { i++; return a; }
      for (;;) { a.push(val()); ws(); if (t[i++] === "]") return a; }
    }
    if (c === '"') return str();
    if (c === "t" && t.startsWith("true", i)) { i += 4; return true; }
    if (c === "f" && t.startsWith("false", i)) { i += 5; return false; }
    if (c === "n" && t.startsWith("null", i)) { i += 4; return null; }
    numRe.lastIndex = i;
    const m = numRe.exec(t);
    if (!m) throw new SyntaxError("bad JSON at " + i);
    i = numRe.lastIndex;
    const n = Number(m[0]);
    return (!m[1] && !m[2] && Number.isSafeInteger(n)) ? n : new Num(m[0]);
  }
  return val();
}

// The index and the chunks of case details are gzip-compressed in the page; `start` unpacks the index.
let M, IMPLS, ROWS, CASES, CHUNK, POSITION, CASE_AT;
async function unpack(id) {
  const packed = atob(document.getElementById(id).textContent.trim());
  const bytes = Uint8Array.from(packed, ch => ch.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).text();
}
// A report may name its own row groups (`groups`) and each case its rows (`rows`, "group:label"): a scan's
// rows are its tools; by default they are areas and SPEC sections.
let GROUPS = [["area", "Areas"], ["spec", "SPEC sections"]];
const OUTCOMES = [["passed", "passed"], ["wrong", "wrong value"], ["rejected", "rejected"],
  ["errored", "errored"], ["skipped", "skipped"]];
const MARKS = [["baseline", "NEW, CHANGED or STALE against the baseline"],
  ["disagree", "implementations disagree"]];
// The index gives each case's outcome per implementation as one letter, and its baseline mark.
const LETTERS = {p: ["passed", false], a: ["passed", true], w: ["wrong", false], r: ["rejected", true],
  e: ["errored", false], s: ["skipped", false]};
const MARK_OF = {n: "new", c: "changed", s: "stale", k: "known"};
const OFF_BASELINE = new Set(["new", "changed", "stale"]);
const LIST_LIMIT = 500;
const state = {row: null, impl: null, reason: null, caseId: null, all: false, hidden: new Set(), pair: null,
  hiddenServers: new Set()};

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
// An element's children replaced by `kids`, those absent (null) left out: never the text "null".
const put = (box, ...kids) => box.replaceChildren(...kids.filter(k => k !== null && k !== undefined));
// A column's title is the name it was run as (unique); the package's name and version come beneath it.
const titleOf = impl => impl.key;
const packageOf = impl => [impl.name !== impl.key ? impl.name : null, impl.version].filter(Boolean).join(" ");
// A baseline reason of an implementation, by key: {key, text, spec, level, count}.
function reasonOf(implKey, key) {
  const impl = IMPLS.find(i => i.key === implKey);
  return ((impl && impl.reasons) || []).find(r => r.key === key) || {key, text: key};
}
const reasonLine = r => (r.spec ? "SPEC §" + String(r.spec).replace(/^§/, "") + " · " : "") + r.text;
function reasonIndex(c, key) {
  const at = (c.r || [])[POSITION.get(key)];
  const impl = IMPLS[POSITION.get(key)];
  return at === null || at === undefined || !impl.reasons ? null : impl.reasons[at].key;
}

// A case's outcome for one implementation, from the index: {category, rejected}, or null (no answer).
function brief(c, key) {
  const letter = LETTERS[(c.o || "")[POSITION.get(key)]];
  return letter ? {category: letter[0], rejected: letter[1]} : null;
}
function markOf(c, key) { return MARK_OF[(c.b || "")[POSITION.get(key)]] || null; }
// A full answer (from a case's chunk) as the same {category, rejected}.
function briefOf(a) {
  if (!a) return null;
  if (a.outcome === "failed") return {category: a.rejected ? "rejected" : "wrong", rejected: !!a.rejected};
  return {category: a.outcome, rejected: !!a.rejected};
}
function matchesOutcome(b, want) {
  return !!b && (b.category === want || (want === "rejected" && b.rejected));
}
function badge(b) {
  const c = b ? b.category : "none";
  let label = c === "none" ? "no answer" : c === "wrong" ? "wrong value"
    : (c === "passed" && b.rejected ? "passed (rejected)" : c);
  if (b && b.by) label += (c === "errored" ? " in the " : " by the ") + b.by;
  return el("span", {class: "badge o-" + c, "data-outcome": c, "data-by": b && b.by, text: label});
}
function markBadge(mark) {
  if (!OFF_BASELINE.has(mark)) return null;
  return el("span", {class: "mark m-" + mark, "data-mark": mark, title: "against the baseline",
    text: mark.toUpperCase()});
}
function disagree(c) {
  const seen = new Set();
  for (const impl of IMPLS) {
    if (state.hidden.has(impl.key)) continue;
    const b = brief(c, impl.key);
    if (b && b.category !== "skipped") seen.add(b.category);
  }
  return seen.size > 1;
}
function offBaseline(c, key) {
  const keys = key ? [key] : IMPLS.map(i => i.key).filter(k => !state.hidden.has(k));
  return keys.some(k => OFF_BASELINE.has(markOf(c, k)));
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
function rowKeys(c) { return c.rows || [...(c.area || []).map(a => "area:" + a), "spec:" + c.section]; }

// How the run compares with its baseline: "matches", or NEW / CHANGED / STALE counts.
function verdict(impl) {
  const b = impl.baseline;
  if (!b) return el("div", {class: "impl-baseline none", "data-baseline": impl.key, text: "no baseline"});
  const parts = [["NEW", b.new], ["CHANGED", b.changed], ["STALE", b.stale]]
    .filter(p => num(p[1] || 0) > 0).map(p => p[0] + " " + num(p[1]));
  for (const f of b.stale_features || []) parts.push("STALE feature " + f);
  const ok = b.ok && !parts.length;
  return el("div", {class: "impl-baseline " + (ok ? "ok" : "off"), "data-baseline": impl.key,
    title: "baseline " + b.file + (b.known !== undefined ? ": " + num(b.known) + " known failures" : "")},
    "baseline: " + (ok ? "matches" : parts.join(" · ")));
}

function renderTable() {
  const marks = new Map();  // "row|impl" -> {new, changed, stale}
  for (const c of CASES) {
    for (const impl of IMPLS) {
      const mark = markOf(c, impl.key);
      if (!OFF_BASELINE.has(mark)) continue;
      for (const row of rowKeys(c)) {
        const k = row + "|" + impl.key;
        const m = marks.get(k) || {new: 0, changed: 0, stale: 0};
        m[mark]++; marks.set(k, m);
      }
    }
  }
  const head = el("tr", {}, el("th", {class: "row-label", text: "row"}));
  for (const impl of IMPLS) {
    const comp = impl.compliance ? impl.compliance.core : null;
    const hide = el("button", {class: "hide", "data-hide": impl.key, title: "hide this column",
      text: "\u00d7"});
    hide.addEventListener("click", e => { e.stopPropagation(); setHidden(impl.key, true); });
    head.append(el("th", {"data-impl": impl.key, scope: "col"}, hide,
      el("div", {class: "impl-name", text: titleOf(impl)}),
      el("div", {class: "impl-sub", text: [packageOf(impl), impl.language].filter(Boolean).join(" · ")}),
      el("div", {class: "impl-comp"}, "core ", el("b", {"data-compliance": impl.key, text: pct(comp)})),
      verdict(impl)));
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
        title: "all cases of this row"}, row.note ? el("div", {class: "row-note", text: row.note}) : null);
      th.addEventListener("click", () => select(key, null));
      tr.append(th);
      for (const impl of IMPLS) {
        const c = (row.cells || {})[impl.key];
        if (!c) { tr.append(el("td", {class: "rnone", "data-impl": impl.key, text: "—"})); continue; }
        const m = marks.get(key + "|" + impl.key);
        const said = m ? [["NEW", m.new], ["CHANGED", m.changed], ["STALE", m.stale]]
          .filter(p => p[1] > 0).map(p => p[1] + " " + p[0]).join(" · ") : "";
        const td = el("td", {class: "cell " + rateClass(c), "data-row": key, "data-impl": impl.key,
          "data-new": m ? m.new + m.changed : null, "data-stale": m ? m.stale : null,
          tabindex: 0, role: "button"},
          el("div", {class: "ratio", text: num(c.passed) + "/" + num(c.total)}),
          el("div", {class: "counts", text: cellCounts(c)}),
          c.note ? el("div", {class: "counts note", "data-note": c.note, text: c.note}) : null,
          c.remedy ? el("div", {class: "counts remedy", "data-remedy": impl.key, text: "remedy: " + c.remedy})
            : null,
          said ? el("div", {class: "marks", text: said}) : null,
          (c.reasons || []).length ? el("div", {class: "why", "data-why": impl.key},
            ...c.reasons.map(([key, n]) => el("div", {"data-reason": key,
              title: reasonLine(reasonOf(impl.key, key)), text: num(n) + " · " + key}))) : null);
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

// Hidden columns: the table's, and the same implementations' badges and answers below it.
function setHidden(key, hidden) {
  if (hidden) state.hidden.add(key); else state.hidden.delete(key);
  const q = v => `"${CSS.escape(v)}"`;
  const rules = [...state.hidden].map(k => `.matrix [data-impl=${q(k)}], #case-list [data-impl-badge=${q(k)}],
    #answers [data-answer=${q(k)}], #reasons [data-reasons=${q(k)}] { display: none; }`);
  document.getElementById("hidden-columns").textContent = rules.join("\n");
  const box = document.querySelector(`#columns input[data-column=${q(key)}]`);
  if (box) box.checked = !hidden;
  if (document.getElementById("filter-mark").value) renderList();
}
function setupColumns() {
  const bar = document.getElementById("columns");
  bar.append("columns:");
  for (const impl of IMPLS) {
    const box = el("input", {type: "checkbox", "data-column": impl.key, checked: true});
    box.addEventListener("change", () => setHidden(impl.key, !box.checked));
    bar.append(el("label", {}, box, " " + titleOf(impl)));
  }
}

function inRow(c, rowKey) {
  return !rowKey || rowKeys(c).includes(rowKey);
}
function filtered(rowKey, implKey) {
  const level = document.getElementById("filter-level").value;
  const area = document.getElementById("filter-area").value;
  const outcome = document.getElementById("filter-outcome").value;
  const mark = document.getElementById("filter-mark").value;
  return CASES.filter(c => {
    if (!inRow(c, rowKey)) return false;
    if (level && c.level !== level) return false;
    if (area && !(c.area || []).includes(area)) return false;
    if (mark === "baseline" && !offBaseline(c, implKey)) return false;
    if (mark === "disagree" && !disagree(c)) return false;
    if (!outcome) return true;
    if (implKey) return matchesOutcome(brief(c, implKey), outcome);
    return IMPLS.some(impl => matchesOutcome(brief(c, impl.key), outcome));
  });
}

// With a mark filter on, the table's cells that hold no matching case are dimmed.
function dimCells() {
  const mark = document.getElementById("filter-mark").value;
  for (const td of document.querySelectorAll("#matrix td.cell")) {
    const shown = !mark || filtered(td.dataset.row, td.dataset.impl).length > 0;
    td.classList.toggle("dim", !shown);
    td.dataset.matching = shown ? "yes" : "no";
  }
}

// Each judged implementation's baseline reasons: cases, SPEC rule, level, key and text; a click lists
// the reason's cases.
function renderReasons() {
  const box = document.getElementById("reasons");
  const judged = IMPLS.filter(i => i.reasons);
  box.hidden = !judged.length;
  const parts = [el("h2", {text: "Why: each implementation's baseline reasons"}),
    el("p", {class: "hint", text: "The reasons of each baseline that list this run's failing cases, "
      + "most cases first; click one to list its cases. A bundled row's reason has a standalone "
      + "repro: `toolcall-conformance repro IMPL REASON` prints it, and with --run runs it and says "
      + "whether the finding still shows."})];
  for (const impl of judged) {
    const total = impl.reasons.reduce((n, r) => n + num(r.count), 0);
    const table = el("table", {class: "reasons"}, el("tr", {},
      ...["cases", "SPEC", "level", "reason", "class", "upstream", "text"].map(h => el("th", {text: h}))));
    for (const r of impl.reasons) {
      const tr = el("tr", {"data-reason": r.key},
        el("td", {text: String(num(r.count))}),
        el("td", {text: r.spec ? "§" + String(r.spec).replace(/^§/, "") : "—"}),
        el("td", {text: r.level || "—"}), el("td", {class: "mono", text: r.key}),
        el("td", {text: r.classification || "—"}), upstreamCell(r.upstream || []), el("td", {text: r.text}));
      tr.addEventListener("click", () => selectReason(impl.key, r.key));
      table.append(tr);
    }
    const said = `${packageOf(impl) ? " (" + packageOf(impl) + ")" : ""}: ${impl.reasons.length} reason`
      + `${impl.reasons.length === 1 ? "" : "s"} over ${total} failing case${total === 1 ? "" : "s"}`;
    parts.push(el("details", {"data-reasons": impl.key, open: judged.length <= 3 ? "" : null},
      el("summary", {}, el("b", {text: titleOf(impl)}), said), table));
  }
  box.replaceChildren(...parts);
}
// A reason's public reports: each link with its state as last read (and the release that fixed it).
function upstreamCell(links) {
  if (!links.length) return el("td", {text: "—"});
  return el("td", {}, ...links.map(l => el("div", {},
    el("a", {href: l.url, title: l.title || l.url, text: l.url.replace(/^https:\/\/github\.com\//, "")}),
    document.createTextNode(` (${l.state}${l.fixed_in ? ", fixed in " + l.fixed_in : ""})`))));
}
function selectReason(implKey, key) {
  select(null, implKey);
  state.reason = key;
  renderList();
}

// "mismatches first": cases off their baseline, then those the implementations disagree on, then the rest.
function mismatchesFirst(cases, implKey) {
  const rank = c => (offBaseline(c, implKey) ? 0 : disagree(c) ? 1 : 2);
  return cases.map(c => [rank(c), c]).sort((x, y) => x[0] - y[0]).map(p => p[1]);
}

function select(rowKey, implKey) {
  state.row = rowKey; state.impl = implKey; state.reason = null; state.all = false; state.pair = null;
  document.querySelectorAll("td.cell.selected").forEach(e => e.classList.remove("selected"));
  if (rowKey && implKey) {
    const sel = `td.cell[data-row="${CSS.escape(rowKey)}"][data-impl="${CSS.escape(implKey)}"]`;
    const td = document.querySelector(sel);
    if (td) td.classList.add("selected");
  }
  renderList();
}

function renderList() {
  if (state.pair) { renderPairList(); return; }
  const box = document.getElementById("case-list");
  const ofReason = c => !state.reason || reasonIndex(c, state.impl) === state.reason;
  const all = CASES.filter(c => inRow(c, state.row) && ofReason(c));
  let shown = filtered(state.row, state.impl).filter(ofReason);
  if (document.getElementById("order").value === "mismatches") shown = mismatchesFirst(shown, state.impl);
  const impl = IMPLS.find(i => i.key === state.impl);
  const where = state.reason ? "reason " + state.reason
    : state.row ? state.row.replace(":", " ") : "all rows";
  const title = where + (impl ? " · " + titleOf(impl) : "");
  const ul = el("ul");
  const listed = state.all ? shown : shown.slice(0, LIST_LIMIT);
  for (const c of listed) {
    const badges = impl ? [badge(brief(c, impl.key)), markBadge(markOf(c, impl.key))]
      : IMPLS.map(i => el("span", {class: "who", "data-impl-badge": i.key}, titleOf(i) + " ",
        badge(brief(c, i.key)), markBadge(markOf(c, i.key))));
    const li = el("li", {"data-case": c.id, class: c.id === state.caseId ? "selected" : null},
      el("div", {class: "cid", text: c.id}), el("div", {class: "cdesc", text: c.description || ""}),
      el("div", {}, ...badges));
    li.addEventListener("click", () => showCase(c.id));
    ul.append(li);
  }
  let more = null;
  if (listed.length < shown.length) {
    const rest = shown.length - listed.length;
    more = el("button", {id: "more", text: `show all ${shown.length} (${rest} more)`});
    more.addEventListener("click", () => { state.all = true; renderList(); });
  }
  const why = state.reason && impl ? el("p", {class: "hint", "data-reason-text": state.reason,
    text: reasonLine(reasonOf(impl.key, state.reason))}) : null;
  put(box, el("h2", {text: title}), cellReasons(), why,
    el("div", {id: "case-count", class: "hint", "data-shown": shown.length, "data-total": all.length,
      text: `${shown.length} of ${all.length} cases shown`}),
    shown.length ? ul : el("p", {class: "hint", text: "No case matches the filters."}), more);
}
// The selected cell's most frequent reasons, in full.
function cellReasons() {
  if (!state.row || !state.impl) return null;
  const row = ROWS.find(r => r.group + ":" + r.label === state.row);
  const found = ((row && row.cells || {})[state.impl] || {}).reasons || [];
  if (!found.length) return null;
  return el("ul", {id: "cell-reasons"}, ...found.map(([key, n]) => el("li", {"data-reason": key,
    title: reasonLine(reasonOf(state.impl, key))},
    el("b", {text: num(n) + " · " + key + ": "}), reasonLine(reasonOf(state.impl, key)))));
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

// A case's request, expectation and answers live in chunks, each decompressed once, when one of its
// cases is first opened.
const chunks = new Map();
function details(index) {
  const n = Math.floor(index / CHUNK);
  if (!chunks.has(n)) chunks.set(n, unpack("chunk-" + n).then(parseJSON));
  return chunks.get(n).then(list => list[index % CHUNK]);
}

async function showCase(id) {
  const index = CASE_AT.get(id);
  if (index === undefined) return;
  const c = CASES[index];
  state.caseId = id;
  for (const li of document.querySelectorAll("#case-list li")) {
    li.classList.toggle("selected", li.dataset.case === id);
  }
  const box = document.getElementById("case-detail");
  const shown = v => (v === undefined || v === null ? "—" : String(v));
  const kv = (k, v) => el("span", {}, k + " ", el("b", {text: shown(v)}));
  const parts = [
    el("h2", {text: c.id}), el("p", {class: "description", text: c.description || ""}),
    el("div", {class: "kv"}, kv("level", c.level), kv("SPEC", c.section || c.spec), kv("kind", c.kind),
      kv("area", (c.area || []).join(", ")), kv("tags", (c.tags || []).join(", "))),
  ];
  box.removeAttribute("data-loaded");
  box.replaceChildren(...parts, el("p", {class: "hint", text: "loading the case…"}));
  const d = await details(index);
  if (state.caseId !== id) return;  // another case was opened meanwhile
  const req = d.request || {};
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
  parts.push(el("h3", {text: "Expected"}), el("div", {id: "expected"}, jsonView(d.expected)));
  const grid = el("div", {id: "answers"});
  for (const impl of IMPLS) {
    const at = (d.answers || {})[impl.key];
    const a = at === undefined ? null : d.distinct[at];
    grid.append(answerCard(el("div", {class: "answer", "data-answer": impl.key},
      el("h4", {}, titleOf(impl) + " ", el("span", {class: "impl-sub", text: packageOf(impl)}), " ",
        badge(briefOf(a)), markBadge(markOf(c, impl.key)))), a, impl.key));
  }
  parts.push(el("h3", {text: "Answers"}), grid);
  if (d.through) parts.push(...endToEnd(c, d));
  box.replaceChildren(...parts);
  box.setAttribute("data-loaded", id);
}

// An answer's card: its rejection or message, the value with its differences marked, and the diffs.
function answerCard(card, a, key) {
  if (!a) { card.append(el("p", {class: "hint", text: "No answer for this case."})); return card; }
  if (a.reason && IMPLS.some(i => i.key === key)) {
    card.append(el("div", {class: "message reason", "data-answer-reason": a.reason},
      el("b", {text: "Baseline reason " + a.reason + ": "}), reasonLine(reasonOf(key, a.reason))));
  }
  if (a.rejected) {
    card.append(el("div", {class: "message rejection", "data-rejection": key},
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
    for (const diff of diffs) {
      t.append(el("tr", {"data-diff-row": diff.path},
        el("td", {class: "mono", text: diff.path}),
        el("td", {class: "mono exp", text: "expected" in diff ? compact(diff.expected) : "(absent)"}),
        el("td", {class: "mono act", text: "actual" in diff ? compact(diff.actual) : "(absent)"})));
    }
    card.append(t);
  }
  return card;
}

// End to end: agents by servers (the index's `g` gives a case's letter per pair, agents by servers).
const PAIR_LETTERS = {p: ["passed", false, null], q: ["passed", true, null], w: ["wrong", false, null],
  a: ["rejected", true, "agent"], s: ["rejected", true, "server"], e: ["errored", false, "agent"],
  E: ["errored", false, "server"], ".": ["skipped", false, null]};
let GRID = null, AGENTS = [], SERVERS = [], AGENT_AT = new Map(), SERVER_AT = new Map();
function pairBrief(c, agent, server) {
  const letter = PAIR_LETTERS[(c.g || "")[AGENT_AT.get(agent) * SERVERS.length + SERVER_AT.get(server)]];
  return letter ? {category: letter[0], rejected: letter[1], by: letter[2]} : null;
}
function pairBriefOf(a) {
  const b = briefOf(a);
  if (b && (b.category === "rejected" || b.category === "errored")) b.by = a.by || null;
  return b;
}
function pairCounts(c) {
  const by = c.rejected_by || {}, err = c.errored_by || {};
  const wrong = Math.max(0, num(c.failed || 0) - num(c.rejected || 0));
  const parts = [[wrong, "wrong"], [by.agent, "rejected by the agent"], [by.server, "rejected by the server"],
    [err.agent, "errored in the agent"], [err.server, "errored in the server"], [c.skipped, "not run"]];
  return parts.filter(p => num(p[0] || 0) > 0).map(p => num(p[0]) + " " + p[1]).join(", ");
}
function seedStrip(c) {
  const strip = el("div", {class: "seeds"});
  for (const row of GRID.seed_rows || []) {
    const got = (c.seed || {})[row];
    const said = !got ? "notrun" : num(got.delivered) === num(got.ran) ? "delivered" : "missed";
    strip.append(el("span", {class: "seed s-" + said, "data-seed-row": row, "data-seed": said, text: row,
      title: row + ": " + (got ? `${num(got.delivered)} of ${num(got.ran)} delivered` : "not run")}));
  }
  return strip;
}
function renderGrid() {
  GRID = M.grid || null;
  if (!GRID) return;
  AGENTS = GRID.agents || []; SERVERS = GRID.servers || [];
  AGENT_AT = new Map(AGENTS.map((a, n) => [a, n])); SERVER_AT = new Map(SERVERS.map((s, n) => [s.key, n]));
  document.getElementById("grid-section").hidden = false;
  document.getElementById("grid-note").textContent = GRID.note || "";
  const rows = new Map((GRID.rows || []).map(r => [r.agent, r]));
  const head = el("tr", {}, el("th", {class: "row-label", text: "agent"}));
  const bar = document.getElementById("grid-columns");
  bar.append("servers:");
  for (const s of SERVERS) {
    const hide = el("button", {class: "hide", "data-hide-server": s.key, title: "hide this column",
      text: "\u00d7"});
    hide.addEventListener("click", e => { e.stopPropagation(); setServerHidden(s.key, true); });
    const sub = s.error ? "did not start" : `${s.name} ${s.version} · ${num(s.cases)} cases`;
    head.append(el("th", {"data-server": s.key, scope: "col"}, hide,
      el("div", {class: "impl-name", text: s.key}), el("div", {class: "impl-sub", text: sub})));
    const box = el("input", {type: "checkbox", "data-server-column": s.key, checked: true});
    box.addEventListener("change", () => setServerHidden(s.key, !box.checked));
    bar.append(el("label", {}, box, " " + s.key));
  }
  const body = el("tbody");
  for (const agent of AGENTS) {
    const tr = el("tr", {"data-agent": agent}, el("th", {class: "row-label", scope: "row", text: agent}));
    for (const s of SERVERS) {
      const c = ((rows.get(agent) || {}).cells || {})[s.key];
      if (!c) { tr.append(el("td", {class: "rnone", "data-server": s.key, text: "—"})); continue; }
      const ran = num(c.total) - num(c.skipped || 0);
      const td = el("td", {class: "cell " + rateClass({total: ran, passed: c.passed}), "data-agent": agent,
        "data-server": s.key, tabindex: 0, role: "button"},
        el("div", {class: "ratio", text: num(c.passed) + "/" + ran}),
        el("div", {class: "counts", text: pairCounts(c)}),
        (GRID.seed_rows || []).length ? seedStrip(c) : null);
      td.addEventListener("click", () => selectPair(agent, s.key));
      td.addEventListener("keydown", e => { if (e.key === "Enter") selectPair(agent, s.key); });
      tr.append(td);
    }
    body.append(tr);
  }
  document.getElementById("grid").replaceChildren(
    el("table", {class: "matrix grid"}, el("thead", {}, head), body));
}
function setServerHidden(key, hidden) {
  if (hidden) state.hiddenServers.add(key); else state.hiddenServers.delete(key);
  const q = v => `"${CSS.escape(v)}"`;
  document.getElementById("hidden-servers").textContent = [...state.hiddenServers]
    .map(k => `#grid [data-server=${q(k)}] { display: none; }`).join("\n");
  const box = document.querySelector(`#grid-columns input[data-server-column=${q(key)}]`);
  if (box) box.checked = !hidden;
}
function selectPair(agent, server) {
  state.pair = {agent, server}; state.row = null; state.impl = null; state.all = false;
  document.querySelectorAll("td.cell.selected").forEach(e => e.classList.remove("selected"));
  const sel = `#grid td.cell[data-agent="${CSS.escape(agent)}"][data-server="${CSS.escape(server)}"]`;
  const td = document.querySelector(sel);
  if (td) td.classList.add("selected");
  renderList();
}
function renderPairList() {
  const {agent, server} = state.pair;
  const box = document.getElementById("case-list");
  const level = document.getElementById("filter-level").value;
  const area = document.getElementById("filter-area").value;
  const outcome = document.getElementById("filter-outcome").value;
  const seed = c => ((c.tags || []).includes("seed") ? 1 : 0);
  // The seed's rows first (the sort is stable: else in the cases' order).
  const all = CASES.filter(c => pairBrief(c, agent, server) !== null).sort((c, d) => seed(d) - seed(c));
  const shown = all.filter(c => (!level || c.level === level) && (!area || (c.area || []).includes(area))
    && (!outcome || matchesOutcome(pairBrief(c, agent, server), outcome)));
  const listed = state.all ? shown : shown.slice(0, LIST_LIMIT);
  const ul = el("ul");
  for (const c of listed) {
    const li = el("li", {"data-case": c.id, class: c.id === state.caseId ? "selected" : null},
      el("div", {class: "cid", text: c.id}), el("div", {class: "cdesc", text: c.description || ""}),
      el("div", {}, badge(pairBrief(c, agent, server))));
    li.addEventListener("click", () => showCase(c.id));
    ul.append(li);
  }
  let more = null;
  if (listed.length < shown.length) {
    const rest = shown.length - listed.length;
    more = el("button", {id: "more", text: `show all ${shown.length} (${rest} more)`});
    more.addEventListener("click", () => { state.all = true; renderList(); });
  }
  put(box, el("h2", {text: agent + " through " + server}),
    el("div", {id: "case-count", class: "hint", "data-shown": shown.length, "data-total": all.length,
      text: `${shown.length} of ${all.length} cases shown`}),
    shown.length ? ul : el("p", {class: "hint", text: "No case matches the filters."}), more);
}
// A case's end-to-end answers: the selected pair's in full, and every pair's outcome.
function endToEnd(c, d) {
  const parts = [el("h3", {text: "End to end (agent, then server)"})];
  const pair = state.pair;
  const at = pair ? ((d.through || {})[pair.agent] || {})[pair.server] : undefined;
  if (at !== undefined) {
    const a = d.distinct[at];
    const key = pair.agent + " through " + pair.server;
    parts.push(answerCard(el("div", {class: "answer", "data-pair": key},
      el("h4", {}, key + " ", badge(pairBriefOf(a)))), a, key));
  }
  const t = el("table", {class: "pairs"},
    el("tr", {}, el("th", {text: "agent"}),
      ...SERVERS.map(s => el("th", {"data-server": s.key, text: s.key}))));
  for (const agent of AGENTS) {
    const tr = el("tr", {"data-agent": agent}, el("th", {text: agent}));
    for (const s of SERVERS) {
      tr.append(el("td", {"data-server": s.key, "data-pair-outcome": agent + "|" + s.key},
        badge(pairBrief(c, agent, s.key))));
    }
    t.append(tr);
  }
  parts.push(t);
  return parts;
}

function setupFilters() {
  const fill = (id, options, first) => {
    const s = document.getElementById(id);
    s.append(el("option", {value: "", text: first || "all"}));
    for (const [v, t] of options) s.append(el("option", {value: v, text: t}));
    s.addEventListener("change", () => { renderList(); if (id === "filter-mark") dimCells(); });
  };
  const levels = [...new Set(["core", "hermes", ...CASES.map(c => c.level).filter(Boolean)])];
  const areas = [...new Set([...ROWS.filter(r => r.group === "area").map(r => r.label),
    ...CASES.flatMap(c => c.area || [])])];
  fill("filter-level", levels.map(l => [l, l]));
  fill("filter-area", areas.map(a => [a, a]));
  fill("filter-outcome", OUTCOMES);
  fill("filter-mark", MARKS, "every case");
  const order = document.getElementById("order");
  for (const [v, t] of [["corpus", "as in the corpus"], ["mismatches", "mismatches first"]]) {
    order.append(el("option", {value: v, text: t}));
  }
  order.addEventListener("change", () => renderList());
}

async function start() {
  M = JSON.parse(await unpack("matrix-index"));
  if (M.groups) GROUPS = M.groups;
  if (M.title) document.querySelector("header h1").textContent = M.title;
  IMPLS = M.implementations || [];
  ROWS = M.rows || [];
  CASES = M.cases || [];
  CHUNK = M.chunk_cases || 1;
  POSITION = new Map(IMPLS.map((impl, n) => [impl.key, n]));
  CASE_AT = new Map(CASES.map((c, n) => [c.id, n]));
  const suite = M.suite || {}, sel = M.selection || {};
  const judged = IMPLS.filter(i => i.baseline);
  document.getElementById("meta").textContent = [
    "suite " + (suite.version || "?"), suite.corpus_hash ? "corpus " + suite.corpus_hash : null,
    "level " + (sel.level || "core"), IMPLS.length + " implementations", CASES.length + " cases",
    judged.length ? judged.length + " judged against a baseline" : "no baseline given",
  ].filter(Boolean).join(" · ");
  setupFilters();
  setupColumns();
  renderTable();
  renderReasons();
  renderGrid();
  renderList();
}
start();
