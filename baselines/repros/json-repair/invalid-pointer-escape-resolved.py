# Repro: json-repair 0.64.6, reason `invalid-pointer-escape-resolved` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     refs/out-of-scope/invalid-tilde-two (core level, SPEC §2)
#           A $ref "#/$defs/a~2b" uses the invalid escape ~2, although an entry with that literal
#           key exists. The argument is left as sent ("5").
# Reason:   SPEC §2: repair_json decodes "~1" and "~0" in a $ref's JSON pointer and keeps any other
#           "~" as it is (SchemaRepairer._resolve_ref), so a pointer with an invalid escape
#           ("#/$defs/a~2b", "#/$defs/Count~") resolves to a key spelt that way where one exists,
#           and the value is coerced by it ("5" becomes 5); SPEC says such a pointer resolves to
#           nothing and the value stays as sent.
# Expected: {"bad_escape": "5"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python invalid-pointer-escape-resolved.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/invalid-pointer-escape-resolved.py
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
    "choice": {"anyOf": [{"type": "null"}, {"type": "integer"}]},
    "remote_url": {"$ref": "https://example.com/schemas/count.json"},
    "remote_url_fragment": {"$ref": "https://example.com/schemas/defs.json#/$defs/Count"},
    "other_document": {"$ref": "count.json#/$defs/Count"},
    "other_document_plain": {"$ref": "count.json"},
    "pointer_without_hash": {"$ref": "/$defs/Count"},
    "anchor": {"$ref": "#Address"},
    "anchor_count": {"$ref": "#Count"},
    "bad_escape": {"$ref": "#/$defs/a~2b"},
    "trailing_tilde": {"$ref": "#/$defs/Count~"},
    "dangling": {"$ref": "#/$defs/Missing"},
    "dangling_root_empty_key": {"$ref": "#/"},
    "index_out_of_range": {"$ref": "#/properties/choice/anyOf/2"},
    "index_dash": {"$ref": "#/properties/choice/anyOf/-"},
    "index_leading_zero": {"$ref": "#/properties/choice/anyOf/01"},
    "index_plus": {"$ref": "#/properties/choice/anyOf/+1"},
    "to_string": {"$ref": "#/$defs/Count/type"},
    "to_array": {"$ref": "#/properties/choice/anyOf"},
    "to_boolean": {"$ref": "#/$defs/Anything"},
    "through_string": {"$ref": "#/$defs/Count/type/0"},
    "remote_with_type": {"$ref": "https://example.com/schemas/count.json", "type": "integer"},
    "dangling_with_type": {"$ref": "#/$defs/Missing", "type": "boolean"},
    "wrapper": {
      "type": "object",
      "properties": {
        "labels": {"$ref": "https://example.com/schemas/labels.json"},
        "owner": {"$ref": "#/$defs/Nowhere"}
      }
    }
  },
  "$defs": {
    "Count": {"type": "integer", "$anchor": "Count"},
    "Count~": {"type": "integer"},
    "a~2b": {"type": "integer"},
    "Address": {
      "$anchor": "Address",
      "type": "object",
      "properties": {"street name": {"type": "string"}}
    },
    "Anything": true
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"bad_escape": "5"}
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
