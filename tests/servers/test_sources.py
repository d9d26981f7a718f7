"""A case's source: stated on a group's tool or named by its provenance, validated, and what it
makes unsupported for an implementation that builds its tools from sources (SPEC §5)."""

from __future__ import annotations

import inspect
import json
from importlib import import_module
from pathlib import Path

import pytest

from toolcall_conformance.corpus import CorpusError, load_corpora, load_file, sources
from toolcall_conformance.corpus.loader import corpus_roots
from toolcall_conformance.generators import pydantic_models, pydantic_params
from toolcall_conformance.generators.build import LOSSY, ROOT
from toolcall_conformance.model import CoerceCase, Feature, Source, missing_source


def corpus(tmp_path: Path, tool: dict, provenance: dict | None = None, group_id: str = "g") -> Path:
    group = {"id": group_id, "description": "d", "kind": "coerce", "tool": tool, "cases": [
        {"id": "c", "description": "d", "level": "core", "tags": ["t"], "spec": "1.2",
         "arguments": {"n": "5"}, "expected": {"n": 5}}]}  # fmt: skip
    if provenance is not None:
        group["provenance"] = provenance
    path = tmp_path / "c.json"
    path.write_text(json.dumps({"description": "d", "groups": [group]}))
    return path


MODELS = "node_fixtures/fixtures/models.mjs"
TOOL = {
    "name": "t",
    "origin": "native",
    "parameters": {"type": "object", "properties": {"n": {"type": "integer"}}},
}


def only(path: Path) -> CoerceCase:
    (case,) = load_file(path, path.parent)
    assert isinstance(case, CoerceCase)
    return case


def test_a_stated_source_is_carried_to_the_tool(tmp_path):
    source = {"kind": "zod4", "module": "node_fixtures/fixtures/models.mjs", "model": "search"}
    case = only(corpus(tmp_path, {**TOOL, "source": source}))
    assert case.tool.source == Source("zod4", "node_fixtures/fixtures/models.mjs", "search")
    assert case.tool.as_json()["source"] == source


def test_generator_provenance_names_the_source(tmp_path):
    pydantic = {"model": "suite.generators.pydantic_models:AddressBookInput", "library": "pydantic"}
    assert only(corpus(tmp_path, TOOL, pydantic)).tool.source == Source(
        "pydantic", "toolcall_conformance.generators.pydantic_models", "AddressBookInput"
    )
    sdk = {"library": "mcp-sdk", "source": "node_fixtures/fixtures/models.mjs",
           "options": {"zod": "zod3", "registration": "object", "model": "contact"}}  # fmt: skip
    assert only(corpus(tmp_path, TOOL, sdk)).tool.source == Source(
        "zod3", "node_fixtures/fixtures/models.mjs", "contact"
    )
    converted = {"library": "zod-to-json-schema", "source": "node_fixtures/fixtures/models.mjs",
                 "zod": "zod3", "model": "search", "options": {"$refStrategy": "none"}}  # fmt: skip
    assert only(corpus(tmp_path, TOOL, converted)).tool.source == Source(
        "zod3", "node_fixtures/fixtures/models.mjs", "search"
    )
    zod4 = {"library": "zod4", "source": "node_fixtures/fixtures/zod4-models.mjs", "zod": "zod4",
            "model": "org_chart", "options": {"target": "draft-7"}}  # fmt: skip
    assert only(corpus(tmp_path, TOOL, zod4)).tool.source == Source(
        "zod4", "node_fixtures/fixtures/zod4-models.mjs", "org_chart"
    )


@pytest.mark.parametrize(
    ("provenance", "group_id"),
    [
        ({"model": "suite.generators.pydantic_v1_models:AddressBookInput"}, "g"),  # pydantic 1.x code
        ({"model": "suite.generators.pydantic_models:AddressBookInput"}, "capture.address-book.wrapped"),
        ({"library": "zod4", "source": MODELS, "options": {}}, "g"),  # no model
        ({"library": "zod4", "source": MODELS, "zod": "zod4", "options": {}}, "g"),  # no model
        ({"library": "zod4", "source": MODELS, "zod": "zod5", "model": "search"}, "g"),  # no such major
        ({"library": "zod-to-json-schema", "zod": "zod3", "model": "search"}, "g"),  # no fixture file
        ({"source": MODELS, "zod": "zod3", "model": "search", "lossy": "it accepts what zod refuses"}, "g"),
        ({"model": "os:system"}, "g"),  # not a module of models
    ],
)
def test_provenance_that_names_no_buildable_source_gives_none(tmp_path, provenance, group_id):
    assert only(corpus(tmp_path, TOOL, provenance, group_id)).tool.source is None


