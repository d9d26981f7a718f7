"""End to end: an agent's argument step, then a server's `tools/call`, as one implementation.

`Through(agent, server)` sends each coerce request to the agent; the arguments it answers become the
server's request for the same tool, and what the server's tool receives is the answer. A rejection
by either side is the answer, its message saying whose; so is a failure to answer. Only coerce
requests pass through: a server does not split batches.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace

from toolcall_conformance.adapters import single
from toolcall_conformance.model import (
    CASE_FEATURES,
    JSON,
    Answer,
    CoerceRequest,
    Feature,
    Implementation,
    ImplementationError,
    ImplementationInfo,
    Rejection,
    Request,
    SplitResult,
    Tool,
)


class Through:
    """`agent`'s answer becomes `server`'s request (see the module docstring)."""

    def __init__(self, agent: Implementation, server: Implementation) -> None:
        self.agent, self.server = agent, server

    @property
    def info(self) -> ImplementationInfo:
        agent, server = self.agent.info, self.server.info
        return ImplementationInfo(
            f"{agent.name} through {server.name}",
            f"{agent.version} / {server.version}",
            f"{agent.language} / {server.language}",
        )

    @property
    def features(self) -> frozenset[Feature]:
        """What both run for a case, plus what the server needs of a case (its source). Unmapping is
        the agent's alone (SPEC §1.1: it maps back the names it showed the model): the server
        receives the mapped keys, so a pair runs `unmap` cases when the agent lists `unmap`."""
        both = self.agent.features & self.server.features & {Feature.COERCE, Feature.MCP}
        unmap = self.agent.features & {Feature.UNMAP}
        return frozenset(both | unmap | (self.server.features - set(CASE_FEATURES)))

    @property
    def isolated(self) -> bool:
        return self.agent.isolated and self.server.isolated

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON | Rejection:
        return single.coerce(self, tool, arguments)

    def split(self, tool_calls: list[JSON], provider_data: JSON | None) -> SplitResult | Rejection:
        raise ImplementationError(f"{self.info.name}: a server does not split batches")

    def run_many(self, requests: Sequence[Request]) -> Iterator[Answer | ImplementationError]:
        coerces = [request for request in requests if isinstance(request, CoerceRequest)]
        first = iter(self.agent.run_many(coerces) if coerces else ())
        answers = [next(first) if isinstance(request, CoerceRequest) else None for request in requests]
        onward = [
            replace(request, arguments=answer)
            for request, answer in zip(requests, answers, strict=True)
            if isinstance(request, CoerceRequest) and isinstance(answer, dict)
        ]
        second = iter(self.server.run_many(onward) if onward else ())
        for request, answer in zip(requests, answers, strict=True):
            if not isinstance(request, CoerceRequest):
                yield ImplementationError(f"{self.info.name}: a server does not split batches")
            elif isinstance(answer, Rejection):
                yield Rejection(f"rejected by {self.agent.info.name} (the agent): {answer.message}")
            elif isinstance(answer, ImplementationError):
                yield replace(answer, message=f"{self.agent.info.name} (the agent): {answer.message}")
            elif not isinstance(answer, dict):
                yield answer  # the agent's own answer is not an arguments object: judged as it is
            else:
                delivered = next(second)
                if isinstance(delivered, Rejection):
                    yield Rejection(f"rejected by {self.server.info.name} (the server): {delivered.message}")
                elif isinstance(delivered, ImplementationError):
                    yield replace(
                        delivered, message=f"{self.server.info.name} (the server): {delivered.message}"
                    )
                else:
                    yield delivered

    def close(self) -> None:
        try:
            self.agent.close()
        finally:
            self.server.close()
