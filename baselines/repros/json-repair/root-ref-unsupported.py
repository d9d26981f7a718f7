# Repro: json-repair 0.64.6, reason `root-ref-unsupported` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     robustness/deep-and-cyclic/root-recursion (core level, SPEC §1.4)
#           A property whose $ref is "#" holding itself four levels deep, the last as text: all
#           levels resolve.
# Reason:   SPEC §2: a $ref to the document root ("#": recursive pydantic and zod trees) makes
#           repair_json raise SchemaDefinitionError "Unsupported $ref: #": its resolver
#           (SchemaRepairer._resolve_ref in json_repair/schema_repair.py) accepts only refs that
#           start with "#/"; the case errors. Its signatures are that one error on cases pinning
#           §1.2 (the generated recursive trees), §1.4 (robustness/deep-and-cyclic/root-recursion)
#           and §2 (the "#" pointer cases).
# Expected: {"me": {"me": {"me": {"me": {}}}}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python root-ref-unsupported.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/root-ref-unsupported.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{"type": "object", "properties": {"me": {"$ref": "#"}}}
"""
)
ARGUMENTS = json.loads(
    r"""
{"me": {"me": {"me": "{\"me\": \"{}\"}"}}}
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
