# Repro: json-repair 0.64.6, reason `rejects-valid` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/tuples-draft-07/native-pair (core level, SPEC §1.5)
#           [2.5, 2.5] stays, and a call carrying it is not rejected (§1.5).
# Reason:   SPEC §1.5: a tuple declared in draft-07 (array-form items with additionalItems false, as
#           zod-to-json-schema and the MCP SDK write geo_point) is read as if additionalItems
#           applied to every item ("False schema does not allow 2.5"), so a valid call is rejected.
#           Its two signatures are that one refusal on cases pinning §1.2 (the generated geo_point
#           tools) and §1.5 (the hand-written tuple).
# Expected: {"point": [2.5, 2.5]}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python rejects-valid.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/rejects-valid.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "type": "object",
  "properties": {
    "point": {
      "type": "array",
      "items": [{"type": "number"}, {"type": "number"}],
      "additionalItems": false
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"point": [2.5, 2.5]}
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
