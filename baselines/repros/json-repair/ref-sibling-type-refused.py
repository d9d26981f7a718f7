# Repro: json-repair 0.64.6, reason `ref-sibling-type-refused` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     refs/siblings/sibling-type-used-when-target-has-none (core level, SPEC §2)
#           The target has no type; the sibling type "boolean" is kept: "FALSE" becomes false.
# Reason:   SPEC §2: for a $ref with a sibling "type" whose target has none, repair_json repairs the
#           value by the $ref's target alone, so "FALSE" beside type boolean is left as it is, where
#           for a plain boolean property it becomes false; the validation that follows applies the
#           sibling type and the call is refused ("'FALSE' is not of type 'boolean'"). SPEC keeps
#           the sibling type beside the $ref, so "FALSE" becomes false.
# Expected: {"sibling_type": false}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python ref-sibling-type-refused.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/ref-sibling-type-refused.py
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
    "described": {"$ref": "#/$defs/Count", "description": "How many results to return."},
    "type_conflict": {"$ref": "#/$defs/Count", "type": "string"},
    "type_conflict_text": {"$ref": "#/$defs/Text", "type": "integer"},
    "sibling_nullable": {"$ref": "#/$defs/Count", "nullable": true},
    "sibling_type": {"$ref": "#/$defs/Untyped", "type": "boolean"},
    "nullable_conflict": {"$ref": "#/$defs/StrictCount", "nullable": true},
    "type_list_conflict": {"$ref": "#/$defs/Count", "type": ["integer", "null"]},
    "sibling_any_of": {"$ref": "#/$defs/Count", "anyOf": [{"type": "integer"}, {"type": "null"}]},
    "chained": {"$ref": "#/$defs/Outer", "description": "Outer alias."},
    "object_vs_array": {"$ref": "#/$defs/List", "type": "object"},
    "properties_conflict": {"$ref": "#/$defs/Pet", "properties": {"pet name": {"type": "string"}}}
  },
  "$defs": {
    "Count": {"type": "integer"},
    "Text": {"type": "string"},
    "Untyped": {"description": "A flag whose type is given where it is used."},
    "StrictCount": {"type": "integer", "nullable": false},
    "Outer": {"$ref": "#/$defs/Count", "nullable": true},
    "List": {"type": "array"},
    "Pet": {
      "type": "object",
      "properties": {"owner name": {"type": "string"}, "tags": {"type": "array"}}
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"sibling_type": "FALSE"}
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
