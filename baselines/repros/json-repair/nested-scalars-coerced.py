# Repro: json-repair 0.64.6, reason `nested-scalars-coerced` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/array/wrap-string-items-not-coerced (core level, SPEC §1.2)
#           Array of integers: "5" is wrapped as ["5"], the item not coerced.
# Reason:   SPEC §1.3: scalars nested inside containers are coerced ("1" inside a parsed object
#           becomes 1; array items too: "[\"1\", 2]" for an array of integers becomes [1, 2], and
#           "5" wrapped for it [5]); SPEC says they stay as sent. Its signatures are that one
#           coercion told apart by the scalar's type (integer, number, boolean) and by where it sits
#           (an object member or array item, inside JSON text the call sent, behind a $ref or in a
#           union branch on the way), on cases pinning §1.2, §1.3, §2 and §4.
# Expected: {"ints": ["5"]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python nested-scalars-coerced.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/nested-scalars-coerced.py
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
    "arr": {"type": "array"},
    "ints": {"type": "array", "items": {"type": "integer"}},
    "arr_or_null": {"type": ["array", "null"]},
    "arr_list": {"type": ["array"]},
    "arr_or_text": {"type": ["array", "string"]},
    "nullable_arr": {"type": "array", "nullable": true}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"ints": "5"}
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
