# Repro: json-repair 0.64.6, reason `remote-ref-throws` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     adversarial/canary/mcp/mcp-remote-refs (core level, SPEC §4)
#           The remote $ref beside type integer keeps the type ("5" becomes 5); the definition that
#           is only a remote $ref leaves "7" as sent.
# Reason:   SPEC §2: refs that are not local JSON pointers (remote URLs, other documents such as
#           count.json, a relative ref against an $id, plain-name anchors such as #Count) make
#           repair_json raise instead of leaving the value as if there were no resolver: its
#           resolver raises SchemaDefinitionError "Unsupported $ref" for any ref not starting with
#           "#/", and jsonschema's referencing, which it validates with, raises Unresolvable for a
#           document it cannot retrieve. Its signatures are those two raisers, each message worded
#           with the kind of ref it names (a URL, a document path such as count.json or n.json, a
#           ref with a fragment, a #Name anchor), on cases pinning §1.3, §2 and §4; and, where the
#           object holding a remote ref is sent as JSON text that holds further JSON text,
#           repair_json gives up parsing it and refuses the call instead ("Expected object at
#           $.config, got str."): the rejected signature.
# Expected: {"n": 5, "other": "7"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python remote-ref-throws.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/remote-ref-throws.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{
  "type": "object",
  "properties": {
    "n": {"$ref": "http://canary.invalid/schemas/n.json", "type": "integer"},
    "other": {"$ref": "#/definitions/Other"}
  },
  "definitions": {"Other": {"$ref": "http://canary.invalid/schemas/other.json"}}
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"n": "5", "other": "7"}
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
