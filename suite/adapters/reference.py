"""The bundled reference implementation, called in-process."""

from __future__ import annotations

from typing import Any

from suite import reference
from suite.model import ImplementationInfo, SplitResult, Tool


class ReferenceAdapter:
    """Calls `suite.reference` directly: no process, no serialization."""

    info = ImplementationInfo(reference.NAME, reference.VERSION, reference.LANGUAGE)
    features = frozenset({"coerce", "mcp", "split"})

    def coerce(self, tool: Tool, arguments: dict[str, Any]) -> Any:
        return reference.prepare_arguments(tool.as_json(), arguments)

    def split(self, tool_calls: list[Any], provider_data: Any) -> SplitResult:
        calls, data = reference.split_tool_calls(tool_calls, provider_data)
        return SplitResult(calls, data)

    def close(self) -> None:
        pass
