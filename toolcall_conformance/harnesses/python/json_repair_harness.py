"""Serve PyPI ``json-repair``'s schema-guided repair over the implementation protocol (SPEC §5).

Run with the Python of a venv holding only json-repair and its ``schema`` extra
(``pip install --require-hashes -r toolcall_conformance/harnesses/python/json-repair.txt``):

    VENV/bin/python toolcall_conformance/harnesses/python/json_repair_harness.py

``coerce`` calls ``json_repair.repair_json(json.dumps(arguments), schema=parameters,
return_objects=True)`` (json-repair 0.64.6), the schema-guided call json-repair's README documents
and its users make on a tool call's argument text: agentscope 2.0.11, ``agentscope/_utils/_common.py``
``_json_loads_with_repair``, which ``Toolkit.call_tool`` (``agentscope/tool/_toolkit.py``) runs on
every call with the tool's ``input_schema``, calls ``repair_json(text, stream_stable=True,
schema=schema, return_objects=True)`` (the ``agentscope`` row runs that path whole, with its
fallbacks). Native and MCP tools alike: the schema is passed unchanged. When the repaired value still
does not satisfy the schema the call raises ``ValueError``: that is the library refusing the call,
answered as a rejection. A schema it cannot use (``SchemaDefinitionError``: unsupported or
unresolvable ``$ref``, invalid schema) or a nesting beyond its recursion limit is a failure. A float
NaN or infinity the library returns (for ``"NaN"``, ``"inf"``, ``"1e400"``) is answered as such
(SPEC §5: the bare token ``NaN``), a wrong value.

``--no-schema-definition-error``: the era of json-repair 0.56.0 to 0.57.1, before
``SchemaDefinitionError`` (0.58.0): a schema the library cannot use raises a plain ``ValueError`` there,
which the harness cannot tell from a refused value, so every ``ValueError`` (a recursion limit or a
missing import aside) is answered as a rejection.
"""

from __future__ import annotations

import importlib.metadata
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

if TYPE_CHECKING:  # the harness runs as a script in a venv without the suite: `protocol` is its neighbour
    from toolcall_conformance.harnesses.python.protocol import Harness, Rejected, run
else:
    from protocol import Harness, Rejected, run

DISTRIBUTION = "json-repair"


class _NeverRaised(Exception):
    """Stands for SchemaDefinitionError in the era before it existed."""


def load() -> Harness:
    # json-repair is installed only in the harness venv (the `json_repair` override covers the top module).
    import json_repair

    unusable_schema: type[Exception] = _NeverRaised
    if "--no-schema-definition-error" not in sys.argv[1:]:
        from json_repair.schema_repair import SchemaDefinitionError  # type: ignore[import-not-found]

        unusable_schema = SchemaDefinitionError

    def coerce(request: dict[str, Any]) -> dict[str, Any]:
        text = json.dumps(request["arguments"])
        parameters = request["tool"].get("parameters")
        try:
            repaired = json_repair.repair_json(text, schema=parameters, return_objects=True)
        except unusable_schema:
            raise
        except ValueError as refusal:
            # Recursion limits and a missing jsonschema surface as ValueError too, chained.
            if isinstance(refusal.__cause__, (RecursionError, ImportError)):
                raise
            raise Rejected(str(refusal)) from refusal
        return {"arguments": repaired}

    return Harness(
        name=DISTRIBUTION,
        version=importlib.metadata.version(DISTRIBUTION),
        features=["coerce", "mcp"],
        handlers={"coerce": coerce},
    )


if __name__ == "__main__":
    sys.exit(run(load))
