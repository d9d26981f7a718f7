# Repro: json-repair 0.64.6, reason `spaced-boolean-refused` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/boolean/surrounding-spaces (core level, SPEC §1.2)
#           " false " becomes false.
# Reason:   SPEC §1.2 and §1.5: repair_json trims the whitespace around number text (" 5 " becomes
#           5) but not around a boolean, which it reads only as one of its spellings: " false " for
#           a boolean cannot be repaired and the call is refused ("Expected boolean at $.flag.");
#           SPEC trims the text and gives false.
# Expected: {"flag": false}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python spaced-boolean-refused.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/spaced-boolean-refused.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{"type": "object", "properties": {"flag": {"type": "boolean"}}}
"""
)
ARGUMENTS = json.loads(
    r"""
{"flag": " false "}
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
