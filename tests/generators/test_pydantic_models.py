"""Facts about the schemas real pydantic makes of the suite's models, and about captured data.

The expected shapes are what pydantic and the MCP SDK are known to emit (and what SPEC §1.1, §2
and §4 talk about): they are written out here, not read back from the generator.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pydantic
import pytest

from toolcall_conformance.generators import pydantic_models
from toolcall_conformance.generators.pydantic_models import generate

CAPTURES = Path(__file__).resolve().parents[2] / "toolcall_conformance" / "generators" / "captures"


@pytest.fixture(scope="module")
def records() -> list[dict[str, Any]]:
    return generate()


def schema_of(records: list[dict[str, Any]], name: str, origin: str = "native") -> dict[str, Any]:
    [found] = [r["schema"] for r in records if r["name"] == name and r["origin"] == origin]
    return found


def load_capture(file_name: str) -> dict[str, Any]:
    return json.loads((CAPTURES / file_name).read_text(encoding="utf-8"))


def captured(capture: dict[str, Any], name: str) -> dict[str, Any]:
    [found] = [entry["schema"] for entry in capture["schemas"] if entry["name"] == name]
    return found


def resolve_pointer(root: Any, ref: str) -> Any:
    assert ref.startswith("#/"), ref
    node = root
    for token in ref[2:].split("/"):
        node = node[token.replace("~1", "/").replace("~0", "~")]
    return node


def all_refs(node: Any) -> list[str]:
    if isinstance(node, dict):
        own = [node["$ref"]] if isinstance(node.get("$ref"), str) else []
        return own + [ref for value in node.values() for ref in all_refs(value)]
    if isinstance(node, list):
        return [ref for value in node for ref in all_refs(value)]
    return []


def pydantic_at_least(major: int, minor: int) -> bool:
    found_major, found_minor = (int(part) for part in pydantic.VERSION.split(".")[:2])
    return (found_major, found_minor) >= (major, minor)


# ---------------------------------------------------------------- the generated records


def test_at_least_25_models_each_with_a_native_and_an_mcp_record(records):
    names = sorted({r["name"] for r in records})
    assert len(names) >= 25
    assert len(records) == 2 * len(names)
    for name in names:
        assert sorted(r["origin"] for r in records if r["name"] == name) == ["mcp", "native"]


def test_records_are_sorted_by_name_and_carry_their_provenance(records):
    assert [r["name"] for r in records] == sorted(r["name"] for r in records)
    for r in records:
        assert set(r) == {"name", "model", "library", "pydantic_version", "origin", "schema"}
        assert r["library"] == "pydantic"
        assert r["pydantic_version"] == pydantic.VERSION
        assert r["model"].startswith("toolcall_conformance.generators.pydantic_models:")


def test_output_is_deterministic_including_key_order(records):
    assert json.dumps(generate()) == json.dumps(records)


def test_shared_names_with_the_zod_fixtures_exist(records):
    names = {r["name"] for r in records}
    assert {"search", "pagination", "filters", "person", "tree", "page"} <= names


def test_every_ref_resolves_inside_its_own_document(records):
    for r in records:
        for ref in all_refs(r["schema"]):
            assert isinstance(resolve_pointer(r["schema"], ref), dict), (r["name"], ref)


@pytest.mark.skipif(not pydantic_at_least(2, 9), reason="sibling keywords beside $ref: 2.9+")
def test_description_and_default_sit_beside_ref_in_2_9_and_later(records):
    properties = schema_of(records, "search")["properties"]
    assert properties["limit"] == {
        "$ref": "#/$defs/Count",
        "default": 10,
        "description": "How many results to return.",
    }
    assert properties["offset"]["$ref"] == "#/$defs/Count"
    profile = schema_of(records, "profile")["properties"]
    assert profile["home"] == {
        "$ref": "#/$defs/Address",
        "description": "Where the person lives.",
        "title": "Home address",
    }


def test_shared_count_type_is_one_integer_definition(records):
    schema = schema_of(records, "search")
    count = schema["$defs"]["Count"]
    assert (count["type"], count["minimum"], count["maximum"]) == ("integer", 0, 1000)


def test_optional_submodel_is_any_of_ref_and_null(records):
    address = schema_of(records, "contact")["properties"]["address"]
    assert address["anyOf"] == [{"$ref": "#/$defs/Address"}, {"type": "null"}]
    assert "type" not in address


def test_optional_scalar_has_no_top_level_type(records):
    age = schema_of(records, "profile-update")["properties"]["age"]
    assert age == {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": None, "title": "Age"}


def test_enums_go_through_ref(records):
    schema = schema_of(records, "ticket")
    assert schema["properties"]["priority"]["$ref"] == "#/$defs/Priority"
    assert schema["$defs"]["Priority"]["enum"] == ["low", "normal", "high", "urgent"]
    assert schema["$defs"]["Severity"] == {
        "enum": [1, 2, 3],
        "title": "Severity",
        "type": "integer",
    }


def test_recursive_model_has_a_ref_at_the_root(records):
    schema = schema_of(records, "tree")
    assert schema["$ref"] == "#/$defs/TreeNode"
    assert "properties" not in schema
    children = schema["$defs"]["TreeNode"]["properties"]["children"]
    assert children["items"] == {"$ref": "#/$defs/TreeNode"}


def test_discriminator_mapping_holds_ref_strings(records):
    shape = schema_of(records, "draw")["properties"]["shape"]
    assert shape["discriminator"] == {
        "mapping": {
            "circle": "#/$defs/Circle",
            "polygon": "#/$defs/Polygon",
            "rectangle": "#/$defs/Rectangle",
        },
        "propertyName": "kind",
    }
    assert {"$ref": "#/$defs/Circle"} in shape["oneOf"]
    pet = schema_of(records, "adopt")["properties"]["pet"]
    assert pet["discriminator"]["mapping"]["lizard"] == "#/$defs/Lizard"
    assert pet["discriminator"]["mapping"]["reptile"] == "#/$defs/Lizard"


def test_optional_discriminated_union_nests_one_of_inside_any_of(records):
    payment = schema_of(records, "payment")["properties"]["payment"]
    union, null = payment["anyOf"]
    assert null == {"type": "null"}
    assert union["discriminator"]["propertyName"] == "method"


def test_alias_keys_with_spaces_keep_field_order(records):
    person = schema_of(records, "person")
    assert list(person["properties"]) == ["first name", "last name", "age", "email"]
    assert person["required"] == ["first name", "last name"]
    address = schema_of(records, "contact")["$defs"]["Address"]
    assert list(address["properties"]) == ["street name", "city", "zip code", "country"]


def test_clashing_and_long_keys_arrive_verbatim(records):
    keys = list(schema_of(records, "clashing")["properties"])
    assert keys[:2] == ["first name", "first_name"]
    assert len(keys[2]) > 64
    assert keys[3] == "größe"


def test_generic_page_names_its_definition_after_the_argument(records):
    schema = schema_of(records, "page")
    assert schema["title"] == "Page[Item]"
    assert schema["properties"]["items"]["items"] == {"$ref": "#/$defs/Item"}


def test_function_signature_schema_forbids_extra_keys(records):
    schema = schema_of(records, "create-issue")
    assert schema["additionalProperties"] is False
    assert list(schema["properties"]) == ["title", "body", "labels", "assignee", "priority", "limit"]
    assert schema["properties"]["assignee"]["anyOf"][0] == {"$ref": "#/$defs/PersonInput"}


def test_scalar_formats_and_containers(records):
    schedule = schema_of(records, "schedule")["properties"]
    assert schedule["event_id"]["format"] == "uuid"
    assert schedule["starts_at"]["format"] == "date-time"
    geometry = schema_of(records, "geometry")["properties"]
    assert geometry["origin"]["prefixItems"] == [{"type": "number"}, {"type": "number"}]
    assert geometry["tags"]["uniqueItems"] is True
    stock = schema_of(records, "inventory")["properties"]["stock"]
    assert stock["additionalProperties"] == {"type": "integer"}


# ---------------------------------------------------------------- the mcp variant


def test_mcp_variant_is_the_arguments_model_of_the_tool_function(records):
    search = schema_of(records, "search", "mcp")
    assert search["title"] == "searchArguments"
    assert "description" not in search
    native = schema_of(records, "search")
    assert search["properties"] == native["properties"]
    assert search["$defs"] == native["$defs"]


def test_mcp_variant_of_a_recursive_model_is_an_object_with_properties(records):
    tree = schema_of(records, "tree", "mcp")
    assert tree["type"] == "object"
    assert "$ref" not in tree
    assert tree["properties"]["children"]["items"] == {"$ref": "#/$defs/TreeNode"}


def sdk_captures() -> list[str]:
    return sorted(path.name for path in CAPTURES.glob("fastmcp-mcp-*.json"))


@pytest.mark.parametrize("file_name", sdk_captures())
def test_sdk_publishes_its_arguments_model_schema_unchanged(file_name):
    capture = load_capture(file_name)
    assert capture["schemas"]
    for entry in capture["schemas"]:
        assert entry["equals_arguments_model_schema"] is True, entry["name"]
        assert entry["equals_native_schema"] is False, entry["name"]


@pytest.mark.parametrize("file_name", sdk_captures())
def test_mcp_variant_equals_what_the_sdk_advertised(records, file_name):
    capture = load_capture(file_name)
    if capture["provenance"]["pydantic_version"] != pydantic.VERSION:
        pytest.skip("captured under another pydantic version")
    fields_style = [e for e in capture["schemas"] if e["style"] == "fields"]
    assert {e["name"] for e in fields_style} == {r["name"] for r in records}
    for entry in fields_style:
        assert schema_of(records, entry["name"], "mcp") == entry["schema"], entry["name"]


def test_sdk_1x_keeps_pydantic_key_order_and_2x_moves_type_first(records):
    v1 = load_capture("fastmcp-mcp-1.30.0.json")
    v2 = load_capture("fastmcp-mcp-2.3.0.json")
    if v1["provenance"]["pydantic_version"] != pydantic.VERSION:
        pytest.skip("captured under another pydantic version")
    generated = json.dumps(schema_of(records, "person", "mcp"))
    assert json.dumps(captured(v1, "person")) == generated
    assert list(captured(v2, "person")) == ["type", "properties", "required", "title"]


# ---------------------------------------------------------------- older pydantic, captured once


def test_pydantic_2_8_wraps_a_ref_with_siblings_in_all_of():
    capture = load_capture("2.8.2.json")
    assert capture["provenance"]["pydantic_version"] == "2.8.2"
    limit = captured(capture, "search")["properties"]["limit"]
    assert limit == {
        "allOf": [{"$ref": "#/$defs/Count"}],
        "default": 10,
        "description": "How many results to return.",
    }
    tree = captured(capture, "tree")
    assert tree["allOf"] == [{"$ref": "#/$defs/TreeNode"}]
    assert "$ref" not in tree
    address = captured(capture, "contact")["properties"]["address"]
    assert address["anyOf"] == [{"$ref": "#/$defs/Address"}, {"type": "null"}]


def test_pydantic_1_10_uses_definitions():
    capture = load_capture("1.10.27.json")
    assert capture["provenance"]["pydantic_version"] == "1.10.27"
    for entry in capture["schemas"]:
        assert "$defs" not in entry["schema"], entry["name"]
        for ref in all_refs(entry["schema"]):
            assert ref.startswith("#/definitions/"), (entry["name"], ref)
            assert isinstance(resolve_pointer(entry["schema"], ref), dict)
    assert captured(capture, "tree")["$ref"] == "#/definitions/TreeNode"
    shape = captured(capture, "draw")["properties"]["shape"]
    assert shape["discriminator"]["mapping"]["circle"] == "#/definitions/Circle"
    address = captured(capture, "contact")["properties"]["address"]
    assert address["allOf"] == [{"$ref": "#/definitions/Address"}]
    assert "anyOf" not in address


@pytest.mark.parametrize("file_name", ["2.8.2.json", "1.10.27.json"])
def test_captures_say_how_to_reproduce_them(file_name):
    provenance = load_capture(file_name)["provenance"]
    assert provenance["python_version"]
    assert any("pip install" in line for line in provenance["reproduce"])
    assert any("pydantic_legacy_capture.py" in line for line in provenance["reproduce"])


def test_capture_model_names_are_known_models():
    names = set(pydantic_models.MODELS)
    for file_name in ("2.8.2.json", "1.10.27.json"):
        assert {e["name"] for e in load_capture(file_name)["schemas"]} <= names
