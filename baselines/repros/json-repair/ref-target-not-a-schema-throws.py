# Repro: json-repair 0.64.6, reason `ref-target-not-a-schema-throws` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     refs/out-of-scope/ends-at-array (core level, SPEC §2)
#           A $ref ending at an anyOf array ends at a non-object. The argument is left as sent
#           ("5").
# Reason:   SPEC §2: a ref that ends at a string or an array, or walks through a string, makes
#           repair_json raise AttributeError ('str' object has no attribute 'items'): its resolver
#           returns the non-schema value and the repair reads it as a schema object; such a ref must
#           be left as if unresolved.
# Expected: {"to_array": "5"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python ref-target-not-a-schema-throws.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/ref-target-not-a-schema-throws.py
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
{"to_array": "5"}
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
