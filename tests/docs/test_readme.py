"""The README is a contract: its generated table is current and its commands are real."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from suite.adapters import environments

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text("utf-8")
PAGES = sorted(set(ROOT.glob("docs/*.md")) - {ROOT / "docs" / "cli.md"})  # the reference the README links
DOCUMENTED = "\n".join([README, *(page.read_text("utf-8") for page in PAGES)])


@pytest.mark.e2e(reason="runs both real Hermes builds on the seed rows, as scripts/readme_table.py does")
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
    named = set(re.findall(r"`make ([a-z][a-z0-9-]*)`", DOCUMENTED))
    assert named and named <= targets, named - targets


def test_every_cli_subcommand_in_the_readme_parses():
    from suite.cli.main import build_parser

    parser = build_parser()
    commands = parser._subparsers._group_actions[0].choices
    used = set(re.findall(r"toolcall-conformance ([a-z][a-z-]*)", DOCUMENTED))
    assert used and used <= set(commands), used - set(commands)


@pytest.mark.e2e(reason="runs both real Hermes builds and sends their answers through every real server")
def test_the_end_to_end_story_is_what_the_builds_and_servers_deliver_now():
    """The story of the seed's rows through every bundled server is measured when written: the block in
    the README is what the script measures now, and it speaks of every server and both builds."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import readme_table

    from suite.adapters.registry import table

    start, end = readme_table.THROUGH
    assert README.count(start) == 1 and README.count(end) == 1
    written = README.split(start, 1)[1].split(end, 1)[0]
    story = readme_table.through_story()
    assert written == "\n" + story, "README.md's end-to-end story is stale: run scripts/readme_table.py"
    table_rows = [line for line in story.splitlines() if line.startswith("| `")]
    servers = [name for name, entry in table().items() if entry.family == "server"]
    pairs = {tuple(cell.strip(" `") for cell in line.split("|")[1:3]) for line in table_rows}
    assert pairs == {(agent, server) for agent in readme_table.STORY_AGENTS for server in servers}


def test_the_scan_paragraph_names_scans_default_implementations():
    from suite.cli.scan import DEFAULT_IMPLEMENTATIONS

    *most, last = DEFAULT_IMPLEMENTATIONS
    servers = (ROOT / "docs" / "servers.md").read_text("utf-8")
    said = " ".join(servers.split("(by default ", 1)[1].split(")", 1)[0].split())
    assert said == f"{', '.join(most)} and {last}"


def test_the_readme_is_a_front_page_linking_each_reference_page():
    assert len(README.splitlines()) < 250, "the README is a front page: reference material goes to docs/"
    for page in [*PAGES, ROOT / "docs" / "cli.md"]:
        assert f"](docs/{page.name})" in README, f"the README links no docs/{page.name}"
