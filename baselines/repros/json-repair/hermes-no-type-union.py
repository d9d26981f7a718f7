# Repro: json-repair 0.64.6, reason `hermes-no-type-union` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     generated/zod-to-json-schema/zod-to-json-schema.pagination.ref-seen/all-strings (hermes
#           level, SPEC §1.2)
#           every argument sent as a string: numbers, booleans and JSON text for containers
# Reason:   SPEC §1.2 (hermes level): values of properties without a top-level type (anyOf [integer,
#           null], anyOf [object, null], pydantic unions, zod records under additionalProperties)
#           are coerced or parsed where Hermes leaves them strings; core allows either. Where the
#           repair cannot make such a value valid ("null" for anyOf [Person, null]: "Expected null
#           at $.secondary") it refuses the call instead. Its cases carry several signatures only
#           because the same mechanism shows at different places (top level, nested, behind a $ref,
#           in a union branch, in parsed text), under different SPEC sections the cases pin, or with
#           the property the message names; the listed signatures are that one mechanism.
# Expected: {"limit": "3", "query": "text"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python hermes-no-type-union.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/hermes-no-type-union.py
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
    "offset": {}
  },
  "required": ["query", "limit"],
  "additionalProperties": false,
  "$schema": "http://json-schema.org/draft-07/schema#"
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"query": "text", "limit": "3"}
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
