"""Serve one miniature over the JSON-lines protocol (SPEC §5): `python serve_miniature.py NAME`.

NAME is a miniature of `miniatures.py` or a fuzz miniature of `fuzz_miniatures.py` (by its class
name in kebab case, such as `rewraps-arrays`).
"""

import re
import sys
from typing import Any

import fuzz_miniatures
from miniatures import BY_NAME

from toolcall_conformance.model import Tool
from toolcall_conformance.reference import serve

FUZZ = {
    re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower(): cls
    for name, cls in vars(fuzz_miniatures).items()
    if isinstance(cls, type) and issubclass(cls, fuzz_miniatures._Wrapper) and not name.startswith("_")
}


class Served:
    """An in-process adapter given the reference's module API, which `serve` answers through."""

    def __init__(self, adapter: Any) -> None:
        self.adapter = adapter
        info = adapter.info
        self.NAME, self.VERSION, self.LANGUAGE = info.name, info.version, info.language

    def prepare_arguments(self, tool: dict, arguments: dict) -> Any:
        return self.adapter.coerce(Tool(tool["name"], tool["parameters"]), arguments)

    def split_tool_calls(self, tool_calls: list, provider_data: Any) -> tuple[list, Any]:
        result = self.adapter.split(tool_calls, provider_data)
        return result.tool_calls, result.provider_data


if __name__ == "__main__":
    name = sys.argv[1]
    serve.main(Served(FUZZ[name]()) if name in FUZZ else BY_NAME[name])
