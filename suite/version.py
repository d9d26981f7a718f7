"""The suite's version, as its package metadata says (pyproject.toml's `version`)."""

from __future__ import annotations

from importlib import metadata


def suite_version() -> str:
    try:
        return metadata.version("toolcall-conformance")
    except metadata.PackageNotFoundError:
        return "unknown"
