"""The repros (toolcall_conformance/repros/, `toolcall-conformance repro`): one per reason of every field and
server
baseline, each agreeing, run in its implementation's environment, with the suite's answer for its
case, and each still showing the failure its baseline records. A server's repro writes its tool out
from the case's source as the harness registers it (toolcall_conformance/repros/tools.py)."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.registry import table
from toolcall_conformance.cli.main import main
from toolcall_conformance.harnesses.node import install as node_install
from toolcall_conformance.model import NonJson, Source
from toolcall_conformance.repros import run as run_repros
from toolcall_conformance.repros import tools as repro_tools
from toolcall_conformance.repros import write as repros
from toolcall_conformance.repros.run import Answer, Output, disagreement

ROOT = Path(__file__).resolve().parents[2]

FIELD = [name for name, entry in table().items() if entry.family == "field" and entry.baseline]
SERVERS = [name for name, entry in table().items() if entry.family == "server" and entry.baseline]
ROWS = FIELD + SERVERS  # the rows with repros: every baselined row but the Hermes builds


@pytest.fixture(scope="module")
def wanted() -> list[repros.Repro]:
    return repros.repros()


@pytest.fixture(scope="module")
def checks(wanted: list[repros.Repro], request: pytest.FixtureRequest) -> dict[str, list[run_repros.Check]]:
    """The repros of every row this session's agreement tests name run, and the suite run on each
    repro's case: once for the module, the rows in parallel."""
    selected = {
        item.callspec.params["name"]
        for item in request.session.items
        if getattr(item, "originalname", "") == "test_each_repro_agrees_with_the_suite"
    }
    by_name: dict[str, list[run_repros.Check]] = {}
    for check in run_repros.verify([r for r in wanted if r.implementation in selected]):
        by_name.setdefault(check.repro.implementation, []).append(check)
    return by_name


def test_every_reason_of_every_field_and_server_baseline_has_its_repro(wanted, tmp_path):
    assert sorted(repros.rows()) == sorted(ROWS) and len(FIELD) >= 9 and len(SERVERS) >= 4
    written = repros.write(wanted, tmp_path)
    assert all(r.path.read_text("utf-8") == r.text for r in written)
    for name in ROWS:
        baseline = json.loads((ROOT / str(table()[name].baseline)).read_text("utf-8"))
        keys = sorted(path.stem for path in (tmp_path / name).iterdir())
        assert keys == sorted(baseline["known_failures"]), f"the repros of {name} against its reasons"
    assert len(wanted) == sum(
        len(json.loads((ROOT / str(table()[n].baseline)).read_text("utf-8"))["reasons"]) for n in ROWS
    )


def test_a_spot_check_writes_randomly_drawn_listed_cases_as_repros_that_agree_with_the_suite(tmp_path):
    rows = ["json-repair", "typia"]
    drawn = run_repros.sampled(2, 2026, rows)
    again = run_repros.sampled(2, 2026, rows)
    other = run_repros.sampled(2, 7, rows)
    assert [r.case.id for r in drawn] == [r.case.id for r in again], "the same seed draws the same cases"
    assert [r.case.id for r in drawn] != [r.case.id for r in other], "another seed draws others"
    assert sorted(r.implementation for r in drawn) == ["json-repair", "json-repair", "typia", "typia"]
    for repro in drawn:
        assert repro.path.parent == Path(repro.implementation) and repro.path.stem.startswith(repro.reason)
        assert (
            repro.case.id
            in json.loads((ROOT / f"baselines/{repro.implementation}.json").read_text())["known_failures"][
                repro.reason
            ]
        )
    checks = run_repros.verify(drawn)
    assert [(c.repro.case.id, c.problem) for c in checks] == [(r.case.id, None) for r in drawn]


def test_a_repro_takes_the_smallest_case_unless_its_baseline_names_one(wanted):
    cases = {r.case.id: r.case for r in wanted}
    small, large = sorted(cases.values(), key=repros.size)[:: len(cases) - 1]
    plain = repros.Reason("r", "text", [large.id, small.id], None)
    assert repros.choose(plain, cases, "b.json") is small
    named = repros.Reason("r", "text", [large.id, small.id], large.id)
    assert repros.choose(named, cases, "b.json") is large
    with pytest.raises(repros.ReproError, match="not a coerce case"):
        repros.choose(repros.Reason("r", "t", ["no/such/case"], None), cases, "b.json")


