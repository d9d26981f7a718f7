# Repro: json-repair 0.64.6, reason `deep-schema-refused` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     robustness/deep-and-cyclic/union-of-only-itself-top (core level, SPEC §1.4)
#           A union whose every branch is itself: "null" stays and the step terminates.
# Reason:   SPEC §1.4: cyclic or very deep schemas make repair_json raise ValueError "Input schema
#           nesting exceeds the supported schema depth" (a 10,000-link $ref chain after about 5 s,
#           hence the declared 15 s limit); given "null" through that chain it refuses the call
#           instead, whose validity cannot be decided that deep, a §1.5 failure. Its signatures are
#           that one ValueError on cases pinning §1.2, §1.3, §1.4 and §2, and the refusal of the one
#           call given "null" through the chain ("Expected integer at $.count.").
# Expected: {"loop_union": "null"}
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
  "properties": {"loop_union": {"$ref": "#/$defs/X"}},
  "$defs": {"X": {"anyOf": [{"$ref": "#/$defs/X"}, {"$ref": "#/$defs/X"}]}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"loop_union": "null"}
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
