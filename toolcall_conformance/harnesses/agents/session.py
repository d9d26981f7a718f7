"""Run an agent under test against the scripted model and the recording MCP server, case after case.

    python -m toolcall_conformance.harnesses.agents.session [--netns] < JOB.json > RESULTS.json

JOB holds the agent's pointing (argv, env, files, with placeholders), the values of the fixed
placeholders, the time limits and the cases (tool, schema, arguments). The cases are walked in
sessions: as few agent processes as the cases allow, each walking up to `session_size` (tools that
share a name but not a schema go to different sessions); a process that exits or hangs (no request
for `turn` seconds) is cut, its case in flight reported, and a new process goes on from the next
case. RESULTS holds, per case, the calls the recording server received, what the agent sent the
model back, the schema it showed the model, and any problem (not_presented, exited, timeout,
malformed, no_start). An agent is cut as soon as the script is walked (its final text sent: nothing
after it is judged). The recording servers are forked from one warm process (recorder.py --warm), so
no agent waits for the MCP SDK's import.

With `--netns` (run as `unshare -n` does, in a network namespace of its own) it first brings the
loopback interface up: the model, the recorder and the agent then reach only each other.
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import json
import os
import re
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import uvicorn

from toolcall_conformance.harnesses.agents.matching import SERVER
from toolcall_conformance.harnesses.agents.model import Script, Step, app
from toolcall_conformance.harnesses.agents.packing import batches

HERE = Path(__file__).resolve().parent
PLACEHOLDER = re.compile(r"\{(\w+)\}")
STDERR_TAIL = 2000


def loopback_up() -> None:
    """Bring `lo` up in a fresh network namespace (SIOCGIFFLAGS, then SIOCSIFFLAGS with IFF_UP)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        request = struct.pack("16sH", b"lo", 0)
        flags = struct.unpack("16sH", fcntl.ioctl(sock, 0x8913, request)[:18])[1]
        fcntl.ioctl(sock, 0x8914, struct.pack("16sH", b"lo", flags | 0x1))


def become_subreaper() -> None:
    """Orphans of the agent (its MCP servers, its helpers) become this process's children, to be cut."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER


def children() -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, IndexError, ValueError):
            fields = stat.read_text().rsplit(")", 1)[1].split()
            if int(fields[1]) == os.getpid():
                found.append(int(stat.parent.name))
    return found


def cut_everything(process: subprocess.Popen[bytes], keep: int | None = None) -> None:
    """Kill the agent's process group, then every process left that this one adopted (but `keep`, the
    warm recorder process); reap them all."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    for _ in range(20):
        left = [pid for pid in children() if pid != keep]
        if not left:
            return
        for pid in left:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        for pid in left:
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)


def render(value: Any, values: dict[str, str]) -> Any:
    """`value` with each known `{name}` in its strings replaced; unknown braces are left as they are."""
    if isinstance(value, str):
        return PLACEHOLDER.sub(lambda m: values.get(m[1], m[0]), value)
    if isinstance(value, list):
        return [render(item, values) for item in value]
    if isinstance(value, dict):
        return {render(key, values): render(item, values) for key, item in value.items()}
    return value


def file_text(content: Any) -> str:
    """A file's content as a row declares it: a string as it is, a list of strings as lines, anything
    else as JSON."""
    if isinstance(content, str):
        return content
    if isinstance(content, list) and all(isinstance(line, str) for line in content):
        return "\n".join(content) + "\n"
    return json.dumps(content, indent=2)


