# Repro: json-repair 0.64.6, reason `bigint` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/number/beyond-2-pow-53-exact (core level, SPEC §1.2)
#           "9007199254740993" is integral and becomes exactly that integer.
# Reason:   SPEC §1.2: number text is read through a double, so integral text beyond 2^53 loses its
#           exact value: for a number property "9007199254740993" becomes the float
#           9007199254740992.0, and for an integer property text with an exponent ("1e308") is read
#           as a float and then made an integer, the double's own value (a 309-digit integer that
#           parts from 10^308 at its 17th digit), not 10^308. Its two signatures are those two ends
#           of one double: a number where an integer is expected (the number property) and an
#           integer that differs (the integer property).
# Expected: {"x": 9007199254740993}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python bigint.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/bigint.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{"type": "object", "properties": {"x": {"type": "number"}}}
"""
)
ARGUMENTS = json.loads(
    r"""
{"x": "9007199254740993"}
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
