# Repro: json-repair 0.64.6, reason `allof-sibling-type-refused` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/type-beside-allof/integer-text (core level, SPEC §1.2)
#           "5" for an integer whose allOf adds a minimum becomes 5.
# Reason:   SPEC §1.2: for a property whose type sits beside an allOf (or anyOf) whose members name
#           no type, repair_json repairs the value by the members alone, so "5" beside type integer
#           is left as it is; the validation that follows applies the sibling type and the call is
#           refused ("'5' is not of type 'integer'"). SPEC's T is the type beside the allOf, so "5"
#           becomes 5 (the same repair by the members alone as ref-sibling-type-refused, for a
#           $ref).
# Expected: {"limit": 5}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python allof-sibling-type-refused.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/allof-sibling-type-refused.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "limit": {"type": "integer", "allOf": [{"minimum": 0}]},
    "options": {
      "type": "object",
      "properties": {"depth": {"type": "integer"}},
      "allOf": [{"required": ["depth"]}]
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"limit": "5"}
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
