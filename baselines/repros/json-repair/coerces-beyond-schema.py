# Repro: json-repair 0.64.6, reason `coerces-beyond-schema` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/boolean/one-stays (core level, SPEC §1.2)
#           "1" stays.
# Reason:   SPEC §1.2 and §1.3: repair_json changes values no rule touches: "yes"/"on"/"1"/"0" for a
#           boolean become booleans, items of an array are coerced, scalars are wrapped for type
#           lists such as ["array", "null"] and null for type array becomes [null], JSON text for
#           string branches of a oneOf/anyOf or under additionalProperties is parsed, and a valid
#           number in anyOf [number, string] is turned into a string. Its cases carry several
#           signatures only because the same mechanism shows at different places (top level, nested,
#           behind a $ref, in a union branch, in parsed text), under different SPEC sections the
#           cases pin, or with the property the message names; the listed signatures are that one
#           mechanism.
# Expected: {"flag": "1"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python coerces-beyond-schema.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/coerces-beyond-schema.py
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
{"flag": "1"}
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
