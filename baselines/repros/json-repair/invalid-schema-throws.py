# Repro: json-repair 0.64.6, reason `invalid-schema-throws` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     robustness/parameters-properties-null/arguments-unchanged (core level, SPEC §1.4)
#           Every argument passes unchanged.
# Reason:   SPEC §1.4: property schemas that are not schemas ("integer", "text", 5, null, a list,
#           unknown type names) make repair_json raise SchemaDefinitionError "Invalid schema"
#           (jsonschema's check_schema over the whole tool schema, run before any value is
#           repaired); the step must leave such values unchanged. The message goes on with one of
#           the meta-schema's errors, and which one follows the interpreter's string hashing
#           (PYTHONHASHSEED), so it differs from run to run for one case; the signature keeps that
#           the meta-schema refused the schema. Its two signatures are that one mechanism on cases
#           pinning §1.2 and §1.4.
# Expected: {"a": "5", "b b": "[1]", "c_c": null}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python invalid-schema-throws.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/invalid-schema-throws.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{"type": "object", "properties": null}
"""
)
ARGUMENTS = json.loads(
    r"""
{"a": "5", "b b": "[1]", "c_c": null}
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