class Runner:
    """One job: the model's server, and agent processes started one after another."""

    def __init__(self, job: dict[str, Any], work: Path) -> None:
        self.job, self.work = job, work
        self.script: Script | None = None
        self.results: dict[int, dict[str, Any]] = {}
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        config = uvicorn.Config(app(lambda: self.script), log_level="error", lifespan="off", access_log=False)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)
        self.thread.start()
        self.warm_socket = work / "recorder.sock"
        self.warm = subprocess.Popen(  # the recorders' SDK imported once, not at each agent's start
            [sys.executable, str(HERE / "recorder.py"), "--warm", str(self.warm_socket)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,  # never holding the results' pipe open
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        while not self.server.started:
            time.sleep(0.01)
        ready = time.monotonic() + 10  # it listens before it imports; without it, recorders start cold
        while not self.warm_socket.exists() and self.warm.poll() is None and time.monotonic() < ready:
            time.sleep(0.01)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.sock.getsockname()[1]}"

    def run(self) -> dict[str, Any]:
        cases = self.job["cases"]
        for members in batches(cases, int(self.job.get("session_size", 40))):
            pending = [Step(i, cases[i]["tool"], cases[i]["arguments"]) for i in members]
            tools = {cases[i]["tool"]: cases[i] for i in members}
            fruitless = 0
            while pending:
                walked = self.session(pending, list(tools.values()))
                pending = [step for step in pending if step.index not in self.results]
                fruitless = 0 if walked else fruitless + 1
                if pending and fruitless >= 2:
                    for step in pending:
                        self.results[step.index] = self.result(step, {}, [], ("no_start", self.last_error))
                    pending = []
        self.server.should_exit = True
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.warm.pid, signal.SIGKILL)  # it, and any recorder it forked still running
        self.warm.wait()
        return {"cases": [self.results[i] for i in range(len(cases))]}

    last_error = ""

    def session(self, steps: list[Step], tools: list[dict[str, Any]]) -> bool:
        """One agent process over `steps`; records each step it reached; whether it reached any."""
        folder = Path(tempfile.mkdtemp(prefix="session-", dir=self.work))
        home, cwd = folder / "home", folder / "cwd"
        home.mkdir()
        cwd.mkdir()
        tools_file, log = folder / "tools.json", folder / "calls.jsonl"
        declared = [
            {"name": t["tool"], "description": t.get("description", ""), "inputSchema": t["schema"]}
            for t in tools
        ]
        tools_file.write_text(json.dumps(declared, ensure_ascii=False), "utf-8")
        launcher = folder / "mcp-server"
        launcher.write_text(
            f"#!/bin/sh\nexec '{sys.executable}' -I -S '{HERE / 'attach.py'}' '{self.warm_socket}' "
            f"'{tools_file}' '{log}'\n"
        )
        launcher.chmod(0o755)
        values = {
            **self.job.get("values", {}),
            "model_url": self.url,
            "mcp_server": str(launcher),
            "server": SERVER,
            "home": str(home),
            "cwd": str(cwd),
            "prompt": "Call the tools as instructed.",
        }
        config = folder / "mcp.json"
        config.write_text(json.dumps({"mcpServers": {SERVER: {"command": str(launcher), "args": []}}}))
        values["mcp_config"] = str(config)
        agent = render(self.job["agent"], values)
        for name, content in (agent.get("files") or {}).items():
            path = Path(name)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(file_text(content), "utf-8")
        env = {
            "PATH": values.get("path", os.environ.get("PATH", "/usr/bin:/bin")),
            "HOME": str(home),
            "TMPDIR": str(folder),
            "LANG": "C.UTF-8",
            **(agent.get("env") or {}),
        }
        script = Script(steps, log)
        self.script = script
        stderr = (folder / "stderr").open("wb")
        process = subprocess.Popen(
            agent["argv"],
            cwd=agent.get("cwd") or cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=stderr,
            stderr=stderr,
            start_new_session=True,
        )
        limits = self.job.get("timeouts", {})
        start_limit, turn_limit = float(limits.get("start", 60)), float(limits.get("turn", 30))
        problem: tuple[str, str] | None = None
        while process.poll() is None:
            time.sleep(0.02)
            quiet = time.monotonic() - script.active
            if script.finished:
                break  # the script is walked, every call's result back: nothing more to judge, it is cut
            if quiet > (turn_limit if script.requests else max(start_limit, turn_limit)):
                problem = ("timeout", f"the agent sent the model nothing for {quiet:.0f} s: cut")
                break
        code = process.poll()
        cut_everything(process, keep=self.warm.pid)
        stderr.close()
        self.script = None
        tail = (folder / "stderr").read_bytes()[-STDERR_TAIL:].decode("utf-8", "replace")
        if problem is None and not script.finished:
            problem = ("exited", f"the agent exited (code {code}) before the script was walked")
        self.last_error = f"{problem[1] if problem else 'no request'}; stderr: {tail.strip()[-500:]}"
        calls = [json.loads(line) for line in log.read_text("utf-8").splitlines()] if log.exists() else []
        in_flight = script.in_flight()
        for position, step in enumerate(script.issued):
            end = script.issued[position + 1].log_start if position + 1 < len(script.issued) else len(calls)
            trouble = step.problem or (problem if step is in_flight else None)
            self.results[step.index] = self.result(
                step, script.shown, calls[step.log_start : end], trouble, tail
            )
        for step in steps:
            if step.problem and step.index not in self.results:
                self.results[step.index] = self.result(step, script.shown, [], step.problem, tail)
        if self.job.get("record"):
            record = Path(self.job["record"])
            (record / f"{folder.name}-requests.json").write_text(json.dumps(script.requests, indent=1))
            (record / f"{folder.name}-calls.json").write_text(json.dumps(calls, indent=1))
        shutil.rmtree(folder, ignore_errors=True)
        return bool(script.issued) or any(step.problem for step in steps)

    @staticmethod
    def result(
        step: Step, shown: dict[str, Any], calls: list[Any], problem: tuple[str, str] | None, stderr: str = ""
    ) -> dict[str, Any]:
        return {
            "presented": step.presented.name if step.presented else None,
            "shown": shown.get(step.tool),
            "calls": calls,
            "returned": {"text": step.returned.text, "error": step.returned.error} if step.returned else None,
            "echoed": step.echoed,
            "problem": {"reason": problem[0], "message": problem[1]} if problem else None,
            "stderr": stderr if problem else "",
        }


def main(argv: list[str]) -> int:
    if "--netns" in argv:
        loopback_up()
    become_subreaper()
    job = json.load(sys.stdin)
    with tempfile.TemporaryDirectory(prefix="toolcall-agent-") as work:
        results = Runner(job, Path(work)).run()
    json.dump(results, sys.stdout, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
