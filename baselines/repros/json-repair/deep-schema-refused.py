# Repro: json-repair 0.64.6, reason `deep-schema-refused` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     refs/recursive-schemas/recursive-union-other-branches-count (core level, SPEC §2)
#           A value union whose first branch refers to itself, the second being an array of the
#           union: JSON text of an array is parsed at two depths because the per-branch cycle guard
#           leaves the array branch usable.
# Reason:   SPEC §1.4: cyclic or very deep schemas make repair_json raise ValueError "Input schema
#           nesting exceeds the supported schema depth" (a 10,000-link $ref chain after about 5 s,
#           hence the declared 15 s limit); given "null" through that chain it refuses the call
#           instead, whose validity cannot be decided that deep, a §1.5 failure. Its signatures are
#           that one ValueError on cases pinning §1.2, §1.3, §1.4 and §2, and the refusal of the one
#           call given "null" through the chain ("Expected integer at $.count.").
# Expected: {"holder": {"v": [[1], 2]}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python deep-schema-refused.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/deep-schema-refused.py
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
    "tree": {"$ref": "#/$defs/Tree"},
    "list": {"$ref": "#/$defs/Link"},
    "holder": {"type": "object", "properties": {"v": {"$ref": "#/$defs/Value"}}}
  },
  "$defs": {
    "Tree": {
      "type": "object",
      "properties": {
        "node label": {"type": "string"},
        "children": {"type": "array", "items": {"$ref": "#/$defs/Tree"}}
      }
    },
    "Link": {
      "type": "object",
      "properties": {
        "value": {"type": "integer"},
        "next": {"anyOf": [{"$ref": "#/$defs/Link"}, {"type": "null"}]}
      }
    },
    "Value": {
      "anyOf": [
        {"$ref": "#/$defs/Value"},
        {"type": "array", "items": {"$ref": "#/$defs/Value"}},
        {"type": "integer"}
      ]
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"holder": {"v": "[\"[1]\", 2]"}}
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
