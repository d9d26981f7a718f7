"""Shipped agents as black boxes: an agent row's adapter (or `--impl "agent:<wire>:<command>"`).

It runs toolcall_conformance/harnesses/agents/session.py in the agent kit's Python (on Linux as root inside a
network namespace of its own, `unshare -n`, with only loopback): the scripted model and the recording
MCP server, with the agent pointed at both by its declared argv, environment and files. It turns what
was recorded into answers and decides nothing: what the tool received is the answer; a call the
agent did not make, with a result it sent the model, is a rejection whose message is that text;
anything else (no call, the tool called twice or under another name, the tool not presented, an
agent that exited or hung, a malformed request) fails to answer that case alone.

What the agent showed the model for each tool, and the arguments it wrote back to the model for each
call, are kept (`shown`, `echoed`) for the judge of SPEC §6.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from toolcall_conformance import cachedir
from toolcall_conformance.adapters import single
from toolcall_conformance.harnesses.agents import packing
from toolcall_conformance.model import (
    JSON,
    Answer,
    CoerceRequest,
    Feature,
    ImplementationError,
    ImplementationInfo,
    Rejection,
    Request,
    SplitResult,
    Tool,
)

ROOT = Path(__file__).resolve().parent.parent.parent  # the folder `suite` is imported from
WIRES = ("anthropic", "openai-responses", "openai-chat", "gemini")
STDERR_CHARS = 600


@dataclass(frozen=True)
class Pointing:
    """How an agent is pointed at the model and the MCP server: an agent row's `agent` object.

    Strings may hold the placeholders `{model_url}` (the scripted model, `http://127.0.0.1:PORT`),
    `{mcp_server}` (an executable that starts the recording MCP server over stdio, no arguments),
    `{mcp_config}` (a file `{"mcpServers": {"recorder": {"command": ..., "args": []}}}`), `{server}`
    (`recorder`, the server's name), `{home}` (a fresh home folder per agent process, also $HOME),
    `{cwd}` (its working folder), `{prompt}`, and the row's own values (`{package}`, `{node}`).
    """

    wire: str
    argv: tuple[str, ...]
    env: Mapping[str, str] = field(default_factory=dict)
    files: Mapping[str, JSON] = field(default_factory=dict)  # path -> text, or JSON to write as JSON
    docs: tuple[str, ...] = ()
    session_size: int = 40  # cases one agent process walks
    start: float = 60.0  # seconds an agent process gets for its first request to the model
    turn: float = 30.0  # seconds of silence after which it is cut as hung
    cwd: str = "{cwd}"  # where it runs: a fresh folder per process, unless an own agent's command is relative

    @classmethod
    def of(cls, row: Mapping[str, JSON], where: str) -> Pointing:
        wire = row.get("wire")
        if wire not in WIRES:
            raise ValueError(f"{where}: agent.wire {wire!r} is not one of {', '.join(WIRES)}")
        argv = row.get("argv")
        if not isinstance(argv, list) or not argv or not all(isinstance(a, str) for a in argv):
            raise ValueError(f"{where}: agent.argv must be a non-empty list of strings")
        return cls(
            wire=str(wire),
            argv=tuple(argv),
            env=dict(row.get("env", {})),
            files=dict(row.get("files", {})),
            docs=tuple(row.get("docs", ())),
            session_size=int(row.get("session_size", 40)),
            start=float(row.get("start", 60.0)),
            turn=float(row.get("turn", 30.0)),
        )


@cache
def network_namespace() -> list[str]:
    """The argv prefix that runs a command in a network namespace of its own, or [] where none can be
    made (not Linux, not root, no `unshare`, or TOOLCALL_CONFORMANCE_NETNS=0): then the agent runs in
    the machine's network, kept off it only by its declared settings."""
    unshare = shutil.which("unshare")
    if (
        os.environ.get("TOOLCALL_CONFORMANCE_NETNS") == "0"
        or not unshare
        or not sys.platform.startswith("linux")
    ):
        return []
    if os.geteuid() != 0:
        return []
    probe = subprocess.run([unshare, "-n", "--", "true"], capture_output=True, check=False)
    return [unshare, "-n", "--"] if probe.returncode == 0 else []


def workers() -> int:
    """Session runners at once: one per core, or TOOLCALL_CONFORMANCE_AGENT_WORKERS of them."""
    configured = os.environ.get("TOOLCALL_CONFORMANCE_AGENT_WORKERS", "")
    return max(1, int(configured)) if configured.isdigit() else os.cpu_count() or 1


@cache
def importable() -> str:
    """A folder holding only a link to this package: the kit's Python imports the session runner from
    it wherever the suite runs (its own checkout or an install), and nothing else of the suite's."""
    package = Path(__file__).resolve().parent.parent
    folder = cachedir.folder() / "agent-path" / hashlib.sha256(str(package).encode()).hexdigest()[:16]
    link = folder / package.name
    if not link.exists():
        folder.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileExistsError):
            link.symlink_to(package, target_is_directory=True)
    return str(folder)


