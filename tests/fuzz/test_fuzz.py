"""The fuzz command: each property holds for the reference and catches what it claims to catch."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from fuzz_miniatures import FailsOnRefs, RefBlind, RewrapsArrays
from hypothesis import given, settings
from hypothesis import strategies as st

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.reference import ReferenceAdapter
from toolcall_conformance.cli.commands import fuzz as command
from toolcall_conformance.cli.main import main
from toolcall_conformance.corpus import load_corpora
from toolcall_conformance.fuzz.hoist import pointer, ref_forms, resolves_fully
from toolcall_conformance.fuzz.properties import examples
from toolcall_conformance.fuzz.runner import hypothesis_settings, run_property
from toolcall_conformance.fuzz.savecase import save_case
from toolcall_conformance.fuzz.schemas import tool_schemas
from toolcall_conformance.generators.inline import inline
from toolcall_conformance.runner import engine
from toolcall_conformance.schemakit.names import renamed_keys

REPO = Path(__file__).resolve().parents[2]
BEFORE_PYTHON = environments.folder("hermes-before") / "bin" / "python"
SERVE = REPO / "tests" / "fakes" / "miniatures" / "serve_miniature.py"
SUMMARY = re.compile(r"^fuzz(?: (\w+))?: (\d+) examples, (\d+) failures$", re.MULTILINE)


def fuzz(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["fuzz", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def summaries(out: str) -> dict[str, tuple[int, int]]:
    return {name or "total": (int(n), int(m)) for name, n, m in SUMMARY.findall(out)}


def contains_ref(node) -> bool:
    return "$ref" in json.dumps(node)


@pytest.mark.skipif(not BEFORE_PYTHON.exists(), reason=f"{BEFORE_PYTHON} missing: run `make implementations`")
def test_hermes_before_breaks_ref_transparency_and_the_saved_case_pins_it(capsys, tmp_path):
    code, out, _ = fuzz(
        capsys, "--impl", "hermes-before", "--property", "transparency", "--save-case", str(tmp_path)
    )
    assert code == 1
    assert "transparency FAILED" in out
    assert summaries(out)["transparency"][1] == 1
    saved = list(tmp_path.glob("fuzz-transparency-*.json"))
    assert len(saved) == 1
    document = json.loads(saved[0].read_text())
    parameters = document["groups"][0]["tool"]["parameters"]
    assert contains_ref(parameters)
    assert len(json.dumps(parameters)) < 400, "the failure was not shrunk to a small schema"
    assert len(document["groups"][0]["cases"][0]["arguments"]) == 1
    cases = load_corpora([tmp_path])
    assert cases[0].tags[:2] == ("fuzz", "ref")
    assert [r.outcome for r in engine.run(ReferenceAdapter(), cases)] == ["passed"]


def test_a_ref_blind_implementation_breaks_transparency_and_its_saved_case_fails_it(tmp_path):
    broken = RefBlind()
    run = run_property(broken, "transparency", max_examples=100, origins=("native",))
    assert run.finding is not None
    example = run.finding.example
    assert contains_ref(example.ref_form) and not contains_ref(example.inlined)
    assert run.finding.outputs["ref form"] != run.finding.outputs["inlined form"]
    path = save_case(run.finding, broken.info, tmp_path)
    cases = load_corpora([tmp_path])
    assert [c.id for c in cases] == [f"{path.stem}/fuzz-transparency/ref-form-matches-inlined-form"]
    assert cases[0].level == "core" and cases[0].tool.parameters == example.ref_form
    assert [r.outcome for r in engine.run(broken, cases)] == ["failed"]
    assert [r.outcome for r in engine.run(ReferenceAdapter(), cases)] == ["passed"]


def test_a_ref_blind_implementation_still_passes_idempotence_and_passthrough():
    for name in ("idempotence", "passthrough"):
        assert run_property(RefBlind(), name, max_examples=100).finding is None


def served_fuzz(tmp_path: Path, miniature: str, *argv: str) -> subprocess.CompletedProcess[str]:
    """The fuzz command against a served fuzz miniature, in its own process as a user runs it.

    Hypothesis also draws the constants of every local module loaded: a test process that imported the
    generators would search (and shrink) differently from the command line, and many times slower.
    """
    impl = "cmd:" + shlex.join([sys.executable, str(SERVE), miniature])
    command = [sys.executable, "-m", "toolcall_conformance", "fuzz", "--impl", impl, *argv]
    return subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, timeout=300)


def test_a_non_idempotent_implementation_is_caught(tmp_path):
    done = served_fuzz(tmp_path, "rewraps-arrays", "--property", "idempotence", "--examples", "100")
    assert done.returncode == 1, done.stderr
    assert "idempotence FAILED" in done.stdout
    received = dict(re.findall(r"^  received \((first|second) pass\): (.*)$", done.stdout, re.MULTILINE))
    assert set(received) == {"first", "second"} and received["first"] != received["second"]


def test_a_passthrough_failure_is_saved_as_typed_in_typed_out(tmp_path):
    found = tmp_path / "found"
    argv = ["--property", "passthrough", "--examples", "100", "--save-case", str(found)]
    done = served_fuzz(tmp_path, "rewraps-arrays", *argv)
    assert done.returncode == 1, done.stderr
    cases = load_corpora([found])
    assert len(cases) == 1 and cases[0].arguments == cases[0].expected
    assert [r.outcome for r in engine.run(RewrapsArrays(), cases)] == ["failed"]
    assert [r.outcome for r in engine.run(ReferenceAdapter(), cases)] == ["passed"]


def test_an_implementation_error_is_a_failure_carrying_its_message():
    run = run_property(FailsOnRefs(), "passthrough", max_examples=50)
    assert run.finding is not None
    assert any("cannot resolve $defs" in problem for problem in run.finding.problems)


def test_the_cli_prints_the_shrunk_failure_and_exits_1(capsys, monkeypatch):
    monkeypatch.setattr(command, "create", lambda spec, options: RefBlind())
    code, out, _ = fuzz(capsys, "--impl", "ref-blind", "--property", "transparency", "--examples", "50")
    assert code == 1
    for label in ("ref form:", "inlined form:", "sent (ref form):", "received (ref form):"):
        assert label in out
    assert summaries(out)["total"][1] == 1


def test_a_seed_makes_a_random_run_reproducible(capsys, monkeypatch):
    monkeypatch.setattr(command, "create", lambda spec, options: RefBlind())
    argv = ("--impl", "x", "--profile", "dev", "--seed", "7", "--examples", "30")
    argv += ("--property", "transparency")
    first, second = fuzz(capsys, *argv), fuzz(capsys, *argv)
    assert "seed 7" in first[1]
    assert first == second


@pytest.mark.parametrize(
    "argv",
    [["--impl", "no-such-implementation"], ["--impl", "reference", "--save-case", __file__]],
)
def test_usage_errors_exit_2(capsys, argv):
    code, _, err = fuzz(capsys, *argv)
    assert code == 2
    assert err.startswith("error:")


@settings(max_examples=50, deadline=None, derandomize=True)
@given(st.data())
def test_ref_forms_resolve_fully_and_inline_to_ref_free_schemas(data):
    schema = data.draw(tool_schemas())
    ref_form = data.draw(ref_forms(schema))
    assert resolves_fully(ref_form)
    inlined = inline(ref_form)
    assert not contains_ref({k: v for k, v in inlined.items() if k not in ("$defs", "definitions")})


@pytest.mark.parametrize(
    ("path", "percent", "expected"),
    [
        (("$defs", "a/b"), False, "#/$defs/a~1b"),
        (("$defs", "a~b"), False, "#/$defs/a~0b"),
        (("$defs", "100%"), False, "#/$defs/100%25"),
        (("properties", "first name"), True, "#/properties/first%20name"),
        (("properties", "x", "anyOf", 0), False, "#/properties/x/anyOf/0"),
    ],
)
def test_pointers_follow_rfc_6901_and_percent_encoding(path, percent, expected):
    assert pointer(path, percent) == expected


def shapes(node, found: set[str]) -> set[str]:
    """The shapes, nullable spellings and ref moves a drawn schema holds, added to `found`."""
    if isinstance(node, list):
        for item in node:
            shapes(item, found)
    if not isinstance(node, dict):
        return found
    found.update(name for name in ("anyOf", "oneOf", "enum", "items", "required", "$defs") if name in node)
    if isinstance(node.get("type"), list):
        found.add("type-list")
    if node.get("type") == "null":
        found.add("null-branch")
    if node.get("nullable") is True:
        found.add("nullable-keyword")
    if isinstance(node.get("additionalProperties"), dict):
        found.add("map")
    if node.get("additionalProperties") is False:
        found.add("closed")
    ref = node.get("$ref")
    if isinstance(ref, str):
        found.add("defs-ref" if ref.startswith("#/$defs/") else "path-ref")
        if re.search("%(?!25)[0-9A-F]{2}", ref):  # beyond `%` itself, which both modes encode
            found.add("percent")
        if len(node) > 1:
            found.add("ref-siblings")
    for key, value in node.items():
        if key == "$defs" and any(str(d.get("$ref", "")).startswith("#/$defs/") for d in value.values()):
            found.add("alias-chain")  # a definition that is only a ref to another one
        shapes(value, found)
    return found


def test_a_ci_run_draws_every_shape_spelling_and_ref_move():
    found: set[str] = set()

    @hypothesis_settings("ci")
    @given(examples(("native", "mcp")))
    def collect(example):
        shapes(example.ref_form, found)
        found.add(example.origin)

    collect()
    wanted = {"anyOf", "oneOf", "enum", "items", "required", "$defs", "type-list", "nullable-keyword"}
    wanted |= {"null-branch", "map", "closed", "path-ref", "defs-ref", "percent", "ref-siblings"}
    wanted |= {"alias-chain", "native", "mcp"}
    assert wanted - found == set()


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.data())
def test_the_model_sends_renamed_keys_only_where_the_implementation_lists_unmap(data):
    """Without `unmap` the premise of SPEC §1.1 is absent: the model saw, and sends, the tool's own names."""
    plain = data.draw(examples(("native",), renamed=False))
    assert renamed_keys(plain.inlined, plain.arguments.model) == []


def test_an_implementation_listing_unmap_is_sent_renamed_keys():
    found = []

    @settings(max_examples=300, deadline=None, derandomize=True)
    @given(examples(("native",)))
    def draw(example):
        found.extend(renamed_keys(example.inlined, example.arguments.model))

    draw()
    assert found, "no drawn call sent a renamed key"
