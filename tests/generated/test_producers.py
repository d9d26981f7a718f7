"""Second opinion from the producer: every generated core expectation is accepted unchanged by the
validator of the library whose output the tool's schema is.

- zod fixtures (`zod-to-json-schema.json`, `zod4.json`, `mcp-sdk.json`): zod's own `safeParse` with
  the fixture's zod schema, in Node (`node_fixtures/parse.mjs`, run with the Node of `nodejs-bin` as
  `emit.mjs` is). The MCP SDK validates a call with that same zod schema.
- pydantic models (`pydantic.json`): `native` groups with `Model.model_validate` (lax mode, as
  pydantic validates by default); `mcp` groups with the arguments model FastMCP builds for the tool
  (`pydantic_models.arguments_model`), which validates every call. A function target's arguments are
  that model in both origins.

"Accepted unchanged": the producer accepts the value, and what it hands the tool, as JSON, holds
every value sent as sent. pydantic: `model_dump(mode="json", by_alias=True, exclude_unset=True,
round_trip=True)` (round trip: a `Json` field dumps back to JSON text);
zod: the parsed output, leaving out members the producer filled in from defaults. JSON has one
number type, so an integer and a float of the same value are the same; a boolean is no number.
pydantic's JSON mode writes a `Decimal` as text: the same number as text counts as unchanged.

No producer is at hand for the other generated and wild cases: `pydantic-captures.json` comes from
pydantic 1.10 and 2.8 captures and FastMCP `tools/list` captures, the wild corpus from published
servers' captures. Their expectations are judged by `jsonschema` only (`test_typed_samples.py`).
"""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from importlib import import_module

import pytest
from pydantic import BaseModel, ValidationError

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora
from toolcall_conformance.generators import build, pydantic_models

GENERATED = DEFAULT_CORPUS_ROOT / "generated"
ZOD_FILES = ("zod-to-json-schema", "zod4", "mcp-sdk")
LOSSY = build.LOSSY
"""Their refusals are expected, and must still happen (a listed group that zod accepts fails the test,
so the list cannot go stale)."""


def core_expectations(stem: str) -> list[tuple[str, dict, object]]:
    """(group id, group, expected value) for every core case of one generated file."""
    groups = {g["id"]: g for g in json.loads((GENERATED / f"{stem}.json").read_text("utf-8"))["groups"]}
    return [
        (case.id.split("/")[1], groups[case.id.split("/")[1]], case.expected)
        for case in load_corpora([GENERATED / f"{stem}.json"])
        if case.level == "core"
    ]


def same_json(sent: object, got: object, decimal_text: bool = False) -> bool:
    """Equal as JSON; with `decimal_text`, a number may come back as its text (pydantic's Decimal)."""
    if isinstance(sent, bool) or isinstance(got, bool):
        return type(sent) is type(got) and sent == got
    if isinstance(sent, int | float) and isinstance(got, int | float):
        return sent == got
    if decimal_text and isinstance(sent, int | float) and isinstance(got, str):
        return Decimal(got) == Decimal(repr(sent))
    if isinstance(sent, dict) and isinstance(got, dict):
        return sent.keys() == got.keys() and all(same_json(sent[k], got[k], decimal_text) for k in sent)
    if isinstance(sent, list) and isinstance(got, list):
        return len(sent) == len(got) and all(
            same_json(x, y, decimal_text) for x, y in zip(sent, got, strict=True)
        )
    return type(sent) is type(got) and sent == got


def without_added(output: object, sent: object) -> object:
    """The output restricted to the members that were sent (defaults the producer added left out)."""
    if isinstance(output, dict) and isinstance(sent, dict):
        return {k: without_added(v, sent[k]) for k, v in output.items() if k in sent}
    if isinstance(output, list) and isinstance(sent, list) and len(output) == len(sent):
        return [without_added(o, s) for o, s in zip(output, sent, strict=True)]
    return output


