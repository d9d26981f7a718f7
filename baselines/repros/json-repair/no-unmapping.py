# Repro: json-repair 0.64.6, reason `no-unmapping` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     mcp/input-schema-without-type/properties-still-used (core level, SPEC §4)
#           The properties are still used: "5" becomes 5 and "first_name" is mapped back.
# Reason:   SPEC §1.1: repair_json does no key unmapping, so a sanitized key such as "first_name"
#           reaches the tool instead of "first name" (and its value is not prepared).
# Expected: {"n": 5, "first name": "A"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python no-unmapping.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/no-unmapping.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{"properties": {"n": {"type": "integer"}, "first name": {"type": "string"}}}
"""
)
ARGUMENTS = json.loads(
    r"""
{"n": "5", "first_name": "A"}
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
