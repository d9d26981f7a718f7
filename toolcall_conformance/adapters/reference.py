"""The bundled reference implementation, called in-process."""

from __future__ import annotations

from toolcall_conformance import reference
from toolcall_conformance.adapters.in_process import InProcess
from toolcall_conformance.model import CASE_FEATURES, JSON, ImplementationInfo, SplitResult, Tool


class ReferenceAdapter(InProcess):
    """Calls `toolcall_conformance.reference` directly: no process, no serialization."""

    info = ImplementationInfo(reference.NAME, reference.VERSION, reference.LANGUAGE)
    features = frozenset(CASE_FEATURES)

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON:
        return reference.prepare_arguments(tool.as_json(), arguments)

    def split(self, tool_calls: list[JSON], provider_data: JSON) -> SplitResult:
        calls, data = reference.split_tool_calls(tool_calls, provider_data)
        return SplitResult(calls, data)