def test_a_repro_names_its_case_reason_expectation_version_and_harness(wanted):
    for name in ROWS:
        entry = table()[name]
        repro = next(r for r in wanted if r.implementation == name)
        head = repro.text.split("\nimport ")[0]
        version = entry.package.replace("==", "@").rpartition("@")[2]
        expected = json.dumps(repro.case.expected, ensure_ascii=False)[:40]
        needed = (repro.case.id, f"`{repro.reason}`", version, "SPEC §", repros.harness_of(entry).path)
        for text in needed:
            assert text in head, f"{repro.path.name} of {name}: its header lacks {text!r}"
        assert expected in head.replace("\n//           ", "").replace("\n#           ", ""), repro.path


@pytest.mark.e2e(
    reason="runs every reason's repro of the row in its real library's runtime, and the row's harness on "
    "each repro's case: 17 rows of installed Node, Bun and Python libraries, about 100 s of CPU"
)
@pytest.mark.parametrize("name", ROWS)
def test_each_repro_agrees_with_the_suite(name, checks):
    assert checks[name], f"no repros ran for {name}"
    wrong = [f"{c.repro.path.name} ({c.repro.case.id}): {c.problem}" for c in checks[name] if c.problem]
    assert not wrong, "\n".join(wrong)


def _returned(value: object) -> Answer:
    return Answer("returned", value, json.dumps(value))


def _printed(text: str) -> Answer:
    """A repro's answer from the value it printed (NaN and Infinity as bare tokens)."""
    return run_repros.repro_answer(Output("returned", text))


PYTHON_DUMPS_REFUSED = "ValueError: Out of range float values are not JSON compliant"


@pytest.mark.parametrize(
    ("repro", "suite", "javascript"),
    [
        (_returned({"x": 5}), _returned({"x": 5.0}), True),  # an integer is not a float
        (_returned({"x": True}), _returned({"x": 1}), False),
        (_returned({"x": "5"}), _returned({"x": 5}), True),
        (_returned({"x": 1, "y": 2}), _returned({"x": 1}), True),
        (_printed('{"x": NaN}'), _returned({"x": None}), False),  # NaN is not null
        (_printed('{"x": NaN}'), _returned({"x": None}), True),  # nor on Node (JSON.stringify's null)
        (_printed('{"x": Infinity}'), _returned({"x": NonJson("-Infinity")}), True),
        (_printed('{"x": NaN}'), _returned({"x": "NaN"}), False),  # the value is not its name
        (_printed('{"x": NaN}'), Answer("threw", "ValueError", PYTHON_DUMPS_REFUSED), False),
        (Answer("rejected", text="no"), _returned({"x": 1}), True),
        (_returned({"x": 1}), Answer("rejected", text="no"), True),
        (Answer("threw", "TypeError", "TypeError: x"), Answer("threw", "RangeError", "RangeError: x"), True),
        (Answer("timeout", text="t"), _returned({}), False),
        (_returned({"x": 1}), Answer("timeout", text="t"), False),
        (_printed('{"x": 1}'), _returned({"x": NonJson("NaN")}), False),
    ],
)
def test_the_agreement_check_tells_different_answers_apart(repro, suite, javascript):
    assert disagreement(repro, suite, javascript) is not None


@pytest.mark.parametrize(
    ("repro", "suite", "javascript"),
    [
        (_returned({"b": [1, 2.5], "a": None}), _returned({"a": None, "b": [1, 2.5]}), False),
        (_printed('{"x": NaN}'), _returned({"x": NonJson("NaN")}), False),  # SPEC §5: NaN shows as NaN
        (_printed("[Infinity, -Infinity]"), _returned([NonJson("Infinity"), NonJson("-Infinity")]), True),
        (Answer("rejected", text="a"), Answer("rejected", text="b"), True),
        (
            Answer("threw", "MissingRefError", "MissingRefError: a"),
            Answer("threw", "MissingRefError", "b"),
            True,
        ),
        (Answer("timeout", text="a"), Answer("timeout", text="b"), True),
    ],
)
def test_the_agreement_check_takes_the_same_answer_as_the_same(repro, suite, javascript):
    assert disagreement(repro, suite, javascript) is None