class AgentAdapter:
    """A shipped agent (see the module docstring)."""

    isolated = True
    features = frozenset({Feature.MCP, Feature.SHOWN})  # tools from MCP servers, shown to a model

    def __init__(
        self,
        info: ImplementationInfo,
        pointing: Pointing,
        python: str,
        values: Mapping[str, str] | None = None,
        record: str | None = None,
    ) -> None:
        self.info = info
        self.pointing = pointing
        self.python = python  # the agent kit's: mcp, starlette, uvicorn
        self.values = dict(values or {})
        self.record = record  # a folder that keeps every request and recorder log, for a repro
        self.shown: dict[tuple[str, str], JSON] = {}  # (tool name, declared schema as JSON) -> shown
        self.echoed: dict[int, JSON] = {}  # id of a request -> its call's arguments as written back

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON | Rejection:
        return single.coerce(self, tool, arguments)

    def split(self, tool_calls: list[JSON], provider_data: JSON | None) -> SplitResult | Rejection:
        raise ImplementationError(f"{self.info.name}: an agent row does not split batches")

    def job(self, requests: Sequence[CoerceRequest]) -> dict[str, JSON]:
        pointing = self.pointing
        patience = max(request.patience for request in requests)  # more on a retry after a hang
        return {
            "agent": {
                "argv": list(pointing.argv),
                "env": dict(pointing.env),
                "files": dict(pointing.files),
                "cwd": pointing.cwd,
            },
            "values": self.values,
            "wire": pointing.wire,
            "session_size": pointing.session_size,
            "timeouts": {"start": pointing.start, "turn": pointing.turn * patience},
            "record": self.record,
            "cases": [
                {"tool": r.tool.name, "schema": r.tool.parameters, "arguments": r.arguments} for r in requests
            ],
        }

    def run_many(self, requests: Sequence[Request]) -> Iterator[Answer | ImplementationError]:
        coerces = [request for request in requests if isinstance(request, CoerceRequest)]
        found = iter(self._sessions(coerces) if coerces else [])
        for request in requests:
            if isinstance(request, CoerceRequest):
                yield self._answer(request, next(found))
            else:
                yield ImplementationError(f"{self.info.name}: an agent row does not split batches")

    def _sessions(self, requests: list[CoerceRequest]) -> list[JSON]:
        """The agent processes the requests need, dealt to session runners that run at once, one per
        worker (largest first, to the least loaded): each runner walks its processes one after another."""
        cases = [{"tool": r.tool.name, "schema": r.tool.parameters} for r in requests]
        sessions = packing.batches(cases, self.pointing.session_size)
        count = min(len(sessions), workers())
        if count <= 1:
            return self._session(requests)
        shares: list[list[int]] = [[] for _ in range(count)]
        for members in sorted(sessions, key=len, reverse=True):
            min(shares, key=len).extend(members)
        shares = [sorted(share) for share in shares]
        with ThreadPoolExecutor(count) as pool:
            parts = list(pool.map(lambda share: self._session([requests[i] for i in share]), shares))
        found: list[JSON] = [None] * len(requests)
        for share, part in zip(shares, parts, strict=True):
            for index, answer in zip(share, part, strict=True):
                found[index] = answer
        return found

    def _session(self, requests: list[CoerceRequest]) -> list[JSON]:
        netns = network_namespace()
        argv = [
            *netns,
            self.python,
            "-m",
            "toolcall_conformance.harnesses.agents.session",
            *(["--netns"] if netns else []),
        ]
        if self.record:
            Path(self.record).mkdir(parents=True, exist_ok=True)
        patience = max(request.patience for request in requests)
        limit = (self.pointing.start * 2 + len(requests) * self.pointing.turn * 2) * patience
        try:
            done = subprocess.run(
                argv,
                input=json.dumps(self.job(requests)),
                env={**os.environ, "PYTHONPATH": importable()},
                capture_output=True,
                text=True,
                timeout=limit,
                check=False,
            )
        except subprocess.TimeoutExpired:
            failure = {"reason": "timeout", "message": f"the agent session took over {limit:.0f} s: cut"}
            return [{"calls": [], "problem": failure, "stderr": ""} for _ in requests]
        if done.returncode != 0:
            tail = done.stderr[-STDERR_CHARS:]
            failure = {"reason": "exited", "message": f"the agent session failed (exit {done.returncode})"}
            return [{"calls": [], "problem": failure, "stderr": tail} for _ in requests]
        cases: list[JSON] = json.loads(done.stdout)["cases"]
        return cases

    def _answer(self, request: CoerceRequest, found: JSON) -> Answer | ImplementationError:
        tool = request.tool
        if found.get("shown") is not None:
            self.shown[(tool.name, json.dumps(tool.parameters, sort_keys=True))] = found["shown"]
        if found.get("echoed") is not None:
            self.echoed[id(request)] = found["echoed"]
        calls, returned, problem = found.get("calls", []), found.get("returned"), found.get("problem")
        stderr = str(found.get("stderr", ""))
        if problem and (not calls or problem["reason"] == "malformed"):  # a garbled turn fails its case
            return ImplementationError(problem["message"], stderr, details={"reason": problem["reason"]})
        strangers = [call["name"] for call in calls if call["name"] != tool.name]
        if strangers:
            return ImplementationError(
                f"the agent called a tool the model did not call: {', '.join(map(repr, strangers))}",
                details={"reason": "unknown_tool", "calls": calls},
            )
        if len(calls) > 1:
            return ImplementationError(
                f"the agent called the tool {len(calls)} times for one call of the model",
                details={"reason": "flooding", "calls": calls},
            )
        if calls:
            arguments: JSON = calls[0]["arguments"]
            return arguments
        if returned is not None:
            return Rejection(str(returned["text"]))
        return ImplementationError(
            "no call: the agent neither called the tool nor sent the model a result for the call",
            details={"reason": "no_call"},
        )

    def shown_for(self, tool: Tool) -> JSON | None:
        """The schema the agent showed the model for `tool`, as recorded; None if never recorded."""
        return self.shown.get((tool.name, json.dumps(tool.parameters, sort_keys=True)))

    def echoed_for(self, request: CoerceRequest) -> JSON | None:
        """The arguments of `request`'s call as the agent wrote them back to the model; None if never."""
        return self.echoed.get(id(request))

    def close(self) -> None:
        self.echoed.clear()
