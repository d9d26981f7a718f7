"""A single request to an adapter that answers in batches: the one answer its `run_many` gives."""

from __future__ import annotations

from toolcall_conformance.model import (
    JSON,
    CoerceRequest,
    Implementation,
    ImplementationError,
    Rejection,
    Tool,
)


def coerce(impl: Implementation, tool: Tool, arguments: dict[str, JSON]) -> JSON | Rejection:
    """`impl.coerce(tool, arguments)` by way of `impl.run_many`; a failure to answer is raised."""
    answer = next(iter(impl.run_many([CoerceRequest(tool, arguments)])))
    if isinstance(answer, ImplementationError):
        raise answer
    return answer