def test_outputs_are_read_as_the_suite_reads_answers():
    assert run_repros.repro_answer(Output("returned", '{"x": NaN}')).value == {"x": NonJson("NaN")}
    assert run_repros.repro_answer(Output("threw", "RangeError: too deep: a: b")).value == "RangeError"
    parsed = run_repros._parsed("library noise\nrejected: Validation failed\n  - x: bad\n", "")
    assert parsed == Output("rejected", "Validation failed\n  - x: bad")
    assert run_repros._parsed("", "Traceback\nImportError: no json_repair\n").kind == "crashed"


def test_a_repro_calling_its_library_unlike_its_harness_disagrees_and_batches_change_nothing(
    wanted, tmp_path
):
    """json-repair with no schema (not as its harness calls it) does not coerce "1" for a boolean to
    true as the suite saw it do; and repros run in one process print what they print alone."""
    entry = table()["json-repair"]
    repro = next(r for r in wanted if r.implementation == "json-repair" and r.reason == "boolean-spellings")
    assert "schema=SCHEMA" in repro.text
    unfaithful = tmp_path / "unfaithful.py"
    unfaithful.write_text(repro.text.replace("schema=SCHEMA", "schema=None"), "utf-8")
    repro, *rest = repros.write(
        [repro, *[r for r in wanted if r.implementation == "json-repair"][:3]], tmp_path
    )
    others = [r.path for r in rest]
    with run_repros.Environment(entry) as environment:
        suite = run_repros.suite_answer(run_repros.suite_results(entry, [repro.case])[repro.case.id])
        faithful = environment.run(repro.path, 60)
        assert disagreement(run_repros.repro_answer(faithful), suite, javascript=False) is None
        wrong = environment.run(unfaithful, 60)
        assert disagreement(run_repros.repro_answer(wrong), suite, javascript=False) is not None
        alone = [(o.kind, o.text) for o in (environment.run(path, 60) for path in others)]
        assert [(o.kind, o.text) for o in environment.run_batch(others, 60)] == alone


def test_a_harness_finds_the_one_template_that_mirrors_its_source_as_it_is(monkeypatch):
    for name in ROWS:
        harness = repros.harness_of(table()[name])
        assert f"mirrors {harness.path} sha256 {harness.digest()}" in repros._mirrors(harness.template())
        assert set(harness.mirrors()) <= set(repros._mirrors(harness.template()))
    with pytest.raises(repros.ReproError, match="0 templates"):
        repros.Harness(
            "toolcall_conformance/harnesses/node/src/example.ts", "npm install {package}", "node"
        ).template()
    monkeypatch.setattr(repros.Harness, "digest", lambda self: "0" * 16)  # a harness edited since
    with pytest.raises(repros.ReproError, match="review its template"):
        repros.harness_of(table()["ajv"]).template()


@pytest.mark.parametrize("name", ["crewai", "dspy", "openhands"])
def test_a_harness_whose_call_runs_kit_code_finds_no_template_once_that_code_changed(monkeypatch, name):
    # the three hand their arguments to protocol.py's on_the_wire, the MCP session's JSON dump
    harness = repros.harness_of(table()[name])
    assert harness.kit == (repros.ON_THE_WIRE,)
    assert f"mirrors {repros.ON_THE_WIRE} sha256 {repros._digest(repros.ON_THE_WIRE)}" in repros._mirrors(
        harness.template()
    )
    real = repros._digest
    monkeypatch.setattr(
        repros, "_digest", lambda path: "0" * 16 if path == repros.ON_THE_WIRE else real(path)
    )
    with pytest.raises(repros.ReproError, match="review its template"):
        harness.template()  # the harness itself is unchanged: only the kit code its call runs changed


@pytest.mark.parametrize(
    ("schema", "pinned", "dialect"),
    [
        ({"$schema": "http://json-schema.org/draft-07/schema#", "prefixItems": []}, "per-schema", "draft-07"),
        ({"$schema": "https://json-schema.org/draft/2019-09/schema"}, "per-schema", "2019-09"),
        ({"$schema": "https://json-schema.org/draft/2020-12/schema"}, "per-schema", "2020-12"),
        ({"properties": {"a": {"items": [{"unevaluatedProperties": False}]}}}, "per-schema", "2019-09"),
        ({"properties": {"a": {"prefixItems": [{}], "unevaluatedItems": False}}}, "per-schema", "2020-12"),
        ({"type": "object", "definitions": {}}, "per-schema", "draft-07"),  # Kimi Code's choice
        ({"$schema": "https://json-schema.org/draft/2020-12/schema"}, "draft-07", "draft-07"),
    ],
)
def test_the_per_dialect_ajv_template_takes_the_class_the_harness_takes(schema, pinned, dialect):
    assert repros.ajv_dialect(schema, pinned)[0] == dialect


