# Repro: json-repair 0.64.6, reason `array-or-object-text-wrapped` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/type-lists/array-then-object-object-text (core level, SPEC §1.2)
#           Type ["array", "object"]: JSON object text becomes the object.
# Reason:   SPEC §1.2 and §1.3: object text where the schema admits array or object (["array",
#           "object"]) is wrapped as ["{\"a\": 1}"] instead of parsed to {"a": 1}. Its two
#           signatures are that wrapping for the type list ["array", "object"] at the top level and
#           for a nested anyOf [array, object] (a union branch, §1.3).
# Expected: {"arr_or_obj": {"a": 1}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python array-or-object-text-wrapped.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/array-or-object-text-wrapped.py
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
    "int_or_text": {"type": ["integer", "string"]},
    "text_or_int": {"type": ["string", "integer"]},
    "num_or_int": {"type": ["number", "integer"]},
    "int_or_num": {"type": ["integer", "number"]},
    "bool_or_int": {"type": ["boolean", "integer"]},
    "int_or_bool": {"type": ["integer", "boolean"]},
    "arr_or_obj": {"type": ["array", "object"]},
    "obj_or_text": {"type": ["object", "string"]},
    "text_or_bool": {"type": ["string", "boolean"]},
    "num_or_bool": {"type": ["number", "boolean"]}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"arr_or_obj": "{\"a\": 1}"}
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
