"""The harnesses as users run them: the documented TypeScript example, and Hermes' real rejections."""

from __future__ import annotations

import json
import os
import subprocess

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.protocol import ProtocolAdapter
from toolcall_conformance.adapters.registry import create, table
from toolcall_conformance.cli import main


def installed(name: str) -> None:
    try:
        environments.ready(name)
    except environments.NotInstalled as missing:
        pytest.fail(str(missing), pytrace=False)


def test_the_documented_example_harness_runs_as_written(capsys, tmp_path):
    installed("node")
    argv = environments.node_command(environments.folder("node"), "example")
    report = tmp_path / "r.json"
    code = main(["run", "--impl", "cmd:" + " ".join(argv), "--tags", "seed", "--report", str(report)])
    data = json.loads(report.read_text())
    assert data["implementation"] == {"name": "echo", "version": "1.0.0", "language": "typescript"}
    assert data["features"] == ["coerce"]
    outcomes = {c["outcome"] for c in data["cases"]}
    assert "errored" not in outcomes and "failed" in outcomes, "an echo answers, and fails the seed rows"
    assert code == 1
    capsys.readouterr()


def test_the_before_build_rejects_batches_with_its_dispatchers_own_words(capsys, tmp_path):
    installed(table()["hermes-before"].environment or "hermes-before")
    report = tmp_path / "r.json"
    main(
        [
            "run",
            "--impl",
            "hermes-before",
            "--id",
            "split-basic/entry-count/two-entries",
            "--report",
            str(report),
        ]
    )
    (case,) = json.loads(report.read_text())["cases"]
    assert case["rejected"] is True and case["outcome"] == "failed"
    assert "tool_call takes exactly one entry for local tools; you sent 2" in case["message"]
    capsys.readouterr()


PROBE = """
import { serve } from "%s";
let last: object | undefined;
await serve({
  name: "probe", version: "0", features: ["coerce"],
  coerce(tool, args) {
    const answer = { same: tool === last, parameters: structuredClone(tool.parameters) };
    last = tool;
    if (args.change) (tool.parameters as any).changed = true;
    return answer;
  },
});
"""