class _Slow:
    def __init__(self, output: Output) -> None:
        self.output = output

    def run(self, path: Path, limit: float) -> Output:
        return self.output


def test_a_repro_of_a_timed_out_case_agrees_only_when_it_ran_past_the_suites_limit(wanted):
    repro = next(r for r in wanted if r.case.timeout is None)
    late = run_repros._timed(_Slow(Output("rejected", "invalid", seconds=6.0)), repro, 5.0)
    assert late.kind == "timeout" and "beyond the 5 s limit" in late.text
    quick = run_repros._timed(_Slow(Output("rejected", "invalid", seconds=0.4)), repro, 5.0)
    assert disagreement(run_repros.repro_answer(quick), Answer("timeout", text="t"), True) is not None


# Server rows: the tool written out from the case's source, as the harness registers it.


def _sources(kind: str) -> list[Source]:
    """Every source of that kind (pydantic, or zod: zod3 and zod4) the bundled cases name."""
    found = {c.tool.source for c in repros.coerce_cases().values() if c.tool.source is not None}
    return sorted((s for s in found if s.kind.startswith(kind)), key=lambda s: (s.kind, s.module, s.model))


@pytest.mark.parametrize("name", [n for n in SERVERS if table()[n].language == "python"])
def test_a_python_server_harness_whose_kit_changed_finds_no_template(monkeypatch, name):
    # the tool a Python server harness registers is server_kit.py's Recorded function
    harness = repros.harness_of(table()[name])
    assert harness.tool and harness.kit == (repros.SERVER_KIT,)
    real = repros._digest
    monkeypatch.setattr(repros, "_digest", lambda path: "0" * 16 if path == repros.SERVER_KIT else real(path))
    with pytest.raises(repros.ReproError, match="review its template"):
        harness.template()


def test_a_server_repro_writes_out_every_pydantic_tool_as_its_harness_registers_it():
    sources = _sources("pydantic")
    styles = {s.module for s in sources}
    assert {
        "toolcall_conformance.generators.pydantic_models",
        "toolcall_conformance.generators.pydantic_params",
    } <= styles
    assert len(sources) >= 60
    for source in sources:  # each raises unless its parameters, defaults and arguments schema match
        repro_tools.check_pydantic_tool(source, repro_tools.pydantic_tool(source))


@pytest.mark.parametrize(
    ("model", "written", "wrong"),
    [
        ("CamelInput", 'Field(alias="userId")', "Field()"),  # the alias_generator's alias left out
        (
            "OrderInput",
            "Annotated[list[LineItem], Field(min_length=1)]",
            "list[LineItem]",
        ),  # a constraint dropped
        ("SearchInput", "= Count(10)", "= Count(20)"),  # another default
        ("FlagsInput", "force: bool,", "force: bool = False,"),  # a required field made optional
    ],
)
def test_a_server_repros_pydantic_tool_written_unlike_the_harness_tool_is_refused(model, written, wrong):
    source = Source("pydantic", "toolcall_conformance.generators.pydantic_models", model)
    tool = repro_tools.pydantic_tool(source)
    assert written in tool.code, tool.code
    unlike = repro_tools.WrittenTool(tool.name, tool.code.replace(written, wrong, 1))
    with pytest.raises(repro_tools.ToolSourceError, match="differs from the one the harness registers"):
        repro_tools.check_pydantic_tool(source, unlike)


ZOD_SCHEMAS = """import { pathToFileURL } from "node:url";
import { z as z3 } from "zod3";
import { z as z4 } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
// each argument: KIND, then FILE (a written tool) or FIXTURE:MODEL (as the harness loads it)
for (const item of process.argv.slice(2)) {
  const [kind, where] = [item.slice(0, 4), item.slice(5)];
  let schema;
  if (where.endsWith(".mjs")) {
    schema = (await import(pathToFileURL(where).href)).inputSchema;
  } else {
    const [fixture, model] = where.split("::");
    const module = await import(pathToFileURL(fixture).href);
    const built = typeof module.defineModels === "function";
    const models = built ? module.defineModels(kind === "zod3" ? z3 : z4).models : module.models;
    schema = models[model];
  }
  const options = { unrepresentable: "any" };
  const json = kind === "zod3" ? zodToJsonSchema(schema) : z4.toJSONSchema(schema, options);
  console.log(JSON.stringify(json));
}
"""


