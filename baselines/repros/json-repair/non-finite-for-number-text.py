# Repro: json-repair 0.64.6, reason `non-finite-for-number-text` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/number/inf-stays (core level, SPEC §1.2)
#           "inf" stays.
# Reason:   SPEC §1.2: for the text "NaN", "inf" or "1e400" under a number type, repair_json returns
#           a float NaN or infinity (reported as NaN / Infinity, SPEC §5) where text that is not a
#           finite JSON number must stay the original string.
# Expected: {"x": "inf"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python non-finite-for-number-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/non-finite-for-number-text.py
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
{"x": "inf"}
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
