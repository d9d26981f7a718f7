# Repro: json-repair 0.64.6, reason `ref-cycle-throws` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     refs/cycles/self-reference-terminates (core level, SPEC §2)
#           A $ref to a schema that refers only to itself resolves to nothing: the "5" stays as
#           sent.
# Reason:   SPEC §2 and §1.4: a $ref whose target is again a $ref leading back (a self-loop, mutual
#           references, a longer cycle) makes repair_json raise SchemaDefinitionError "Circular $ref
#           detected" while it follows the chain; the step must terminate and leave such values as
#           they are.
# Expected: {"self_loop": "5"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python ref-cycle-throws.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/ref-cycle-throws.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {"self_loop": {"$ref": "#/$defs/Loop"}},
  "$defs": {"Loop": {"$ref": "#/$defs/Loop"}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"self_loop": "5"}
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
