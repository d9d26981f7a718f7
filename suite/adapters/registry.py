"""Named implementations: `--impl NAME` or `--impl "cmd:<command line>"`."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from suite.model import Implementation


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
    return _command([sys.executable, "-m", "suite.reference.serve"], options)


def _command(command: str | list[str], options: AdapterOptions) -> Implementation:
    from suite.adapters.protocol import ProtocolAdapter

    return ProtocolAdapter(command, timeout=options.timeout, validate_protocol=options.validate_protocol)


HERMES_SHIM = Path(__file__).resolve().parent.parent / "harnesses" / "hermes" / "shim.py"
HERMES_VENVS = Path(os.environ.get("TOOLCALL_CONFORMANCE_VENVS", ".venvs"))
HERMES_BUILDS = {"hermes-before": "before", "hermes-after": "after", "hermes-0.19.0": "v0190"}


def _hermes(options: AdapterOptions) -> Implementation:
    """A Hermes build: its own Python runs the shim, optionally on a source checkout."""
    if not options.hermes_python and not options.hermes_path:
        raise UnknownImplementation(
            "--impl hermes needs --hermes-python PATH (the Python Hermes is installed in) "
            "or --hermes-path DIR (a source checkout)"
        )
    python = options.hermes_python or sys.executable
    argv = [python, str(HERMES_SHIM)]
    if options.hermes_path:
        argv += ["--hermes-path", options.hermes_path]
    return _command(argv, options)


def _hermes_venv(build: str) -> Callable[[AdapterOptions], Implementation]:
    def create_build(options: AdapterOptions) -> Implementation:
        python = HERMES_VENVS / build / "bin" / "python"
        if not python.exists():
            raise UnknownImplementation(f"{python} is missing: run `make hermes-venvs` first")
        return _hermes(replace(options, hermes_python=str(python)))

    return create_build


NAMED: dict[str, Callable[[AdapterOptions], Implementation]] = {
    "reference": _reference,
    "reference-served": _reference_served,
    "hermes": _hermes,
    **{name: _hermes_venv(build) for name, build in HERMES_BUILDS.items()},
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
