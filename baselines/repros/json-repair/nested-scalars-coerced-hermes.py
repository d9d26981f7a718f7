# Repro: json-repair 0.64.6, reason `nested-scalars-coerced-hermes` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/array/wrap-string-items-not-coerced (core level, SPEC §1.2)
#           Array of integers: "5" is wrapped as ["5"], the item not coerced.
# Reason:   SPEC §1.3 (hermes level): repair_json coerces a scalar nested in an array or object by
#           its own position's type ("5" for a nested integer arrives as 5, "1" in a matrix of
#           integers as 1), where Hermes coerces no nested scalar; core accepts that answer (SPEC
#           §0: it is valid against the schema and the case lists it among its core_alternatives),
#           so it is a finding at hermes level only. The signatures differ by the JSON types and by
#           where the value sits.
# Expected: {"ints": ["5"]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python nested-scalars-coerced-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/nested-scalars-coerced-hermes.py
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
