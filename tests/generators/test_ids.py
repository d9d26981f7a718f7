"""A case keeps its id while its expectation stays the same, and gets a new one when it changes."""

from __future__ import annotations

import copy
import json
import re

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT
from toolcall_conformance.generators import ids


def committed_case(folder: str, stem: str) -> tuple[dict, dict]:
    """The document without its groups but the first whose cases all kept their legacy ids."""
    document = json.loads((DEFAULT_CORPUS_ROOT / folder / f"{stem}.json").read_text("utf-8"))
    group = next(g for g in document["groups"] if all("." not in c["id"] for c in g["cases"]))
    return {**document, "groups": [group]}, group


def test_an_unchanged_legacy_case_keeps_its_plain_id():
    document, group = committed_case("generated", "pydantic")
    settled = ids.settle("generated/pydantic", copy.deepcopy(document))
    assert [c["id"] for c in settled["groups"][0]["cases"]] == [c["id"] for c in group["cases"]]


def test_a_changed_expectation_or_level_gets_a_new_id():
    document, group = committed_case("generated", "pydantic")
    case = next(c for c in group["cases"] if "." not in c["id"])
    for change in ("typed", "level"):
        altered = copy.deepcopy({**document, "groups": [{**group, "cases": [case]}]})
        target = altered["groups"][0]["cases"][0]
        if change == "typed":
            target["provenance"]["typed"] = {**target["provenance"]["typed"], "extra": 1}
        else:
            target["level"] = "hermes" if target["level"] == "core" else "core"
        settled = ids.settle("generated/pydantic", altered)["groups"][0]["cases"][0]["id"]
        assert re.fullmatch(re.escape(case["id"]) + r"\.[0-9a-f]{8}", settled), (change, settled)


def test_the_same_content_gets_the_same_new_id_everywhere():
    _, group = committed_case("generated", "pydantic")
    case = copy.deepcopy(group["cases"][0])
    case["id"] = case["id"].split(".")[0]
    case["arguments"] = {"new": "arguments"}
    one = ids.settle("generated/pydantic", {"groups": [{"id": group["id"], "cases": [copy.deepcopy(case)]}]})
    two = ids.settle("generated/pydantic", {"groups": [{"id": group["id"], "cases": [copy.deepcopy(case)]}]})
    assert one == two
    assert one["groups"][0]["cases"][0]["id"] != case["id"]
