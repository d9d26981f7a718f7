"""Commands that run the miniature implementations, shared by the protocol tests."""

from __future__ import annotations

import sys
from pathlib import Path

from toolcall_conformance.model import Tool

MINIATURES = Path(__file__).parents[1] / "fakes" / "wire"
TOOL = Tool(name="search", parameters={"type": "object", "properties": {"q": {"type": "string"}}})


def miniature(name: str, *args: str) -> list[str]:
    """The command line that runs miniatures/<name>.py."""
    return [sys.executable, str(MINIATURES / f"{name}.py"), *args]
