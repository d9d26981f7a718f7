"""The README is a contract: its generated table is current and its commands are real."""

import re
import subprocess
import sys
from pathlib import Path

from suite.adapters import environments

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text("utf-8")


def test_seed_table_is_generated_from_the_real_builds():
    assert (environments.folder("hermes-before") / "bin" / "python").exists(), (
        "run `make implementations` first"
    )
    done = subprocess.run(
        [sys.executable, "scripts/readme_table.py", "--check"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


def test_every_make_target_named_in_the_readme_exists():
    makefile = (ROOT / "Makefile").read_text("utf-8")
    targets = set(re.findall(r"^([a-z][a-z0-9-]*):", makefile, re.M))
    named = set(re.findall(r"`make ([a-z][a-z0-9-]*)`", README))
    assert named and named <= targets, named - targets


def test_every_cli_subcommand_in_the_readme_parses():
    from suite.cli.main import build_parser

    parser = build_parser()
    commands = parser._subparsers._group_actions[0].choices
    used = set(re.findall(r"toolcall-conformance ([a-z][a-z-]*)", README))
    assert used and used <= set(commands), used - set(commands)