def zod_answers(requests: list[dict]) -> list[dict]:
    done = subprocess.run(
        [sys.executable, "-m", "nodejs", str(build.NODE_FIXTURES / "parse.mjs")],
        input=json.dumps(requests),
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def zod_refusals(values: list[tuple[str, object]]) -> list[str]:
    """Why zod refuses or changes each (fixture, value), for those it does not accept unchanged."""
    answers = zod_answers([{"fixture": fixture, "value": value} for fixture, value in values])
    wrong = []
    for (fixture, value), answer in zip(values, answers, strict=True):
        if not answer["accepted"]:
            wrong.append(f"{fixture}: refused: {answer['issues'][:200]}")
        elif not same_json(value, without_added(answer["output"], value)):
            wrong.append(f"{fixture}: changed to {json.dumps(answer['output'])[:200]}")
    return wrong


def validating_model(group: dict) -> type[BaseModel]:
    name = group["tool"]["name"].replace("_", "-")
    module, _, qualname = group["provenance"]["model"].partition(":")
    target = getattr(import_module(module), qualname)
    if group["tool"]["origin"] == "mcp" or not pydantic_models.is_model(target):
        return pydantic_models.arguments_model(name, target)
    return target


def pydantic_refusal(model: type[BaseModel], value: object) -> str | None:
    try:
        validated = model.model_validate(value)
    except ValidationError as error:
        return f"refused: {str(error)[:200]}"
    dumped = validated.model_dump(mode="json", by_alias=True, exclude_unset=True, round_trip=True)
    return None if same_json(value, dumped, decimal_text=True) else f"changed to {json.dumps(dumped)[:200]}"


@pytest.mark.skipif(not (build.NODE_FIXTURES / "node_modules").exists(), reason="needs `make node-deps`")
@pytest.mark.parametrize("stem", ZOD_FILES)
def test_zod_accepts_every_core_expectation_unchanged(stem):
    values = [(group_id, expected) for group_id, _, expected in core_expectations(stem)]
    assert len(values) > 50
    wrong = zod_refusals(values)
    lossy = {group_id for group_id, _ in values if group_id in LOSSY}
    assert {w.split(":", 1)[0] for w in wrong if w.split(":", 1)[0] in LOSSY} == lossy
    wrong = [w for w in wrong if w.split(":", 1)[0] not in LOSSY]
    assert not wrong, f"{len(wrong)} of {len(values)}:\n" + "\n".join(wrong[:20])


def test_pydantic_accepts_every_core_expectation_unchanged():
    found = core_expectations("pydantic")
    assert len(found) > 100
    wrong = []
    for group_id, group, expected in found:
        why = pydantic_refusal(validating_model(group), expected)
        if why is not None:
            wrong.append(f"{group_id}: {why}")
    assert not wrong, f"{len(wrong)} of {len(found)}:\n" + "\n".join(wrong[:20])


@pytest.mark.skipif(not (build.NODE_FIXTURES / "node_modules").exists(), reason="needs `make node-deps`")
def test_zod_refuses_what_its_schema_refuses_and_reports_what_it_changes():
    """The opinion can fail: the issue's invalid samples are refused, a stripped member is a change."""
    refused = zod_refusals(
        [
            ("zod4.contact", {"person": {"first name": "a", "last name": "b"}, "home": {"country": "text"}}),
            ("mcp-sdk.zod3.annotated_note", {"note": {"body": "text"}}),
            ("zod-to-json-schema.search", {"query": "text", "limit": "3"}),
        ]
    )
    assert len(refused) == 3 and all(": refused: " in r for r in refused), refused
    accepted = next(
        expected for group_id, _, expected in core_expectations("zod4") if group_id == "zod4.search"
    )
    assert zod_refusals([("zod4.search", accepted)]) == []
    changed = zod_refusals([("zod4.search", {**accepted, "not-in-the-schema": 1})])
    assert len(changed) == 1 and ": changed to " in changed[0], changed


def test_pydantic_refuses_what_its_model_refuses_and_reports_what_it_changes():
    group = {"tool": {"name": "thermostat", "origin": "native"}, "provenance": {"model": ""}}
    group["provenance"]["model"] = pydantic_models.model_path(pydantic_models.MODELS["thermostat"])
    model = validating_model(group)
    assert pydantic_refusal(model, {"room": "text", "target": 2.5}) is not None  # below its minimum
    assert pydantic_refusal(model, {"room": "text", "target": "7.5"}).startswith(
        "changed"
    )  # lax: "7.5" -> 7.5
    assert pydantic_refusal(model, {"room": "text", "target": 7.5}) is None
