# Repro: json-repair 0.64.6, reason `dangling-ref-throws` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     refs/dangling-local/value-left-as-is (core level, SPEC §2)
#           "5" under the dangling reference stays "5".
# Reason:   SPEC §2: a local ref that points nowhere (#/$defs/Missing, an anyOf index out of range,
#           "-", a leading zero, "#/") makes repair_json raise, SchemaDefinitionError "Unresolvable
#           $ref" from its own resolver or jsonschema's PointerToNowhere where only the validation
#           meets it, instead of leaving the value as if there were no resolver. Its signatures are
#           the two raisers' wordings, on cases pinning §1.1 and §2: the resolver's
#           SchemaDefinitionError for the index forms ("-", "01", "+1"), and jsonschema's
#           PointerToNowhere for the others (with a hint added for "#/", which names the empty key).
# Expected: {"missing": "5"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python dangling-ref-throws.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/dangling-ref-throws.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {"n": {"type": "integer"}, "missing": {"$ref": "#/$defs/Missing"}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"missing": "5"}
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
