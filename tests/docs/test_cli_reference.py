"""docs/cli.md is every command's `--help` as the parser prints it now: it cannot drift from the code."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_cli_reference_is_the_parsers_own_help():
    done = subprocess.run(
        [sys.executable, "-m", "generate.cli_reference", "--check"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


def test_the_cli_reference_holds_every_command(tmp_path):
    from generate import cli_reference
    from toolcall_conformance.cli.main import COMMANDS

    names = list(cli_reference.pages())
    assert names[0] == "toolcall-conformance"
    assert len(names) == 1 + len(COMMANDS)
    assert all(name.startswith("toolcall-conformance ") for name in names[1:])
