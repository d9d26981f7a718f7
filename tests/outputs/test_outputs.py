"""The table of generated outputs (generate/__main__.py): each named once, each written by a module that
exists, and `make generate`/`make lint` reach every one through it."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

from generate.__main__ import BUILT_IN, OUTPUTS, command, main

ROOT = Path(__file__).resolve().parents[2]


def test_every_output_is_named_once_and_written_by_a_module_that_exists():
    names = [output.name for output in OUTPUTS]
    assert len(names) == len(set(names)) >= 8
    for output in OUTPUTS:
        if output.name in BUILT_IN:
            continue
        module = output.program[output.program.index("-m") + 1]
        assert importlib.util.find_spec(module) is not None, f"{output.name}: no module {module}"


def test_a_check_writes_nothing():
    for output in OUTPUTS:
        if output.name not in BUILT_IN:
            checking = command(output, check=True)
            assert "--snapshot-update" not in checking and checking[1:] != list(output.program), output.name


def test_the_makefile_writes_and_checks_through_the_table():
    makefile = (ROOT / "Makefile").read_text("utf-8")
    assert re.search(r"^generate:.*\n\t\$\(PY\) -m generate$", makefile, re.MULTILINE)
    assert re.search(r"^lint:(?:.*\n\t.*)*\n\t\$\(PY\) -m generate --check$", makefile, re.MULTILINE)
    for output in OUTPUTS:  # no target writes an output around the table
        module = output.program[output.program.index("-m") + 1]
        if module not in ("generate", "pytest"):
            assert f"-m {module}" not in makefile, f"the Makefile runs {module} itself"


def test_an_unknown_output_is_a_usage_error(capsys):
    try:
        main(["no-such-output"])
    except SystemExit as stop:
        assert stop.code == 2
    assert "no output named no-such-output" in capsys.readouterr().err


def test_the_list_is_the_table():
    listed = subprocess.run(
        [sys.executable, "-m", "generate", "--list"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    assert [line.split("`")[1] for line in listed.splitlines()[2:]] == [output.name for output in OUTPUTS]
