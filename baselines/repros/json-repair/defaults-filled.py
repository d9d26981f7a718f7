# Repro: json-repair 0.64.6, reason `defaults-filled` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/absent-keys/top-level-default-not-added (core level, SPEC §1)
#           "mode" was not sent: it is not added with its default "fast".
# Reason:   SPEC §1: keys the model did not send are added with their schema defaults (pydantic/zod
#           "default" values, nested too); the tool must receive only what was sent, prepared. Its
#           signatures are that one added key at each place the defaulted property sits (the top
#           level, nested, behind a $ref, in a union branch, inside JSON text the call sent, or
#           several of these), on cases pinning §1 and §1.2.
# Expected: {"n": 3}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python defaults-filled.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/defaults-filled.py
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
    "n": {"type": "integer"},
    "mode": {"type": "string", "default": "fast"},
    "options": {
      "type": "object",
      "properties": {"depth": {"type": "integer", "default": 1}, "q": {"type": "string"}}
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"n": "3"}
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
