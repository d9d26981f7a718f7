# Repro: json-repair 0.64.6, reason `integral-number-text-float` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/number/integral-decimal-is-integer (hermes level, SPEC §1.2)
#           "3.0" is integral and becomes the integer 3, not 3.0 (hermes: SPEC §5 compares integral
#           floats apart from integers).
# Reason:   SPEC §1.2 (hermes level): integral number text for a number ("5", "1e3", "5.0") becomes
#           a Python float (5.0) where Hermes gives the exact integer; at core an integral float is
#           the equal integer (SPEC §5), so only the hermes-level case fails.
# Expected: {"x": 3}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python integral-number-text-float.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/integral-number-text-float.py
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
{"x": "3.0"}
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
