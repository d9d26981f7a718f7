# Repro: json-repair 0.64.6, reason `no-json-text-hermes` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     field-2026/copilot-unions/type-list-array-string-null/array-text (core level, SPEC §1.2)
#           JSON text of an array: the array type comes first in the list, so it is parsed; the
#           string it was is valid too.
# Reason:   SPEC §1.2 (hermes level): repair_json never parses JSON text, so text for a position
#           that admits both a string and an array or object (a type list such as ["array",
#           "string"] or ["object", "string"]) stays the string sent, where Hermes parses it; core
#           accepts that answer (SPEC §0: it is valid against the schema and the case lists it among
#           its core_alternatives), so it is a finding at hermes level only. The signatures differ
#           by the JSON types and by where the value sits.
# Expected: {"target": ["Top", "Child"]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python no-json-text-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/no-json-text-hermes.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {"target": {"type": ["array", "string", "null"], "items": {"type": "string"}}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"target": "[\"Top\", \"Child\"]"}
"""
)

try:
    repaired = json_repair.repair_json(json.dumps(ARGUMENTS), schema=SCHEMA, return_objects=True)
except SchemaDefinitionError as error:  # a schema it cannot use (a ValueError too)
    print(f"threw: {type(error).__name__}: {error}")
except ValueError as refusal:
    # Its refusal of a value it cannot make valid; one caused by a recursion limit or a missing
    # import is a failure instead.
    if isinstance(refusal.__cause__, (RecursionError, ImportError)):
        print(f"threw: {type(refusal).__name__}: {refusal}")
    else:
        print(f"rejected: {refusal}")
except Exception as error:
    print(f"threw: {type(error).__name__}: {error}")
else:
    print(f"returned: {json.dumps(repaired)}")  # NaN and Infinity print as such
