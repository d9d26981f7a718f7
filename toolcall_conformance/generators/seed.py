"""Write `corpora/seed/sources.json`: the seed's rows against schemas that real code makes.

    python -m toolcall_conformance.generators.seed            # regenerate (needs `npm ci` in node_fixtures)
    python -m toolcall_conformance.generators.seed --check    # exit 1 when the committed file is stale

The rows (arguments and what the tool must receive) are the seed's own (`corpora/seed.json`, group
`seed-native`); the tool schemas come from the seed's pydantic model (`seed_models.py`: as pydantic
emits it, and as the MCP Python SDK advertises it) and from its zod fixture as the MCP TypeScript
SDK advertises it with zod 3 (`node_fixtures/emit-seed.mjs`: `Count` reused, so `count` is a path
reference to its first use). Each group states its source, so a server registers the very tool the
schema came from, and an agent run `--through` it is shown what the server lists. The zod 4 listing
wraps each optional reference in allOf (`count: {"allOf": [{"$ref": "#/definitions/Count"}]}`), a
property with no top-level type, whose expectation core leaves open (SPEC §1.2): no seed row fits it.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from typing import Any

from toolcall_conformance.generators import pydantic_models, seed_models
from toolcall_conformance.generators.build import NODE_FIXTURES, ROOT, render

OUT = ROOT / "corpora" / "seed" / "sources.json"
SEED = ROOT / "corpora" / "seed.json"
MODEL = seed_models.ListIssuesInput
TOOL = "list_issues"


def rows() -> list[dict[str, Any]]:
    """The seed's rows, as its native group states them."""
    document = json.loads(SEED.read_text("utf-8"))
    group = next(g for g in document["groups"] if g["id"] == "seed-native")
    return [
        {key: case[key] for key in ("id", "description", "level", "tags", "spec", "arguments", "expected")}
        for case in group["cases"]
    ]


def zod_schemas() -> list[dict[str, Any]]:
    done = subprocess.run(
        [sys.executable, "-m", "nodejs", str(NODE_FIXTURES / "emit-seed.mjs")],
        capture_output=True,
        text=True,
        check=False,
        cwd=NODE_FIXTURES,
    )
    if done.returncode != 0:
        raise SystemExit(
            f"node_fixtures/emit-seed.mjs failed (run `make node-deps` first?):\n{done.stderr[-2000:]}"
        )
    schemas: list[dict[str, Any]] = json.loads(done.stdout)["schemas"]
    return schemas


def group(group_id: str, what: str, origin: str, schema: Any, source: dict[str, str]) -> dict[str, Any]:
    cases = []
    for row in rows():
        tags = [*row["tags"], "mcp"] if origin == "mcp" and "mcp" not in row["tags"] else row["tags"]
        cases.append({**row, "tags": [*tags, "sourced"]})
    return {
        "id": group_id,
        "description": f"{TOOL}: {what} ({origin})",
        "kind": "coerce",
        "tool": {"name": TOOL, "origin": origin, "parameters": schema, "source": source},
        "cases": cases,
    }


def document() -> dict[str, Any]:
    pydantic_source = {"kind": "pydantic", "module": seed_models.__name__, "model": MODEL.__qualname__}
    groups = [
        group("pydantic-native", "model_json_schema() of seed_models.ListIssuesInput", "native",
              MODEL.model_json_schema(), pydantic_source),
        group("pydantic-mcp", "the MCP Python SDK's inputSchema for its fields as parameters", "mcp",
              pydantic_models.mcp_schema("list-issues", MODEL), pydantic_source),
    ]  # fmt: skip
    for emitted in zod_schemas():
        if emitted["zod"] == "zod4":
            # zod 4 (draft-07 through the SDK) wraps every optional reference in allOf: a property
            # with no top-level type, whose expectation core leaves open (SPEC §1.2): no row fits it
            continue
        source = {"kind": emitted["zod"], "module": emitted["source"], "model": TOOL}
        groups.append(
            group(
                f"{emitted['zod']}-mcp", f"McpServer with {emitted['zod']}", "mcp", emitted["schema"], source
            )
        )
    provenance = {
        "kind": "generator",
        "file": "toolcall_conformance/generators/seed.py",
        "generator": "toolcall_conformance.generators.seed",
        "rows": "corpora/seed.json#seed-native",
        "pydantic": "toolcall_conformance/generators/seed_models.py",
        "zod": "node_fixtures/fixtures/seed-models.mjs",
    }
    description = (
        "The seed's five rows against schemas generated from a real pydantic model and real zod schemas "
        "(each group names its source), so servers that build the tool themselves run them too."
    )
    return {"description": description, "provenance": provenance, "groups": groups}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m toolcall_conformance.generators.seed", description=__doc__
    )
    parser.add_argument("--check", action="store_true", help="fail when the committed file is stale")
    text = render(document())
    if parser.parse_args(argv).check:
        if not OUT.exists() or OUT.read_text("utf-8") != text:
            print(
                "stale: corpora/seed/sources.json (run `python -m toolcall_conformance.generators.seed`)",
                file=sys.stderr,
            )
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