def _zod_json_schemas(items: list[str], folder: Path) -> list[object]:
    """The JSON Schema zod-to-json-schema (zod 3) or z.toJSONSchema (zod 4) gives for each item, in
    one Node process of the TypeScript server's environment."""
    entry = table()["server-mcp-typescript"]
    env = environments.ready(str(entry.environment))
    script = folder / "schemas.mjs"
    script.write_text(ZOD_SCHEMAS, "utf-8")
    run = subprocess.run(
        [str(node_install.node(env)), str(script), *items],
        capture_output=True,
        text=True,
        cwd=folder,
        check=False,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    return [json.loads(line) for line in run.stdout.splitlines()]


def test_a_server_repro_writes_out_every_zod_model_as_its_harness_loads_it(tmp_path):
    """Every zod model a case names, written out, gives zod's JSON Schema of the fixture's own model;
    and one written with a constraint left out does not. The fixtures load in one process and the
    written tools in another (zod 4 registers `.meta({ id })` names globally)."""
    entry = table()["server-mcp-typescript"]
    env = environments.ready(str(entry.environment))
    (tmp_path / "node_modules").symlink_to(env / "mcp-server" / "node_modules", target_is_directory=True)
    sources = _sources("zod")
    assert {s.kind for s in sources} == {"zod3", "zod4"} and len(sources) >= 40
    written = []
    for index, source in enumerate(sources):
        path = tmp_path / f"tool-{index}.mjs"
        path.write_text(repro_tools.zod_tool(source).code + "export { inputSchema };\n", "utf-8")
        written.append(f"{source.kind}:{path}")
    pagination = next(s for s in sources if s.kind == "zod3" and s.model == "pagination")
    code = repro_tools.zod_tool(pagination).code
    assert ".min(1).max(500)" in code
    wrong = tmp_path / "wrong.mjs"
    wrong.write_text(code.replace(".min(1).max(500)", ".max(500)") + "export { inputSchema };\n", "utf-8")
    fixtures = [f"{s.kind}:{ROOT / s.module}::{s.model}" for s in [*sources, pagination]]
    theirs = _zod_json_schemas(fixtures, tmp_path)
    ours = _zod_json_schemas([*written, f"zod3:{wrong}"], tmp_path)
    for source, fixture, repro in zip(sources, theirs, ours, strict=False):
        assert repro == fixture, f"{source.module} {source.model} ({source.kind})"
    assert ours[-1] != theirs[-1]  # the constraint left out shows


def test_a_server_repros_defaults_are_set_aside_as_the_harness_sets_them_aside():
    # what the model never sent is the tool's own default (SPEC §5: reported, never judged)
    sent = {"a": "1", "inner": '{"b": 2}'}
    received = run_repros._parsed('returned: {"a": 1, "inner": {"b": 2, "c": 3}, "d": 4}', "")
    kept = run_repros.delivered(run_repros.repro_answer(received), sent)
    assert kept.value == {"a": 1, "inner": {"b": 2}}
    assert disagreement(kept, _returned({"a": 1, "inner": {"b": 2}}), javascript=False) is None
    assert disagreement(kept, _returned({"a": "1", "inner": {"b": 2}}), javascript=False) is not None
    rejected = Answer("rejected", text="no")
    assert run_repros.delivered(rejected, sent) is rejected


@pytest.mark.parametrize(
    ("name", "reason", "faithful", "unlike"),
    [
        # the Literal[True] field written as a plain bool: pydantic takes "true", where the Literal refuses it
        (
            "server-fastmcp",
            "literal-text",
            "    include_header: Literal[True] = True,\n",
            "    include_header: bool = True,\n",
        ),
        # zod's coercing number: "3" is taken, where the fixture's z.number() refuses it
        ("server-mcp-typescript", "no-scalar-coercion", '  "a/b": Count,\n', '  "a/b": z.coerce.number(),\n'),
    ],
    ids=["fastmcp-literal-text", "typescript-no-scalar-coercion"],
)
def test_a_server_repro_declaring_its_tool_unlike_the_harness_disagrees(
    wanted, tmp_path, name, reason, faithful, unlike
):
    entry = table()[name]
    repro = next(r for r in wanted if r.implementation == name and r.reason == reason)
    assert faithful in repro.text, repro.text
    [repro] = repros.write([repro], tmp_path / "written")
    wrong = tmp_path / repro.path.name
    wrong.write_text(repro.text.replace(faithful, unlike, 1), "utf-8")
    javascript = repro.path.suffix != ".py"
    with run_repros.Environment(entry) as environment:
        suite = run_repros.suite_answer(run_repros.suite_results(entry, [repro.case])[repro.case.id])
        for path, agrees in ((repro.path, True), (wrong, False)):
            answer = run_repros.delivered(
                run_repros.repro_answer(environment.run(path, 60)), repro.case.arguments
            )
            assert (disagreement(answer, suite, javascript) is None) is agrees, (path, answer, suite)


# The command: `toolcall-conformance repro`.


@dataclass(frozen=True)
class Said:
    returncode: int
    stdout: str
    stderr: str


@pytest.fixture
def command(capsys: pytest.CaptureFixture[str]) -> Callable[..., Said]:
    """`toolcall-conformance repro ARGV...`, run in this process: its exit code and what it printed."""

    def run(*argv: str) -> Said:
        code = main(["repro", *argv])
        out, err = capsys.readouterr()
        return Said(code, out, err)

    return run


def test_the_command_prints_a_reasons_repro_on_its_case_or_on_a_listed_one(command, wanted):
    printed = command("ajv", "no-json-text")
    assert printed.returncode == 0, printed.stderr
    assert printed.stdout == next(
        r.text for r in wanted if (r.implementation, r.reason) == ("ajv", "no-json-text")
    )
    listed = json.loads((ROOT / "baselines/ajv.json").read_text("utf-8"))["known_failures"]["no-json-text"]
    other = next(case_id for case_id in listed if case_id.startswith("coerce/array/"))
    chosen = command("ajv", "no-json-text", "--case", other)
    assert chosen.returncode == 0 and f"// Case:     {other} " in chosen.stdout, chosen.stderr


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["hermes-after", "array-text"], "no repros for 'hermes-after'"),
        (["ajv", "no-such-reason"], "no reason 'no-such-reason'"),
        (["ajv", "no-json-text", "--case", "coerce/integer/numeric-string"], "does not list the case"),
        (["ajv"], "name the row and the reason"),
        (["ajv", "--sample", "3"], "--sample draws cases of whole rows"),
    ],
)
def test_the_command_refuses_what_has_no_repro_in_one_line(command, argv, said):
    refused = command(*argv)
    assert refused.returncode == 2 and said in refused.stderr and refused.stdout == "", refused.stderr


