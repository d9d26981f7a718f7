"""Wild snapshots are recorded from the reference, so each is checked against opinions that are not.

- Round trip: a core case rewrites a typed sample the way models send it; the core rules undo every
  such rewrite, so the snapshot must be the typed sample again.
- Ref-inlined form: the same arguments against the schema with its refs inlined (SPEC 2's defining
  property) must give the snapshot.
- Freshness: rebuilding from the committed captures gives the committed corpus files and README
  byte for byte (no registry needed).
"""

from __future__ import annotations

import json

from toolcall_conformance import reference
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, corpus_files, load_corpora
from toolcall_conformance.generators.inline import CyclicSchema, inline
from toolcall_conformance.generators.wild import build, harvest
from toolcall_conformance.runner.diff import differences

WILD = DEFAULT_CORPUS_ROOT / "wild"
CASES = {c.id: c for c in load_corpora([WILD]) if c.from_snapshot}


def raw_cases():
    for path in corpus_files(WILD):
        document = json.loads(path.read_text("utf-8"))
        for group in document["groups"]:
            for case in group["cases"]:
                yield path.stem, group, case


def test_every_wild_case_has_a_snapshot():
    assert len(CASES) == sum(1 for _ in raw_cases()) >= 1000


def test_core_snapshots_are_the_typed_samples():
    checked, wrong = 0, []
    for stem, group, raw in raw_cases():
        if raw["level"] != "core":
            continue
        case = CASES[f"{stem}/{group['id']}/{raw['id']}"]
        found = differences(raw["provenance"]["typed"], case.expected)
        if found:
            wrong.append(f"{case.id}: {found[0]}")
        checked += 1
    assert checked > 500
    assert not wrong, "\n".join(wrong[:20])


def test_ref_inlined_form_gives_the_same_snapshot():
    compared, wrong = 0, []
    for case in CASES.values():
        parameters = case.tool.parameters
        if "$ref" not in json.dumps(parameters):
            continue
        try:
            inlined = inline(parameters)
        except CyclicSchema:
            continue
        tool = {**case.tool.as_json(), "parameters": inlined}
        found = differences(case.expected, reference.prepare_arguments(tool, case.arguments))
        if found:
            wrong.append(f"{case.id}: {found[0]}")
        compared += 1
    assert compared > 300
    assert not wrong, "\n".join(wrong[:20])


def test_cases_cover_both_origins_and_both_ecosystems():
    origins = {c.tool.origin for c in CASES.values()}
    assert origins == {"native", "mcp"}
    languages = {json.loads(p.read_text("utf-8"))["provenance"]["language"] for p in corpus_files(WILD)}
    assert languages == {"python", "typescript"}


def test_committed_wild_corpus_is_fresh():
    files = build.all_files()
    committed = {p.name: p.read_text("utf-8") for p in WILD.glob("*.json")}
    committed["README.md"] = (WILD / "README.md").read_text("utf-8")
    assert sorted(committed) == sorted(files), "run `python -m toolcall_conformance.generators.wild.build`"
    stale = [name for name, text in files.items() if committed[name] != text]
    assert not stale, f"stale wild corpus {stale}: run `python -m toolcall_conformance.generators.wild.build`"


def test_every_declared_server_has_a_capture_and_nothing_else_does():
    declared = {entry["name"] for entry in harvest.load_servers()["servers"]}
    captured = {p.stem for p in harvest.CAPTURES.glob("*.json")}
    assert declared == captured


def test_captures_carry_their_provenance():
    declared = {entry["name"]: entry for entry in harvest.load_servers()["servers"]}
    for path in sorted(harvest.CAPTURES.glob("*.json")):
        capture = json.loads(path.read_text("utf-8"))
        source, entry = capture["provenance"], declared[path.stem]
        for key in ("registry", "package", "version", "language", "install", "start"):
            assert source[key] == entry[key], f"{path.name}: {key} differs from servers.json"
        assert source["serverInfo"] and source["protocol_version"]
        # Some npm servers bundle the SDK and zod, so only the runtime is certain to be listed.
        wanted = ("pydantic", "mcp", "python") if source["registry"] == "pypi" else ("node",)
        assert all(name in source["libraries"] for name in wanted), path.name
        assert capture["tools"] and all(set(t) == {"name", "inputSchema"} for t in capture["tools"])
        assert path.read_text("utf-8") == harvest.render(capture)


def test_the_corpus_holds_what_the_story_needs():
    captures = build.load_captures()
    stats = {name: [build.tool_stats(t) for t in c["tools"]] for name, c in captures.items()}
    with_refs = [n for n, s in stats.items() if any(t.uses_refs for t in s)]
    without = [n for n, s in stats.items() if not any(t.refs for t in s)]
    assert len(with_refs) >= 10 and len(without) >= 8
    assert max(sum(t.refs for t in s) for s in stats.values()) > 1000
    shapes = set().union(*(t.shapes for s in stats.values() for t in s))
    assert any("anyOf" in shape for shape in shapes) and any("items" in shape for shape in shapes)
