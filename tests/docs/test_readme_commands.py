"""Every `toolcall-conformance` command in the README and its reference pages (docs/, except ci.md, whose
walk-throughs tests/docs/test_ci_commands.py runs, and cli.md, the help pages) runs as written, on the
full bundled corpora.

Placeholders a reader replaces are replaced here too: `./my-impl` by the echo protocol fake, a Hermes
install by the after build's environment. A command may find failures (exit 1); it may not be a usage
error, crash or hang.
"""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.registry import table

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
ECHO = ROOT / "tests" / "fakes" / "wire" / "echo.py"
PAGED = ROOT / "tests" / "fakes" / "servers" / "paged_server.py"  # a bare MCP server on stdio
TOOLS = (
    ROOT / "toolcall_conformance" / "generators" / "wild" / "captures" / "aws-elasticache.json"
)  # a tools/list
FAKE_AGENT = ROOT / "tests" / "fakes" / "agents" / "fake_agent.py"  # an agent pointed by placeholders


DOCUMENTS = [
    ROOT / "README.md",
    *sorted(set(ROOT.glob("docs/*.md")) - {ROOT / "docs" / "ci.md", ROOT / "docs" / "cli.md"}),
]


def readme_commands() -> list[str]:
    """The documents' shell lines that run the suite, continuation lines joined, comments dropped."""
    commands, pending = [], ""
    lines = [line for document in DOCUMENTS for line in document.read_text("utf-8").splitlines()]
    for line in lines:
        if not pending and not line.startswith("toolcall-conformance "):
            continue
        line = re.sub(r"\s+#.*$", "", line)
        if line.endswith("\\"):
            pending += line[:-1]
            continue
        commands.append(" ".join((pending + line).split()))
        pending = ""
    return list(dict.fromkeys(commands))  # a command shown on two pages runs once


def local(command: str) -> str:
    after = environments.folder("hermes-after")
    site = next((after / "lib").glob("python*/site-packages"), after)
    return (
        command.replace('"cmd:./my-impl --serve"', shlex.quote(f"cmd:{sys.executable} {ECHO}"))
        .replace('"cmd:./my-impl"', shlex.quote(f"cmd:{sys.executable} {ECHO}"))
        .replace("--hermes-python /path/to/venv/bin/python", f"--hermes-python {after}/bin/python")
        .replace("--hermes-path ~/src/hermes-agent", f"--hermes-path {site}")
        .replace("--hermes-python ~/src/hermes-agent/.venv/bin/python", f"--hermes-python {sys.executable}")
        .replace('"cmd:python my_server.py"', shlex.quote(f"cmd:{sys.executable} {PAGED} methods.log"))
        .replace("--tools-list tools.json", f"--tools-list {TOOLS}")
        .replace('"agent:anthropic:./my-agent ', f'"agent:anthropic:{sys.executable} {FAKE_AGENT} ')
    )


def explain(baseline: Path) -> None:
    """What the README asks of the reader after `baseline`: review each reason (replace its text)."""
    document = json.loads(baseline.read_text())
    document["reasons"] = {key: "SPEC §1.2: the echo prepares nothing" for key in document["reasons"]}
    baseline.write_text(json.dumps(document))


def test_the_readme_has_the_commands_it_documents():
    commands = readme_commands()
    for word in ("run", "list", "check", "baseline", "compare", "fuzz", "install", "implementations"):
        assert any(c.split()[1] == word for c in commands), f"the README shows no `{word}` command"


ENV = {"PATH": f"{BIN}:/usr/bin:/bin", "HOME": str(Path.home())}


@pytest.fixture(scope="module")
def first_baseline(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The README's first `baseline` command's output, made once for the commands that read it."""
    folder = tmp_path_factory.mktemp("first-baseline")
    first = local('toolcall-conformance baseline --impl "cmd:./my-impl" > baseline.json')
    subprocess.run(first, shell=True, cwd=folder, env=ENV, check=True, capture_output=True)
    return (folder / "baseline.json").read_bytes()


def on_real_builds(command: str) -> bool:
    """Whether the command runs a bundled implementation's real environment: a Hermes build, an
    agent's or a server's library (scan's default rows are real builds), or installs one."""
    words = shlex.split(command)
    named = {w for w in words if w in table() and w != "reference"}
    return bool(named) or words[1] in ("scan", "install") or "hermes" in words


REAL_BUILDS = pytest.mark.e2e(
    reason="runs real Hermes builds, agents' or servers' libraries in their installed environments "
    "(each a process of a large library over the corpora): the README's word checked against them"
)


@pytest.mark.parametrize(
    "command", [pytest.param(c, marks=[REAL_BUILDS] if on_real_builds(c) else []) for c in readme_commands()]
)
def test_every_readme_command_runs(command: str, tmp_path: Path, request: pytest.FixtureRequest):
    if any(f"{option} baseline.json" in command for option in ("--baseline", "--update", "--unreviewed")):
        (tmp_path / "baseline.json").write_bytes(request.getfixturevalue("first_baseline"))
        explain(tmp_path / "baseline.json")
    done = subprocess.run(
        local(command), shell=True, cwd=tmp_path, env=ENV, capture_output=True, text=True, timeout=900
    )
    against_reference = " --impl reference " in f"{command} " and " compare " not in command
    allowed = (0,) if against_reference else (0, 1)  # the reference passes everything it is run on
    assert done.returncode in allowed, (
        f"{command}\nexit {done.returncode}\n{done.stdout[-1500:]}{done.stderr[-1500:]}"
    )
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    if command.startswith("toolcall-conformance fuzz --impl reference --profile ci"):
        assert done.stdout.rstrip().splitlines()[-1] == "fuzz: 600 examples, 0 failures"  # 200 per property
    for written in re.findall(r"(?:--report|--junit|--markdown|>) (\S+)", command):
        assert (tmp_path / written).stat().st_size > 0, f"{command}: {written} was not written"
