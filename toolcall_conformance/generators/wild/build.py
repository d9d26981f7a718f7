"""Write `corpora/wild/<server>.json` from the committed captures of published MCP servers.

    python -m toolcall_conformance.generators.wild.build            # regenerate the files and the README
    table
    python -m toolcall_conformance.generators.wild.build --check    # exit 1 when the committed files are
    stale

Needs no registry: it reads `toolcall_conformance/generators/wild/captures/*.json` only. Cases are derived
exactly as
for `corpora/generated/` (the same `derive_cases`, levels and group shape from
`toolcall_conformance.generators.build`), one group per tool with typed properties and origin, native and mcp.
Expected values live in reviewed snapshots (`corpora/wild/__snapshots__/`).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from toolcall_conformance.generators import build, ids
from toolcall_conformance.generators.inline import target
from toolcall_conformance.model import JSON

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
CAPTURES = HERE / "captures"
SERVERS = HERE / "servers.json"
OUT = ROOT / "corpora" / "wild"
README = OUT / "README.md"
GENERATOR = "toolcall_conformance.generators.wild.build"
ORIGINS = ("native", "mcp")
# Per server, so that no server outweighs the rest: tools with the most refs first (server order
# breaks ties), then the tools without refs in server order. Servers without any ref are controls.
MAX_CASES_WITH_REFS = 240
MAX_CASES_CONTROL = 60
TABLE_START = "<!-- wild-table:start (written by python -m toolcall_conformance.generators.wild.build) -->"
TABLE_END = "<!-- wild-table:end -->"
UNIONS = ("anyOf", "oneOf", "allOf")
DEFINITIONS = ("$defs", "definitions")


def walk(node: JSON) -> Iterator[dict]:
    """Every object in a JSON document, depth first, in document order."""
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            yield item
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list):
            stack.extend(reversed(item))


def refs(schema: JSON) -> list[str]:
    return [n["$ref"] for n in walk(schema) if isinstance(n.get("$ref"), str)]


def ref_shape(ref: str) -> str:
    """A short name for the kind of reference: where it points and through which keywords."""
    if ref == "#":
        return "#"
    if ref.startswith("#/$defs/"):
        return "#/$defs/..."
    if ref.startswith("#/definitions/"):
        return "#/definitions/..."
    if not ref.startswith("#/"):
        return "other"
    tokens = ref[2:].split("/")
    through = [t for t in ("anyOf", "oneOf", "allOf", "items", "additionalProperties") if t in tokens]
    if "$defs" in tokens or "definitions" in tokens:
        through.insert(0, "defs")
    return f"#/{tokens[0]}/... path" + (f" via {'+'.join(through)}" if through else "")


def reachable(schema: JSON) -> Iterator[dict]:
    """Every object a reader meets from the root, following local refs once each.

    Definitions nobody points at are not met: they do not hide anything from a preparer.
    """
    seen_refs: set[str] = set()
    stack = [schema]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(reversed(item))
            continue
        if not isinstance(item, dict):
            continue
        yield item
        ref = item.get("$ref")
        if isinstance(ref, str) and ref not in seen_refs:
            seen_refs.add(ref)
            found = target(schema, ref)
            if found is not None:
                stack.append(found)
        stack.extend(reversed([v for k, v in item.items() if k not in DEFINITIONS]))


def used_refs(schema: JSON) -> list[str]:
    return [n["$ref"] for n in reachable(schema) if isinstance(n.get("$ref"), str)]


def property_schemas(schema: JSON) -> Iterator[JSON]:
    """Every schema that describes a named property and that a reader meets from the root."""
    for node in reachable(schema):
        properties = node.get("properties")
        if isinstance(properties, dict):
            yield from properties.values()


def hides_type(prop: JSON) -> bool:
    """Whether a preparer must follow a `$ref` to learn what this property holds.

    The property itself is a `$ref`, or one of its union branches is, or its `items` is.
    """
    if not isinstance(prop, dict):
        return False
    parts = [prop, prop.get("items")]
    parts += [b for key in UNIONS for b in prop.get(key, []) if isinstance(prop.get(key), list)]
    return any(isinstance(p, dict) and isinstance(p.get("$ref"), str) for p in parts)


@dataclass(frozen=True)
class ToolStats:
    name: str
    refs: int
    uses_refs: bool
    hides: bool
    shapes: frozenset[str]


def tool_stats(tool: JSON) -> ToolStats:
    schema = tool["inputSchema"]
    found = refs(schema)
    return ToolStats(
        tool["name"],
        len(found),
        bool(used_refs(schema)),
        any(hides_type(p) for p in property_schemas(schema)),
        frozenset(ref_shape(r) for r in found),
    )


def slug(name: str) -> str:
    text = re.sub(r"[^a-z0-9._-]+", "-", name.lower()).strip("-._")
    return (text or "tool")[:100]


def load_captures() -> dict[str, JSON]:
    return {p.stem: json.loads(p.read_text("utf-8")) for p in sorted(CAPTURES.glob("*.json"))}


def registry_url(registry: str, package: str, version: str) -> str:
    """The registry's page of the published version a capture was taken from."""
    if registry == "pypi":
        return f"https://pypi.org/project/{package}/{version}/"
    return f"https://www.npmjs.com/package/{package}/v/{version}"


