"""Deliberately broken in-process implementations: each must be caught by one fuzzed property."""

from __future__ import annotations

from typing import Any

from toolcall_conformance.adapters.in_process import InProcess
from toolcall_conformance.adapters.reference import ReferenceAdapter
from toolcall_conformance.generators.inline import inline
from toolcall_conformance.model import ImplementationError, SplitResult, Tool


class _Wrapper(InProcess):
    """The reference with one deliberate fault added in `coerce`."""

    def __init__(self) -> None:
        self.reference = ReferenceAdapter()
        self.info = self.reference.info
        self.features = self.reference.features

    def coerce(self, tool: Tool, arguments: dict[str, Any]) -> Any:
        raise NotImplementedError

    def split(self, tool_calls: list[Any], provider_data: Any) -> SplitResult:
        return self.reference.split(tool_calls, provider_data)


class RefBlind(_Wrapper):
    """Leaves every top-level argument whose property schema is a `$ref` exactly as the model sent it."""

    def coerce(self, tool: Tool, arguments: dict[str, Any]) -> Any:
        prepared = self.reference.coerce(tool, arguments)
        properties = tool.parameters.get("properties", {})
        for key, value in arguments.items():
            if isinstance(properties.get(key), dict) and "$ref" in properties[key]:
                prepared[key] = value
        return prepared


class RewrapsArrays(_Wrapper):
    """Wraps a top-level array argument in another array each time: not idempotent."""

    def coerce(self, tool: Tool, arguments: dict[str, Any]) -> Any:
        prepared = self.reference.coerce(tool, arguments)
        properties = inline(tool.parameters).get("properties", {})
        for key, value in prepared.items():
            declared = properties.get(key)
            is_array = isinstance(declared, dict) and declared.get("type") == "array"
            if is_array and isinstance(arguments.get(key), list):
                prepared[key] = [value]
        return prepared


class FailsOnRefs(_Wrapper):
    """Answers with a protocol error whenever the schema holds `$defs`."""

    def coerce(self, tool: Tool, arguments: dict[str, Any]) -> Any:
        if "$defs" in tool.parameters:
            raise ImplementationError("cannot resolve $defs")
        return self.reference.coerce(tool, arguments)
