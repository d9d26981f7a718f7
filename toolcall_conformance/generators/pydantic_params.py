"""Tool functions that take one model of `pydantic_models` as their single parameter `params`.

`def search(params: SearchInput)` is the other common way a server author exposes a model as an MCP
tool (the `wrapped` style of `fastmcp_capture.py`, whose `tools/list` schemas are the `.wrapped`
groups of `corpora/generated/pydantic-captures.json`). Each function is this module's attribute under
its model's name (`SearchInput`, `Page[Item]`), so a case's source names it as
`{"kind": "pydantic", "module": "toolcall_conformance.generators.pydantic_params", "model": "SearchInput"}`
and a
server registers the very function the schema was captured from (SPEC §5).
"""

from __future__ import annotations

import sys

from toolcall_conformance.generators import pydantic_models

for _name, _target in pydantic_models.MODELS.items():
    if pydantic_models.is_model(_target):
        setattr(sys.modules[__name__], _target.__qualname__, pydantic_models.wrapped_function(_name, _target))
