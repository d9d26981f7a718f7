# Repro: json-repair 0.64.6, reason `no-null-text` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     mcp/nullable-enum/null-text (core level, SPEC §4)
#           "null" for the nullable enum becomes null.
# Reason:   SPEC §1.2 and §1.5: the text "null" for a nullable property is not turned into null;
#           where a string branch accepts it, it stays "null"; elsewhere the repaired value fails
#           validation and a valid call is rejected (a §1.5 failure). Its signatures are that one
#           miss as it ends: "null" kept where a string type or branch accepts it (a type list or
#           nullable at the top level, a union branch); ["null"] where an array type or branch
#           admits the value, since repair_json, not taking the text for null, wraps it as it wraps
#           any non-list for an array (see wraps-beyond-array-type; the two MCP optional-array
#           cases, pinning §4, also get defaults filled); and a rejection naming the type or branch
#           repair_json tried last ("Expected null at $.flag", "Expected integer at $.null_first"
#           for ["null", "integer"]), on cases pinning §1.2 and §4. The same refusal fails cases
#           whose expected (Hermes') answer is itself invalid where a choice core leaves gives a
#           valid one (a nested value prepared by its own position's type, SPEC §1.3 and §0): the
#           step could have delivered that call (§1.5).
# Expected: {"order": null}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python no-null-text.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/no-null-text.py
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
    "order": {
      "anyOf": [{"type": "string", "enum": ["asc", "desc"]}, {"type": "null"}],
      "default": null
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"order": "null"}
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
