"""Write `corpora/generated/*.json` from real pydantic, zod and MCP SDK output.

    python -m toolcall_conformance.generators.build            # regenerate (needs `npm ci` in node_fixtures)
    python -m toolcall_conformance.generators.build --check    # exit 1 when the committed files are stale

Deterministic: the same library versions give byte-identical files (no timestamps, stable order).
Expected results are not written here: they live in reviewed snapshots (`make snapshots`). A core
case's other answers that conform at core level are (`core_alternatives`,
toolcall_conformance/generators/alternatives.py).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

from toolcall_conformance import reference
from toolcall_conformance.generators import ids, pydantic_models
from toolcall_conformance.generators.alternatives import FIELD, core_alternatives
from toolcall_conformance.generators.derive import (
    Derived,
    Schema,
    container_in_unpinned_position,
    derive_cases,
    typed_sample,
)
from toolcall_conformance.model import JSON
from toolcall_conformance.schemakit.names import shown_names

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "corpora" / "generated"
NODE_FIXTURES = ROOT / "node_fixtures"
CAPTURES = Path(__file__).resolve().parent / "captures"
GENERATOR = "toolcall_conformance.generators.build"
LOSSY = {
    "zod-to-json-schema.search.ref-seen": "zod-to-json-schema's `$refStrategy: seen` writes `{}` for the "
    "second use of the zod schema Count (`min_score_count`): the JSON Schema accepts any value there, "
    "zod only a non-negative integer, so no sample drawn from the schema alone can be sure to pass",
}
"""Groups whose JSON Schema accepts what their producer refuses, by group id, with why. Their provenance
says so (`lossy`): a tool built from the zod model would refuse samples drawn from the schema."""


def node_output() -> JSON:
    """Run the one Node process that emits every zod / zod-to-json-schema / MCP SDK schema."""
    done = subprocess.run(
        [sys.executable, "-m", "nodejs", str(NODE_FIXTURES / "emit.mjs")],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(
            f"node_fixtures/emit.mjs failed (run `make node-deps` first?):\n{done.stderr[-2000:]}"
        )
    return json.loads(done.stdout)


def _level(parameters: JSON, derived: Derived) -> str:
    """hermes where the expectation depends on a choice core leaves open.

    Those choices: a root without `properties` (the input contract expects them), a rewritten
    argument whose property has no top-level `type`, nested JSON text under `additionalProperties`
    or tuple `items`.
    """
    root = Schema(parameters, parameters)
    node = root.resolve().node
    properties = node.get("properties") if isinstance(node, dict) else None
    if not isinstance(properties, dict):
        return "hermes"
    if "nested" in derived.tags and container_in_unpinned_position(root, derived.typed):
        return "hermes"
    for key, sent in derived.arguments.items():
        if sent == derived.typed.get(key) or key not in properties or sent == "null":
            continue
        target = root.child(properties[key]).resolve().node
        if not isinstance(target, dict) or "type" not in target:
            return "hermes"
    return "core"


FIELD_TAG = "field-2026"
"""The tag of cases written after a public report of this year (docs/corpora.md)."""


def group(group_id: str, tool_name: str, origin: str, schema: JSON, provenance: JSON) -> JSON | None:
    """The cases for one tool; hermes level only, and the reason in the description, when no sample
    valid against the schema could be drawn (a validating tool would refuse every expectation). A
    group whose provenance is a report tags its cases `field-2026`."""
    cases = []
    seen: set[str] = set()
    drawn = typed_sample(schema)
    for derived in derive_cases(schema, drawn, shown_names):
        case_id, n = derived.id, 2
        while case_id in seen:
            case_id, n = f"{derived.id}-{n}", n + 1
        seen.add(case_id)
        level = "hermes" if drawn.problem else _level(schema, derived)
        case: dict[str, JSON] = {
            "id": case_id,
            "description": derived.description,
            "level": level,
            "tags": ["generated", *derived.tags]
            + (["mcp"] if origin == "mcp" else [])
            + ([FIELD_TAG] if provenance.get("kind") == "report" else []),
            "spec": "1.1" if "unmap" in derived.tags else "1.2",
            "arguments": derived.arguments,
            "snapshot": True,
        }
        if level == "core":
            tool = {"name": tool_name, "origin": origin, "parameters": schema}
            answers = core_alternatives(
                tool, derived.arguments, reference.prepare_arguments(tool, derived.arguments)
            )
            case |= {FIELD: answers} if answers else {}
        cases.append(case | {"provenance": {"typed": derived.typed}})
    if not cases:
        return None
    description = f"{tool_name}: {provenance.get('source') or provenance.get('model')} ({origin})"
    if drawn.problem:
        description += f"; no core cases: no sample valid against the schema could be drawn ({drawn.problem})"
    return {
        "id": group_id,
        "description": description,
        "kind": "coerce",
        "tool": {"name": tool_name, "origin": origin, "parameters": schema},
        "provenance": provenance,
        "cases": cases,
    }


def _slug(name: str) -> str:
    return "".join(c if c.isalnum() or c in "._-" else "-" for c in name.lower())


def corpus_file(description: str, provenance: JSON, groups: Iterable[JSON | None]) -> JSON:
    kept = sorted((g for g in groups if g is not None), key=lambda g: g["id"])
    return {"description": description, "provenance": provenance, "groups": kept}


def pydantic_file() -> JSON:
    records = pydantic_models.generate()
    groups = (
        group(
            f"{_slug(r['name'])}-{r['origin']}",
            r["name"].replace("-", "_"),
            r["origin"],
            r["schema"],
            {"model": r["model"], "library": r["library"], "pydantic_version": r["pydantic_version"]},
        )
        for r in records
    )
    versions = sorted({r["pydantic_version"] for r in records})
    return corpus_file(
        "Cases derived from real pydantic model schemas (native) and the MCP SDK's inputSchema for them.",
        {
            "kind": "generator",
            "file": "toolcall_conformance/generators/pydantic_models.py",
            "generator": GENERATOR,
            "source": "toolcall_conformance/generators/pydantic_models.py",
            "pydantic": versions,
        },
        groups,
    )


def captures_file() -> JSON:
    groups = []
    sources = {}
    for path in sorted(CAPTURES.glob("*.json")):
        capture = json.loads(path.read_text("utf-8"))
        sources[path.name] = capture["provenance"]
        origin = "mcp" if "mcp_version" in capture["provenance"] else "native"
        for record in capture["schemas"]:
            groups.append(
                group(
                    f"{_slug(path.stem)}.{_slug(record['name'])}",
                    record["name"].replace("-", "_"),
                    origin,
                    record["schema"],
                    {
                        "model": record["model"],
                        "capture": f"toolcall_conformance/generators/captures/{path.name}",
                    }
                    | ({"style": "wrapped"} if record.get("style") == "wrapped" else {}),
                )
            )
    return corpus_file(
        "Cases derived from schemas captured with older pydantic (2.8 allOf wrappers, 1.10 definitions) "
        "and from the MCP Python SDK's tools/list.",
        {
            "kind": "generator",
            "file": "toolcall_conformance/generators/captures/",
            "generator": GENERATOR,
            "captures": sources,
        },
        groups,
    )


def node_files(emitted: JSON) -> dict[str, JSON]:
    by_library: dict[str, list[JSON]] = {}
    for record in emitted["schemas"]:
        provenance = {"library": record["library"], "source": record["source"]}
        if "zod" in record:  # a schema converted from a fixture's zod model: which one, with which zod
            provenance.update(zod=record["zod"], model=record["model"])
        provenance["options"] = record["options"]
        if _slug(record["name"]) in LOSSY:
            provenance["lossy"] = LOSSY[_slug(record["name"])]
        if "report" in record:  # a model written after a public report: its cases cite it
            provenance.update(kind="report", **record["report"])
        tool = _slug(record["options"].get("model", record["name"].rsplit(".", 1)[-1])).replace("-", "_")
        by_library.setdefault(record["library"], []).append(
            group(_slug(record["name"]), tool, record["origin"], record["schema"], provenance)
        )
    return {
        library: corpus_file(
            f"Cases derived from real {library} output (see node_fixtures/).",
            {
                "kind": "generator",
                "file": "node_fixtures/emit.mjs",
                "generator": GENERATOR,
                "source": "node_fixtures/emit.mjs",
                "versions": emitted["versions"],
            },
            groups,
        )
        for library, groups in by_library.items()
    }


def render(document: JSON) -> str:
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


def all_files() -> dict[str, str]:
    files = {"pydantic.json": pydantic_file(), "pydantic-captures.json": captures_file()}
    files.update({f"{library}.json": doc for library, doc in node_files(node_output()).items()})
    return {name: render(ids.settle(f"generated/{name[:-5]}", doc)) for name, doc in sorted(files.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m toolcall_conformance.generators.build", description=__doc__
    )
    parser.add_argument("--check", action="store_true", help="fail when committed files are stale")
    args = parser.parse_args(argv)
    files = all_files()
    existing = {p.name for p in OUT.glob("*.json")}
    if args.check:
        stale = [n for n, text in files.items() if not (OUT / n).exists() or (OUT / n).read_text() != text]
        stale += sorted(existing - set(files))
        for name in stale:
            print(f"stale: corpora/generated/{name} (run `make corpora` and commit)", file=sys.stderr)
        return 1 if stale else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name in existing - set(files):
        (OUT / name).unlink()
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(files)} files to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