def test_the_typescript_helper_hands_a_tool_called_again_the_same_object_unless_it_was_changed(tmp_path):
    installed("node")
    target = environments.folder("node")
    probe = tmp_path / "probe.ts"
    probe.write_text(PROBE % (target / "src" / "protocol.ts"))
    node = environments.node_command(target, "example")[0]
    first = {"name": "t", "parameters": {"type": "object"}, "origin": "native"}
    other = {"name": "u", "parameters": {"type": "object"}, "origin": "native"}
    calls = [(first, {}), (first, {"change": True}), (first, {}), (first, {}), (other, {})]
    lines = [{"cmd": "start", "protocol": 1}]
    lines += [{"cmd": "coerce", "seq": seq, "tool": t, "arguments": a} for seq, (t, a) in enumerate(calls)]
    lines.append({"cmd": "stop"})
    done = subprocess.run(
        [node, str(probe)],
        input="".join(json.dumps(line) + "\n" for line in lines),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    answers = [json.loads(line)["arguments"] for line in done.stdout.splitlines()[1:]]
    assert [a["same"] for a in answers] == [False, True, False, True, False]
    assert all(a["parameters"] == {"type": "object"} for a in answers), "a changed tool was handed out again"


def test_a_node_harness_keeps_its_compile_cache_in_its_environment(tmp_path):
    installed("node")
    expected = str(environments.folder("node") / "compile-cache")
    impl = create("typia")
    assert isinstance(impl, ProtocolAdapter) and impl.env is not None
    assert impl.env["NODE_COMPILE_CACHE"] == expected and impl.env["PATH"] == os.environ["PATH"]
    # and Node does keep the libraries it compiles there: a harness started with one writes it
    cache = tmp_path / "compile-cache"
    argv = environments.node_command(environments.folder("node"), "typia")
    stop = json.dumps({"cmd": "stop"}) + "\n"
    env = {**os.environ, "NODE_COMPILE_CACHE": str(cache)}
    subprocess.run(argv, input=stop, text=True, env=env, capture_output=True, timeout=60, check=True)
    assert any(path.is_file() for path in cache.rglob("*")), "Node wrote no compile cache"


# A draft-07 tuple (array-form items, zod-to-json-schema's output), a schema declaring 2020-12, and one
# without $schema whose answer the class decides (2.5 for anyOf [string, number]: Ajv coerces it into
# the first branch, Ajv2020 runs every branch and the last one puts it back).
DIALECT_CASES = (
    "coerce/tuples-draft-07/native-pair",
    "robustness/declared-dialect-2020-12/integer-text",
    "coerce/union-values/number-under-string-or-number",
)


def _ajv_outcomes(tmp_path, *options: str) -> dict[str, str]:
    argv = environments.node_command(environments.folder("node"), "ajv", *options)
    report = tmp_path / f"ajv{''.join(options)}.json"
    ids = [arg for case_id in DIALECT_CASES for arg in ("--id", case_id)]
    main(["run", "--impl", "cmd:" + " ".join(argv), *ids, "--report", str(report), "--quiet"])
    return {case["id"]: case["outcome"] for case in json.loads(report.read_text())["cases"]}


def test_the_ajv_harness_picks_its_class_per_schema_dialect(capsys, tmp_path):
    installed("node")
    draft07, declared_2020, undeclared = DIALECT_CASES
    assert _ajv_outcomes(tmp_path) == {draft07: "passed", declared_2020: "passed", undeclared: "failed"}
    # the deliberately wrong configurations: one class for every schema loses the other dialect's case
    only_2020 = _ajv_outcomes(tmp_path, "--dialect", "2020-12")
    assert only_2020[draft07] == "errored"
    assert _ajv_outcomes(tmp_path, "--dialect", "draft-07")[declared_2020] == "errored"
    # without $schema the harness takes Ajv, as Kimi Code does, not Ajv2020
    assert only_2020[undeclared] == "passed"
    capsys.readouterr()


NON_JSON = """
import { serve } from "%s";
const cyclic: any = { name: "loop" };
cyclic.self = cyclic;
const answers: Record<string, unknown> = {
  nan: { x: NaN, y: [Infinity, -Infinity] },
  holes: { list: [1, undefined], gone: undefined },
  cycle: cyclic,
  nothing: undefined,
};
await serve({ name: "probe", version: "0", features: ["coerce"], coerce: (tool) => answers[tool.name] });
"""


def test_the_typescript_helper_writes_what_json_cannot_carry_as_spec_5_says(tmp_path):
    """JSON.stringify would write null for NaN and for an undefined array element, and throw on a cycle."""
    installed("node")
    target = environments.folder("node")
    probe = tmp_path / "probe.ts"
    probe.write_text(NON_JSON % (target / "src" / "protocol.ts"))
    node = environments.node_command(target, "example")[0]
    names = ["nan", "holes", "cycle", "nothing"]
    lines = [{"cmd": "start", "protocol": 1}]
    lines += [
        {
            "cmd": "coerce",
            "seq": seq,
            "tool": {"name": name, "parameters": {}, "origin": "native"},
            "arguments": {},
        }
        for seq, name in enumerate(names)
    ]
    done = subprocess.run(
        [node, str(probe)],
        input="".join(json.dumps(line) + "\n" for line in [*lines, {"cmd": "stop"}]),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    answers = [
        json.loads(line, parse_constant=pytest.fail)["arguments"] for line in done.stdout.splitlines()[1:]
    ]
    assert answers == [
        {"x": {"$nonjson": "NaN"}, "y": [{"$nonjson": "Infinity"}, {"$nonjson": "-Infinity"}]},
        {"list": [1, {"$nonjson": "undefined"}]},
        {"name": "loop", "self": {"$nonjson": "cycle"}},
        {"$nonjson": "undefined"},
    ]


def test_json_repair_answering_nan_for_nan_text_is_a_wrong_value_shown_as_nan(capsys, tmp_path):
    """The library returns float('nan') for "NaN": the tool would receive NaN, which JSON cannot carry."""
    installed(table()["json-repair"].environment or "json-repair")
    report = tmp_path / "r.json"
    code = main(["run", "--impl", "json-repair", "--id", "coerce/number/nan-stays", "--report", str(report)])
    out = capsys.readouterr().out
    (case,) = json.loads(report.read_text(), parse_constant=pytest.fail)["cases"]
    assert (code, case["outcome"], case["actual"]) == (1, "failed", {"x": {"$nonjson": "NaN"}})
    assert '$.x: expected string "NaN", got non-JSON value NaN' in out
