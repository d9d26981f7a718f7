"""The one interface every implementation adapter speaks.

An adapter only translates between the suite and an implementation: it never decides pass or fail.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

JSON = Any
FEATURES = ("coerce", "mcp", "split")


@dataclass(frozen=True)
class ImplementationInfo:
    """Who answered: reported in every run's report."""

    name: str
    version: str
    language: str

    def as_json(self) -> dict[str, str]:
        return {"name": self.name, "version": self.version, "language": self.language}


@dataclass(frozen=True)
class Tool:
    """A tool as a coerce request carries it (SPEC §5)."""

    name: str
    parameters: JSON
    origin: str = "native"

    def as_json(self) -> dict[str, JSON]:
        return {"name": self.name, "parameters": self.parameters, "origin": self.origin}


@dataclass(frozen=True)
class SplitResult:
    tool_calls: list[JSON]
    provider_data: JSON | None


@dataclass(frozen=True)
class CoerceRequest:
    tool: Tool
    arguments: dict[str, JSON]


@dataclass(frozen=True)
class SplitRequest:
    tool_calls: list[JSON]
    provider_data: JSON | None


Request = CoerceRequest | SplitRequest


@dataclass
class ImplementationError(Exception):
    """The implementation failed to answer one request (crash, garbage, timeout, error reply)."""

    message: str
    stderr_tail: str = ""
    details: dict[str, JSON] = field(default_factory=dict)

    def __str__(self) -> str:
        if self.stderr_tail:
            return f"{self.message}\n--- stderr (tail) ---\n{self.stderr_tail}"
        return self.message


@runtime_checkable
class Implementation(Protocol):
    """An implementation under test. Methods raise ImplementationError when it fails to answer."""

    @property
    def info(self) -> ImplementationInfo: ...

    @property
    def features(self) -> frozenset[str]: ...

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON: ...

    def split(self, tool_calls: list[JSON], provider_data: JSON | None) -> SplitResult: ...

    def close(self) -> None: ...
