"""The scripted model: an HTTP app on loopback that answers each turn with the next case's tool call.

It speaks every wire of `wires/` (chosen by the request's path). Each turn that presents the tools
of the session gets the next case's call, its arguments exactly as the case's model sent them, for
the presented tool whose name is the case's tool or ends with it after a separator (`mcp__S__T`,
`mcp_S_T`, a namespace's bare `T`); once the script is walked, a final text. A turn that presents
none of them (a title, a next-speaker check) gets the final text and moves nothing. A retried turn
(the conversation holds fewer calls than were made) gets its call again. Everything is recorded.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from toolcall_conformance.harnesses.agents.matching import find
from toolcall_conformance.harnesses.agents.wires import (
    JSON,
    Call,
    Presented,
    Returned,
    Turn,
    anthropic,
    gemini,
    openai_chat,
    openai_responses,
)

WIRES: dict[str, ModuleType] = {
    "anthropic": anthropic,
    "openai-responses": openai_responses,
    "openai-chat": openai_chat,
    "gemini": gemini,
}
FINAL_TEXT = "Done."


@dataclass
class Step:
    """One case of the script, and what became of it."""

    index: int
    tool: str
    arguments: dict[str, JSON]
    presented: Presented | None = None
    call_id: str | None = None
    log_start: int = 0  # recorder log lines written before its call went out
    returned: Returned | None = None
    echoed: JSON = None  # its call's arguments as the agent wrote them back to the model
    problem: tuple[str, str] | None = None  # (reason, message)


@dataclass
class Script:
    """The steps one agent process walks, the recorder log they are checked against, and the record."""

    steps: list[Step]
    log: Path
    issued: list[Step] = field(default_factory=list)
    shown: dict[str, JSON] = field(default_factory=dict)  # case tool name -> the schema presented
    presented: list[list[str]] = field(default_factory=list)  # the names presented, per turn
    requests: list[JSON] = field(default_factory=list)
    finished: bool = False
    active: float = field(default_factory=time.monotonic)  # when a request last came
    began: float = field(default_factory=time.monotonic)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def lines(self) -> int:
        return len(self.log.read_text("utf-8").splitlines()) if self.log.exists() else 0

    def in_flight(self) -> Step | None:
        """The step whose call went out and got nothing back yet."""
        return self.issued[-1] if self.issued and self.issued[-1].returned is None else None

    def turn(self, turn: Turn) -> Call | None:
        """The call this turn is answered with, or None for the final text."""
        with self.lock:
            self.active = time.monotonic()
            found = {name: find(turn.tools, name) for name in {step.tool for step in self.steps}}
            if not any(found.values()):
                return None
            self.presented.append([tool.name for tool in turn.tools])
            for name, tool in found.items():
                if tool is not None and name not in self.shown:
                    self.shown[name] = tool.schema
            for step, returned in zip(self.issued, turn.returned, strict=False):
                step.returned = step.returned or returned
            for step, echoed in zip(self.issued, turn.echoed, strict=False):
                step.echoed = echoed if step.echoed is None else step.echoed
            if turn.calls < len(self.issued):  # a retried turn: the same call again
                step = self.issued[turn.calls]
                assert step.presented and step.call_id
                return Call(step.presented, step.arguments, step.call_id)
            waiting = [step for step in self.steps if step.call_id is None and step.problem is None]
            for step in waiting:
                tool = found[step.tool]
                if tool is None:
                    shown = ", ".join(t.name for t in turn.tools) or "none"
                    step.problem = (
                        "not_presented",
                        f"the agent did not present tool {step.tool!r} to the model (it presented: {shown})",
                    )
                    continue
                step.presented, step.call_id, step.log_start = (
                    tool,
                    f"call_{len(self.issued):04d}",
                    self.lines(),
                )
                self.issued.append(step)
                return Call(tool, step.arguments, step.call_id)
            self.finished = True
            return None

    def malformed(self, message: str) -> None:
        with self.lock:
            self.active = time.monotonic()
            step = self.in_flight()
            if step is not None and step.problem is None:
                step.problem = ("malformed", message)


async def stream(events: list[str]) -> AsyncIterator[str]:
    """The events as the response's chunks, one by one, without a worker thread per chunk (which a
    plain iterator costs in starlette)."""
    for event in events:
        yield event


def app(current: Callable[[], Script | None]) -> Starlette:
    """The model's app; `current()` is the script of the agent process running now."""

    async def answer(request: Request) -> Response:
        script = current()
        path = request.url.path
        raw = await request.body()
        if script is None:
            return JSONResponse({"error": {"message": "no session"}}, status_code=503)
        wire = next((module for module in WIRES.values() if module.matches(path)), None)
        try:
            body: Any = json.loads(raw) if raw else {}
        except ValueError:
            body = None
        script.requests.append(
            {
                "at": round(time.monotonic() - script.began, 3),  # seconds since the agent started
                "method": request.method,
                "path": path,
                "query": str(request.url.query),
                "body": body if body is not None else raw.decode("utf-8", "replace"),
            }
        )
        if wire is None:
            return JSONResponse(
                {"error": {"type": "not_found", "message": f"no such endpoint: {path}"}}, status_code=404
            )
        if not isinstance(body, dict):
            script.malformed(
                f"the agent sent the model a request body that is not a JSON object: {raw[:200]!r}"
            )
            return JSONResponse(
                {"error": {"type": "invalid_request_error", "message": "body is not a JSON object"}},
                status_code=400,
            )
        turn = wire.read(body, path)
        call = script.turn(turn)
        data, events = wire.reply(call, FINAL_TEXT, turn.stream)
        if events is None:
            return JSONResponse(data)
        return StreamingResponse(stream(events), media_type="text/event-stream")

    methods = ["GET", "POST", "PUT", "DELETE", "HEAD"]
    return Starlette(routes=[Route("/{path:path}", answer, methods=methods)])
