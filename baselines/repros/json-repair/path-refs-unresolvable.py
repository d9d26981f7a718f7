# Repro: json-repair 0.64.6, reason `path-refs-unresolvable` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     generated/mcp-sdk/mcp-sdk.zod3.pagination/string-offset (core level, SPEC §1.2)
#           only 'offset' sent as a string; the others already typed
# Reason:   SPEC §2: local JSON-pointer refs that do resolve inside the document make repair_json
#           raise SchemaDefinitionError "Unresolvable $ref" (where a union branch hits it, the union
#           repair re-raises it as a ValueError and the call is rejected): its resolver steps only
#           through object members and does not percent-decode, so a pointer through an array index
#           (#/properties/choice/anyOf/1, zod's #/properties/shape/anyOf/0) or a percent-encoded one
#           (#/$defs/a%20b, #/%24defs/Count) fails. A ref into a draft-07 tuple's array-form items
#           (#/properties/point/items/0, as zod-to-json-schema writes for a reused tuple member)
#           fails the same way one step later: json-repair rewrites array-form items into
#           prefixItems before validating, so jsonschema raises PointerToNowhere for it. Its
#           signatures are those raisers, on cases pinning §1.2, §2 and §4: the resolver's
#           SchemaDefinitionError, jsonschema's PointerToNowhere for the tuple-member refs, and the
#           rejection worded "Unresolvable $ref" where a union branch meets the ref (brightdata's
#           recursive filter).
# Expected: {"limit": 3, "offset": 3, "query": "text"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python path-refs-unresolvable.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/path-refs-unresolvable.py
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
    "query": {"type": "string"},
    "limit": {
      "anyOf": [{"type": "integer", "minimum": 1, "maximum": 500}, {"type": "null"}]
    },
    "offset": {"$ref": "#/properties/limit/anyOf/0"}
  },
  "required": ["query", "limit"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"query": "text", "limit": 3, "offset": "3"}
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
