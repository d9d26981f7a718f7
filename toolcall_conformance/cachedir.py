"""The user's cache folder, where the suite remembers what it learnt in earlier runs."""

from __future__ import annotations

import os
from pathlib import Path


def folder() -> Path:
    """$XDG_CACHE_HOME/toolcall-conformance, else ~/.cache/toolcall-conformance."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "toolcall-conformance"
