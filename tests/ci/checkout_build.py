"""Builds of the checkout itself take turns: pip and uv build a source folder inside its own `build/`
folder, and two builds at once (pytest-xdist's workers) trip over each other's files there."""

from __future__ import annotations

import fcntl
import hashlib
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def building_the_checkout() -> Iterator[None]:
    """Held while a test builds or installs the checkout; every process on the machine shares it."""
    name = hashlib.sha256(str(ROOT).encode()).hexdigest()[:16]
    with open(Path(tempfile.gettempdir()) / f"toolcall-conformance-build-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
