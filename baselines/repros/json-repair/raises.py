# Repro: json-repair 0.64.6, reason `raises` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     adversarial/canary/id-relative/nested-id-relative-ref (core level, SPEC §2)
#           A nested schema with its own $id and a relative "n.json" reference: the member stays
#           text, its array-typed sibling is parsed.
# Reason:   SPEC §1.4 and §2: some schemas make repair_json raise (cyclic $ref chains such as mutual
#           references or a self-loop, refs ending at an array or walking through a string, a nested
#           relative $id, "NaN" for ["number", "boolean"]); the step must never raise.
# Expected: {"sub": {"n": "[1]", "list": [2]}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python raises.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/raises.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{
  "$schema": "http://canary.invalid/meta/schema.json",
  "$id": "http://canary.invalid/root.json",
  "type": "object",
  "properties": {
    "relative": {"$ref": "defs.json#/x"},
    "relative_typed": {"$ref": "defs.json#/x", "type": "integer"},
    "local": {"$ref": "#/$defs/N"},
    "sub": {
      "$id": "http://canary.invalid/sub/",
      "type": "object",
      "properties": {"n": {"$ref": "n.json"}, "list": {"type": "array"}}
    }
  },
  "$defs": {"N": {"type": "integer"}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"sub": "{\"n\": \"[1]\", \"list\": \"[2]\"}"}
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