@pytest.mark.parametrize(
    ("source", "field"),
    [
        ({"kind": "java", "module": "m", "model": "x"}, "tool.source"),
        ({"kind": "zod3", "module": "m"}, "tool.source"),
        ({"kind": "zod3", "module": "", "model": "x"}, "tool.source"),
    ],
)
def test_a_bad_stated_source_is_one_line_naming_file_group_and_field(tmp_path, source, field):
    with pytest.raises(CorpusError) as info:
        load_file(corpus(tmp_path, {**TOOL, "source": source}), tmp_path)
    message = str(info.value)
    assert "c.json" in message and field in message and "\n" not in message


def case_with(source: Source | None, tmp_path: Path) -> CoerceCase:
    tool = {**TOOL, "source": source.as_json()} if source else TOOL
    return only(corpus(tmp_path, tool))


def test_a_server_runs_only_cases_with_a_source_it_builds(tmp_path):
    python_server = frozenset({Feature.COERCE, Feature.MCP, Feature.SOURCE_PYDANTIC})
    node_server = frozenset({Feature.COERCE, Feature.MCP, Feature.SOURCE_ZOD})
    agent = frozenset({Feature.COERCE, Feature.MCP})
    pydantic = case_with(
        Source("pydantic", "toolcall_conformance.generators.pydantic_models", "SearchInput"), tmp_path
    )
    zod = case_with(Source("zod3", "node_fixtures/fixtures/models.mjs", "search"), tmp_path)
    none = case_with(None, tmp_path)
    assert missing_source(pydantic, python_server) is None
    assert missing_source(zod, python_server) == Feature.SOURCE_PYDANTIC
    assert missing_source(none, python_server) == Feature.SOURCE_PYDANTIC
    assert missing_source(zod, node_server) is None
    assert missing_source(pydantic, node_server) == Feature.SOURCE_ZOD
    assert all(missing_source(case, agent) is None for case in (pydantic, zod, none)), "agents run every case"


def test_the_bundled_corpora_give_each_server_row_hundreds_of_sourced_cases():
    kinds: dict[str, int] = {}
    for case in load_corpora(corpus_roots()):
        if isinstance(case, CoerceCase) and case.tool.source is not None:
            kinds[case.tool.source.kind] = kinds.get(case.tool.source.kind, 0) + 1
    assert kinds["pydantic"] >= 500
    assert kinds["zod3"] + kinds["zod4"] >= 500


def test_every_generated_group_converted_from_a_zod_model_names_it_unless_lossy():
    """zod-to-json-schema's and zod 4's own output is built from a fixture's zod model as surely as an MCP
    SDK's listing is, so a server runs those groups too; only a lossy conversion is left out."""
    for stem in ("zod-to-json-schema", "zod4", "mcp-sdk"):
        document = json.loads((corpus_roots()[0] / "generated" / f"{stem}.json").read_text("utf-8"))
        for group in document["groups"]:
            found = sources.of_group(group)
            if group["id"] in LOSSY:
                assert found is None, group["id"]
                continue
            parts = group["id"].split(".")
            kind = {"zod-to-json-schema": "zod3", "zod4": "zod4", "mcp-sdk": parts[1]}[stem]
            name = parts[2] if stem == "mcp-sdk" else parts[1]
            assert found is not None and found.kind == kind, group["id"]
            assert name in (found.model, f"{found.model}_shape"), group["id"]
            assert (ROOT / found.module).is_file(), group["id"]


def test_a_wrapped_capture_names_the_tool_taking_its_model_as_params(tmp_path):
    provenance = {"model": "suite.generators.pydantic_models:SearchInput", "style": "wrapped"}
    found = only(corpus(tmp_path, TOOL, provenance, "capture.search.wrapped")).tool.source
    assert found == Source("pydantic", "toolcall_conformance.generators.pydantic_params", "SearchInput")
    tool = getattr(pydantic_params, found.model)
    (parameter,) = inspect.signature(tool).parameters.values()
    assert parameter.name == "params" and parameter.annotation is pydantic_models.SearchInput
    seed = {"model": "suite.generators.seed_models:ListIssuesInput", "style": "wrapped"}
    assert only(corpus(tmp_path, TOOL, seed, "g.wrapped")).tool.source is None, "no such tool is written"


def test_every_pydantic_generated_group_a_server_can_build_names_its_source():
    """pydantic 2 models and their tools, in both styles; only the pydantic 1.x captures name none (the MCP
    SDKs need pydantic 2, so no server can register those models)."""
    for stem in ("pydantic", "pydantic-captures"):
        document = json.loads((corpus_roots()[0] / "generated" / f"{stem}.json").read_text("utf-8"))
        for group in document["groups"]:
            found = sources.of_group(group)
            if group["provenance"].get("capture", "").endswith("/1.10.27.json"):
                assert found is None, group["id"]
                continue
            assert found is not None and found.kind == "pydantic", group["id"]
            wrapped = group["id"].endswith(".wrapped")
            assert found.module == (
                "toolcall_conformance.generators.pydantic_params" if wrapped else found.module
            )
            assert getattr(import_module(found.module), found.model, None) is not None or found.model in {
                getattr(t, "__qualname__", None) for t in pydantic_models.MODELS.values()
            }, group["id"]
