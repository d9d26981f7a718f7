"""A deliberately broken implementation: the reference, after fetching every remote `$ref` first.

In-process as `FetchingReference`; over the protocol as `python fetching_reference.py`.
Relative references are resolved against the `$id`s above them, as a URI-aware resolver would.
"""

from __future__ import annotations

import contextlib
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import urldefrag, urljoin

from toolcall_conformance import reference
from toolcall_conformance.adapters.reference import ReferenceAdapter
from toolcall_conformance.model import Tool

NAME = "fetching-reference"
VERSION = reference.VERSION
LANGUAGE = "python"


def remote_urls(schema: Any, base: str = "") -> list[str]:
    """The absolute http(s) documents the schema's non-local `$ref`s point to, in document order."""
    found: list[str] = []
    pending = [(schema, base)]
    while pending:
        node, node_base = pending.pop()
        if isinstance(node, list):
            pending.extend((item, node_base) for item in reversed(node))
        if not isinstance(node, dict):
            continue
        if isinstance(node.get("$id"), str):
            node_base = urljoin(node_base, node["$id"])
        ref = node.get("$ref")
        if isinstance(ref, str) and not ref.startswith("#"):
            url = urldefrag(urljoin(node_base, ref)).url
            if url.startswith(("http://", "https://")):
                found.append(url)
        pending.extend((value, node_base) for value in reversed(list(node.values())))
    return found


def fetch_all(schema: Any) -> None:
    for url in remote_urls(schema):
        with contextlib.suppress(urllib.error.URLError, OSError):
            urllib.request.urlopen(url, timeout=2).close()


def prepare_arguments(tool: dict, arguments: dict) -> dict:
    fetch_all(tool.get("parameters"))
    return reference.prepare_arguments(tool, arguments)


split_tool_calls = reference.split_tool_calls


class FetchingReference(ReferenceAdapter):
    def coerce(self, tool: Tool, arguments: dict[str, Any]) -> Any:
        fetch_all(tool.parameters)
        return super().coerce(tool, arguments)


if __name__ == "__main__":
    import sys

    from toolcall_conformance.reference.serve import main

    main(sys.modules[__name__])