def server_file(name: str, capture: JSON) -> tuple[JSON, int]:
    """The corpus document for one server and how many of its tools were kept."""
    source = capture["provenance"]
    tools = capture["tools"]
    counts = [len(refs(t["inputSchema"])) for t in tools]
    ordered = [tools[i] for i in sorted(range(len(tools)), key=lambda i: (-counts[i], i))]
    budget = MAX_CASES_WITH_REFS if any(counts) else MAX_CASES_CONTROL
    groups: list[JSON] = []
    used_ids: set[str] = set()
    cases = kept = 0
    for tool in ordered:
        base, n = slug(tool["name"]), 2
        while base in used_ids:
            base, n = f"{slug(tool['name'])}-{n}", n + 1
        made = []
        for origin in ORIGINS:
            made.append(
                build.group(
                    f"{base}.{origin}",
                    tool["name"],
                    origin,
                    tool["inputSchema"],
                    {"source": f"{source['package']}@{source['version']}", "tool": tool["name"]},
                )
            )
        made = [g for g in made if g is not None]
        size = sum(len(g["cases"]) for g in made)
        if not made or cases + size > budget:
            continue
        used_ids.add(base)
        for made_group in made:
            for case in made_group["cases"]:
                case["tags"].insert(1, "wild")
        groups.extend(made)
        cases += size
        kept += 1
    provenance = {
        "kind": "server",
        "url": registry_url(source["registry"], source["package"], source["version"]),
        "file": f"toolcall_conformance/generators/wild/captures/{name}.json",
        "generator": GENERATOR,
        "capture": f"toolcall_conformance/generators/wild/captures/{name}.json",
        **{k: source[k] for k in ("registry", "package", "version", "language", "serverInfo")},
        "protocol_version": source["protocol_version"],
        "libraries": source["libraries"],
        "tools_listed": len(tools),
        "tools_kept": kept,
        "selection": f"tools with the most $ref first, then the rest in server order, up to {budget} cases "
        "(a tool that would pass the budget is skipped); tools without typed properties give no cases",
    }
    description = (
        f"Cases derived from the inputSchemas that {source['package']}@{source['version']} "
        "advertises in tools/list (captured from the published server)."
    )
    return build.corpus_file(description, provenance, groups), kept


