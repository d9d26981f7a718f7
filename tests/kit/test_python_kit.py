"""The Python harness kit: a harness written against `toolcall_conformance.harness_kit` speaks the protocol,
and the
suite judges the code it wraps (its rejections, its errors, its output kept off the reply stream)."""

from __future__ import annotations

import json
import subprocess
import sys

from toolcall_conformance.cli import main

HARNESS = """\
from toolcall_conformance.harness_kit import reject, serve


def coerce(tool, arguments):
    print("a library that prints")  # lands on stderr, never in the reply stream
    if tool["name"] == "forbidden":
        reject("this tool is never dispatched")
    if "boom" in arguments:
        raise ValueError("the library failed")
    types = {key: schema.get("type") for key, schema in tool["parameters"].get("properties", {}).items()}
    return {
        key: int(value) if types.get(key) == "integer" and str(value).isdigit() else value
        for key, value in arguments.items()
    }


serve(name="tiny-agent", version="1.0.0", features=["coerce"], coerce=coerce)
"""


def exchange(harness, *requests):
    lines = [{"cmd": "start", "protocol": 1}, *requests, {"cmd": "stop"}]
    done = subprocess.run(
        [sys.executable, str(harness)],
        input="".join(json.dumps(line) + "\n" for line in lines),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return [json.loads(line) for line in done.stdout.splitlines()], done.stderr


def test_a_kit_harness_answers_rejects_and_errors_on_the_protocol(tmp_path):
    harness = tmp_path / "harness.py"
    harness.write_text(HARNESS)
    tool = {"name": "t", "origin": "native", "parameters": {"properties": {"n": {"type": "integer"}}}}
    answers, stderr = exchange(
        harness,
        {"cmd": "coerce", "seq": 1, "tool": tool, "arguments": {"n": "5"}},
        {"cmd": "coerce", "seq": 2, "tool": {**tool, "name": "forbidden"}, "arguments": {}},
        {"cmd": "coerce", "seq": 3, "tool": tool, "arguments": {"boom": 1}},
    )
    assert answers[0]["implementation"] == {"name": "tiny-agent", "version": "1.0.0", "language": "python"}
    assert answers[0]["features"] == ["coerce"]
    assert answers[1:] == [
        {"seq": 1, "arguments": {"n": 5}},
        {"seq": 2, "rejected": {"message": "this tool is never dispatched"}},
        {"seq": 3, "error": {"message": "ValueError: the library failed"}},
    ]
    assert "a library that prints" in stderr


def test_the_suite_runs_a_kit_harness_and_reports_what_it_gets_wrong(tmp_path, capsys):
    harness = tmp_path / "harness.py"
    harness.write_text(HARNESS)
    report = tmp_path / "r.json"
    ids = ["coerce/integer/plain", "coerce/integer/negative"]
    code = main(
        [
            "run",
            "--impl",
            f"cmd:{sys.executable} {harness}",
            *(f"--id={i}" for i in ids),
            "--report",
            str(report),
        ]
    )
    capsys.readouterr()
    outcomes = {case["id"]: case["outcome"] for case in json.loads(report.read_text())["cases"]}
    assert outcomes["coerce/integer/plain"] == "passed"
    assert outcomes["coerce/integer/negative"] == "failed"  # "-3" is not all digits: it stays a string
    assert code == 1
