"""The bundled reference implementation, called in-process."""

from __future__ import annotations

from suite import reference
from suite.adapters.in_process import InProcess
from suite.model import CASE_FEATURES, JSON, ImplementationInfo, SplitResult, Tool


class ReferenceAdapter(InProcess):
    """Calls `suite.reference` directly: no process, no serialization."""

    info = ImplementationInfo(reference.NAME, reference.VERSION, reference.LANGUAGE)
    features = frozenset(CASE_FEATURES)

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON:
        return reference.prepare_arguments(tool.as_json(), arguments)

    def split(self, tool_calls: list[JSON], provider_data: JSON) -> SplitResult:
        calls, data = reference.split_tool_calls(tool_calls, provider_data)
        return SplitResult(calls, data)
