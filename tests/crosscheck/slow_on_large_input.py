"""A miniature implementation: the reference, except that it hangs on large arguments."""

from __future__ import annotations

import json
import sys
import time

from toolcall_conformance import reference

NAME = "slow-on-large-input"
VERSION = reference.VERSION
LANGUAGE = "python"
LARGE = 100_000


def prepare_arguments(tool: dict, arguments: dict) -> dict:
    if len(json.dumps(arguments)) > LARGE:
        time.sleep(3600)
    return reference.prepare_arguments(tool, arguments)


split_tool_calls = reference.split_tool_calls

if __name__ == "__main__":
    from toolcall_conformance.reference.serve import main

    main(sys.modules[__name__])
