# Repro: json-repair 0.64.6, reason `scalar-text-missed-hermes` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     coerce/type-lists/integer-then-string (core level, SPEC §1.2)
#           Type ["integer", "string"]: "5" becomes 5.
# Reason:   SPEC §1.2 (hermes level): scalar text for a property whose type list also admits string
#           is left as sent: "5" for ["integer", "string"] or ["string", "integer"] stays "5",
#           "TRUE" for ["string", "boolean"] and "true" for ["boolean", "string"] (the
#           sequential-thinking server's flags) stay: the text already satisfies the string type,
#           and repair_json changes only a value that fails the schema; Hermes applies the first
#           type whose rule changes the value; core accepts the text kept (SPEC §0: valid, and among
#           the case's core_alternatives), so this is a finding at hermes level only. Its two
#           signatures are that one miss for a boolean and for an integer.
# Expected: {"int_or_text": 5}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python scalar-text-missed-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/scalar-text-missed-hermes.py
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
    "int_or_text": {"type": ["integer", "string"]},
    "text_or_int": {"type": ["string", "integer"]},
    "num_or_int": {"type": ["number", "integer"]},
    "int_or_num": {"type": ["integer", "number"]},
    "bool_or_int": {"type": ["boolean", "integer"]},
    "int_or_bool": {"type": ["integer", "boolean"]},
    "arr_or_obj": {"type": ["array", "object"]},
    "obj_or_text": {"type": ["object", "string"]},
    "text_or_bool": {"type": ["string", "boolean"]},
    "num_or_bool": {"type": ["number", "boolean"]}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"int_or_text": "5"}
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