def test_the_command_writes_every_repro_of_a_row(command, wanted, tmp_path):
    written = command("json-repair", "--out", str(tmp_path))
    assert written.returncode == 0, written.stderr
    mine = {r.path: r.text for r in wanted if r.implementation == "json-repair"}
    assert {p.relative_to(tmp_path): p.read_text("utf-8") for p in tmp_path.rglob("*.py")} == mine


def test_run_says_the_finding_still_shows(command):
    ran = command("json-repair", "bigint", "--run")
    assert ran.returncode == 0, ran.stderr
    assert "the finding still shows: a wrong value" in ran.stderr and ran.stdout.startswith(
        "# Repro: json-repair"
    )


def test_a_repro_of_a_case_its_row_passes_says_the_finding_is_gone(wanted, tmp_path):
    """The judgment can fail: the bigint repro written on a case json-repair answers as expected."""
    entry = table()["json-repair"]
    listed = {
        i
        for ids in json.loads((ROOT / "baselines/json-repair.json").read_text())["known_failures"].values()
        for i in ids
    }
    cases = repros.coerce_cases()
    passed = next(cases[i] for i in sorted(cases) if i.startswith("coerce/integer/") and i not in listed)
    reason = repros.reason_of(entry, "bigint")
    [written] = repros.write([repros.repro_of(entry, reason, passed)], tmp_path)
    found = run_repros.finding(entry, written)
    assert found.shows is False and "the finding is gone" in found.why, (passed.id, found)


def test_a_repro_failing_another_way_than_recorded_does_not_show_the_finding(wanted, tmp_path, monkeypatch):
    entry = table()["json-repair"]
    [written] = repros.write(
        [next(r for r in wanted if (r.implementation, r.reason) == ("json-repair", "bigint"))], tmp_path
    )
    monkeypatch.setattr(run_repros, "recorded_outcome", lambda entry, case_id: "rejected")
    found = run_repros.finding(entry, written)
    assert found.shows is False and "where the baseline records a rejection" in found.why, found
