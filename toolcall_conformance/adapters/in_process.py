"""The base of implementations called in-process: `run_many` built from their `coerce` and `split`."""

from __future__ import annotations

import traceback
from collections.abc import Iterator, Sequence

from toolcall_conformance.model import (
    JSON,
    Answer,
    CoerceRequest,
    ImplementationError,
    Rejection,
    Request,
    SplitResult,
    Tool,
)


class InProcess:
    """Subclasses define `coerce` and `split`; a raised exception fails only its own request."""

    isolated = False  # it shares the suite's objects: the engine hands it copies

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON | Rejection:
        raise NotImplementedError

    def split(self, tool_calls: list[JSON], provider_data: JSON | None) -> SplitResult | Rejection:
        raise NotImplementedError

    def run_many(self, requests: Sequence[Request]) -> Iterator[Answer | ImplementationError]:
        for request in requests:
            try:
                if isinstance(request, CoerceRequest):
                    yield self.coerce(request.tool, request.arguments)
                else:
                    yield self.split(request.tool_calls, request.provider_data)
            except Exception:  # an in-process implementation's own bug fails its case, never the run
                yield ImplementationError(traceback.format_exc(limit=5), details={"reason": "raised"})

    def close(self) -> None:
        pass
