# Repro: json-repair 0.64.6, reason `wraps-beyond-array-type` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/array/null-not-wrapped (core level, SPEC §1.2)
#           null is not wrapped.
# Reason:   SPEC §1.2 and §1.3: wherever repair_json repairs a value against an array schema it
#           wraps anything that is not a list (after trying to parse text as a JSON array): null for
#           type "array" becomes [null], "x" or 5 for ["array", "null"], ["array"] or ["array",
#           "object"] becomes ["x"] or [5] (a type list is tried in its order, and in these lists
#           "array" comes first), and "null" for a nested anyOf [array, null] becomes ["null"] (the
#           array branch is tried first). SPEC wraps only a value that is not null, where T is
#           exactly "array" (nested too, at core: "x" for a nested array property wrapped as ["x"]
#           conforms, wraps-beyond-array-type-hermes). One mechanism; its signatures are the types
#           wrapped and where (top level, nested, in a union branch).
# Expected: {"arr": null}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python wraps-beyond-array-type.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/wraps-beyond-array-type.py
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
{"arr": null}
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
