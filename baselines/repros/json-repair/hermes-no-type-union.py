# Repro: json-repair 0.64.6, reason `hermes-no-type-union` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     generated/zod-to-json-schema/zod-to-json-schema.pagination.ref-seen/all-strings (hermes
#           level, SPEC §1.2)
#           every argument sent as a string: numbers, booleans and JSON text for containers
# Reason:   SPEC §1.2 (hermes level): values whose schema has no top-level type are coerced or
#           parsed where Hermes, which applies only the null rule there, leaves them strings; core
#           allows either. The untyped schemas are no-type unions (anyOf [integer, null], anyOf
#           [object, null], pydantic's Optional fields, zod's unions), allOf [{"$ref": ...}]
#           wrappers (pydantic 1 and 2, zod 4's draft-07 reused refs, zod-to-json-schema's openapi3
#           nullable refs), a bare $ref to a union (zod 4's reused discriminated union),
#           zod-to-json-schema's allOf intersection, and a root given only as a $ref or allOf [$ref]
#           (pydantic 2.8's recursive tree, zod-to-json-schema's named root), below which Hermes
#           reaches no property. Its signatures are that one coercion told apart by the type the
#           value is made (integer, number, boolean, object, array) and by how its untyped schema is
#           written: a union branch, behind a $ref (a wrapper, a bare ref, a root ref) or both, or
#           at the top level (the intersection); one hand-written case pins §2.
# Expected: {"limit": "3", "query": "text"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python hermes-no-type-union.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/hermes-no-type-union.py
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
    "query": {"type": "string"},
    "limit": {
      "anyOf": [{"type": "integer", "minimum": 1, "maximum": 500}, {"type": "null"}]
    },
    "offset": {}
  },
  "required": ["query", "limit"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"query": "text", "limit": "3"}
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
