"""The generated corpora hold the real-world shapes the suite exists for."""

from __future__ import annotations

import json
import re

import pytest

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT

GENERATED = DEFAULT_CORPUS_ROOT / "generated"


def groups(file_name: str) -> list[dict]:
    return json.loads((GENERATED / file_name).read_text("utf-8"))["groups"]


def refs_with_siblings(node, found):
    if isinstance(node, dict):
        if isinstance(node.get("$ref"), str):
            found.append((node["$ref"], sorted(set(node) - {"$ref"})))
        for value in node.values():
            refs_with_siblings(value, found)
    elif isinstance(node, list):
        for value in node:
            refs_with_siblings(value, found)
    return found


def all_refs(file_name: str) -> list[tuple[str, list[str]]]:
    found: list = []
    for group in groups(file_name):
        refs_with_siblings(group["tool"]["parameters"], found)
    return found


@pytest.mark.parametrize(
    "pattern",
    [r"^#/properties/[^/]+/anyOf/0$", r"/items$", r"/additionalProperties$", r"^#$", r"/allOf/0$"],
)
def test_zod_to_json_schema_path_refs(pattern):
    assert any(re.search(pattern, ref) for ref, _ in all_refs("zod-to-json-schema.json"))


def test_pydantic_defs_refs_with_sibling_keywords():
    refs = all_refs("pydantic.json")
    assert any(
        ref.startswith("#/$defs/") and {"description", "default"} & set(siblings) for ref, siblings in refs
    )


def test_zod4_reused_schema_refs():
    assert any(ref.startswith("#/$defs/__schema0") for ref, _ in all_refs("zod4.json"))


def test_draft_7_definitions():
    for file_name in ("zod4.json", "mcp-sdk.json", "pydantic-captures.json"):
        assert any("definitions" in g["tool"]["parameters"] for g in groups(file_name)), file_name


def test_mcp_sdk_tools_list_for_zod_3_and_zod_4():
    harvested = {g["provenance"]["options"]["zod"] for g in groups("mcp-sdk.json")}
    assert {"zod3", "zod4"} <= harvested
    assert all(g["tool"]["origin"] == "mcp" for g in groups("mcp-sdk.json"))


def test_enough_schemas_and_cases():
    files = [p.name for p in GENERATED.glob("*.json")]
    all_groups = [g for name in files for g in groups(name)]
    assert len(all_groups) >= 50
    assert sum(len(g["cases"]) for g in all_groups) >= 400


def test_every_file_records_its_provenance():
    for path in GENERATED.glob("*.json"):
        document = json.loads(path.read_text("utf-8"))
        assert document["provenance"]["generator"] == "toolcall_conformance.generators.build", path
        assert all(g.get("provenance") for g in document["groups"]), path
