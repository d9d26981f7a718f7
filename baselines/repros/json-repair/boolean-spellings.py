# Repro: json-repair 0.64.6, reason `boolean-spellings` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/boolean/one-stays (core level, SPEC §1.2)
#           "1" stays.
# Reason:   SPEC §1.2: for a boolean, repair_json accepts "yes", "y", "on" and "1" as true and "no",
#           "n", "off" and "0" as false (in any case) besides "true" and "false"
#           (SchemaRepairer._coerce_scalar), so "yes", "on" or "1" becomes true and "0" false; SPEC
#           converts only "true" and "false" and leaves other text as sent. Its two signatures are
#           those spellings where the text should stay a string (a boolean property) and where the
#           integer rule should take it ("1" for ["boolean", "integer"] is no boolean to SPEC, so it
#           becomes 1; repair_json tries boolean first and takes it as true).
# Expected: {"flag": "1"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python boolean-spellings.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/boolean-spellings.py
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
