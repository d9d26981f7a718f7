"""Shared by the gate tests: the miniatures, in-process and subprocess runs of the command line."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from toolcall_conformance.cli import main

ROOT = Path(__file__).resolve().parents[2]
MINIATURES = ROOT / "tests" / "fakes" / "wire"


def fake(name: str, *args: str) -> str:
    """The `--impl` value that runs miniatures/<name>.py."""
    return " ".join(["cmd:" + sys.executable, str(MINIATURES / f"{name}.py"), *args])


ECHO = fake("echo")


def echo_corpus(tmp_path: Path, name: str, arguments: list[tuple[str, dict[str, object]]]) -> Path:
    """A corpus folder holding `name`.json: one group of echo cases (an echo passes each), a case per
    (id, arguments) pair in that order; the suite's id of a case is `name/g/<id>`."""
    cases = [
        {
            "id": case,
            "description": f"the echo answers {case}",
            "level": "core",
            "tags": ["coerce"],
            "spec": "1.2",
            "arguments": given,
            "expected": given,
        }
        for case, given in arguments
    ]
    tool = {"name": "t", "origin": "native", "parameters": {"type": "object"}}
    group = {"id": "g", "description": "echoed", "kind": "coerce", "tool": tool, "cases": cases}
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / f"{name}.json").write_text(json.dumps({"description": name, "groups": [group]}))
    return folder


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def env() -> dict[str, str]:
    """The environment for `python -m toolcall_conformance`: this checkout first on the path."""
    path = os.environ.get("PYTHONPATH")
    return {**os.environ, "PYTHONPATH": str(ROOT) + (os.pathsep + path if path else "")}


def suite_command(*argv: str) -> list[str]:
    return [sys.executable, "-m", "toolcall_conformance", *argv]


def run_suite(*argv: str, timeout: float = 300, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """`python -m toolcall_conformance ...` in a subprocess; `timeout` only guards against a hang."""
    return subprocess.run(
        suite_command(*argv), capture_output=True, text=True, env=env(), cwd=cwd or ROOT, timeout=timeout
    )


def start_suite(*argv: str, cwd: Path | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        suite_command(*argv),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env(),
        cwd=cwd or ROOT,
        bufsize=1,
    )


def written_pid(path: Path, seconds: float = 30) -> int | None:
    """The process id another process writes to `path`, once the file holds a whole one (within
    `seconds`; else None): a file that exists may not be written yet."""
    deadline = time.monotonic() + seconds
    while True:
        with contextlib.suppress(FileNotFoundError):
            text = path.read_text()
            if text.strip().isdigit():
                return int(text)
        if time.monotonic() >= deadline:
            return None
        time.sleep(0.05)


def alive(pid: int) -> bool:
    """Whether the process is still running (a zombie waiting for its parent to reap it is not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"