def table(captures: dict[str, JSON], case_counts: dict[str, int]) -> str:
    header = (
        "| server | package | version | language | tools | tools using `$ref` "
        "| tools hiding a property's type behind `$ref` | ref shapes | total refs | largest tool (refs) "
        "| cases |\n|---|---|---|---|---:|---:|---:|---|---:|---|---:|\n"
    )
    rows, totals = [], [0, 0, 0, 0, 0]
    for name, capture in captures.items():
        source = capture["provenance"]
        stats = [tool_stats(t) for t in capture["tools"]]
        with_refs = [s for s in stats if s.uses_refs]
        hiding = [s for s in stats if s.hides]
        total = sum(s.refs for s in stats)
        largest = max(stats, key=lambda s: s.refs, default=None)
        shapes = sorted(set().union(*(s.shapes for s in stats)))
        rows.append(
            f"| {name} | `{source['package']}` | {source['version']} | {source['language']} "
            f"| {len(stats)} | {len(with_refs)} | {len(hiding)} "
            f"| {', '.join(f'`{s}`' for s in shapes) or '-'} | {total} "
            f"| {f'`{largest.name}` ({largest.refs})' if largest and largest.refs else '-'} "
            f"| {case_counts[name]} |"
        )
        for i, value in enumerate((len(stats), len(with_refs), len(hiding), total, case_counts[name])):
            totals[i] += value
    rows.append(
        f"| **all {len(captures)}** | | | | {totals[0]} | {totals[1]} | {totals[2]} | | {totals[3]} | "
        f"| {totals[4]} |"
    )
    return header + "\n".join(rows) + "\n"


def story(captures: dict[str, JSON]) -> str:
    stats = [tool_stats(t) for c in captures.values() for t in c["tools"]]
    servers_with = sum(1 for c in captures.values() if any(tool_stats(t).hides for t in c["tools"]))
    largest = max(
        ((name, t["name"], len(refs(t["inputSchema"]))) for name, c in captures.items() for t in c["tools"]),
        key=lambda x: x[2],
        default=("-", "-", 0),
    )
    return (
        f"{sum(1 for s in stats if s.hides)} of {len(stats)} real tools ({servers_with} of {len(captures)} "
        f"servers) hide some property's type behind `$ref`; {sum(1 for s in stats if s.uses_refs)} use a "
        f"`$ref` at all. Largest single inputSchema: `{largest[1]}` of {largest[0]}, {largest[2]} refs."
    )


def left_out_table() -> str:
    entries = json.loads(SERVERS.read_text("utf-8")).get("left_out", [])
    if not entries:
        return ""
    lines = ["| left out | version | why |", "|---|---|---|"]
    lines += [f"| `{e['package']}` | {e.get('version', '-')} | {e['reason']} |" for e in entries]
    return "\n".join(lines) + "\n"


def readme(current: str, captures: dict[str, JSON], case_counts: dict[str, int]) -> str:
    block = "\n".join(
        [TABLE_START, "", table(captures, case_counts), story(captures), "", left_out_table(), TABLE_END]
    )
    if TABLE_START in current and TABLE_END in current:
        head, rest = current.split(TABLE_START, 1)
        return head + block + rest.split(TABLE_END, 1)[1]
    return current.rstrip("\n") + "\n\n" + block + "\n"


def all_files() -> dict[str, str]:
    """Every corpus file by name; the README by its name too."""
    captures = load_captures()
    files, counts = {}, {}
    for name, capture in captures.items():
        document, _ = server_file(name, capture)
        counts[name] = sum(len(g["cases"]) for g in document["groups"])
        if document["groups"]:
            files[f"{name}.json"] = build.render(ids.settle(f"wild/{name}", document))
    current = README.read_text("utf-8") if README.exists() else "# The wild corpus\n"
    files["README.md"] = readme(current, captures, counts)
    return dict(sorted(files.items()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m toolcall_conformance.generators.wild.build", description=__doc__
    )
    parser.add_argument("--check", action="store_true", help="fail when committed files are stale")
    args = parser.parse_args(argv)
    files = all_files()
    existing = {p.name for p in OUT.glob("*.json")} | ({"README.md"} if README.exists() else set())
    if args.check:
        stale = [n for n, text in files.items() if not (OUT / n).exists() or (OUT / n).read_text() != text]
        stale += sorted(existing - set(files))
        for name in stale:
            print(
                f"stale: corpora/wild/{name} (run `python -m toolcall_conformance.generators.wild.build`)",
                file=sys.stderr,
            )
        return 1 if stale else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name in existing - set(files):
        (OUT / name).unlink()
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8")
    print(story(load_captures()))
    print(f"wrote {len(files)} files to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
