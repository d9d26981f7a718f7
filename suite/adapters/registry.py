"""Named implementations: `--impl NAME` or `--impl "cmd:<command line>"`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from suite.adapters.base import Implementation


class UnknownImplementation(ValueError):
    pass


@dataclass(frozen=True)
class AdapterOptions:
    """Settings an adapter may use; each adapter takes what concerns it."""

    timeout: float = 5.0
    validate_protocol: bool = False
    hermes_python: str | None = None
    hermes_path: str | None = None


def _reference(options: AdapterOptions) -> Implementation:
    from suite.adapters.reference import ReferenceAdapter

    return ReferenceAdapter()


def _reference_served(options: AdapterOptions) -> Implementation:
    import sys

    return _command(f"{sys.executable} -m suite.reference.serve", options)


def _command(command: str, options: AdapterOptions) -> Implementation:
    from suite.adapters.protocol import ProtocolAdapter

    return ProtocolAdapter(command, timeout=options.timeout, validate_protocol=options.validate_protocol)


NAMED: dict[str, Callable[[AdapterOptions], Implementation]] = {
    "reference": _reference,
    "reference-served": _reference_served,
}


def create(spec: str, options: AdapterOptions | None = None) -> Implementation:
    """Build the implementation named by `spec`."""
    options = options or AdapterOptions()
    if spec.startswith("cmd:"):
        command = spec[len("cmd:") :].strip()
        if not command:
            raise UnknownImplementation("cmd: needs a command line, e.g. cmd:./my-impl --serve")
        return _command(command, options)
    if spec in NAMED:
        return NAMED[spec](options)
    known = ", ".join([*sorted(NAMED), "cmd:<command line>"])
    raise UnknownImplementation(f"unknown implementation {spec!r}; known: {known}")
