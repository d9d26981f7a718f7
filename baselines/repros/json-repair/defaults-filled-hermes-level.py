# Repro: json-repair 0.64.6, reason `defaults-filled-hermes-level` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     generated/pydantic-captures/2.8.2.tree/string-value (hermes level, SPEC §1.2)
#           only 'value' sent as a string; the others already typed
# Reason:   (hermes level) The cases of `defaults-filled` whose expectation is Hermes's own (no-type
#           unions, MCP-converted schemas): the same mechanism. SPEC §1: keys the model did not send
#           are added with their schema defaults (pydantic/zod "default" values, nested too); the
#           tool must receive only what was sent, prepared. Its signatures are that one added key at
#           each place the defaulted property sits (the top level, behind a $ref, in a union branch,
#           inside JSON text the call sent, or several of these), on cases pinning §1.2 and §4.
# Expected: {"children": [{"name": "text"}], "name": "text", "value": "3"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python defaults-filled-hermes-level.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/defaults-filled-hermes-level.py
#
# Written by `make repros` from scripts/repro-templates/json-repair.py; edit that, not this.
import json

import json_repair
from json_repair.schema_repair import SchemaDefinitionError

SCHEMA = json.loads(
    r"""
{
  "$defs": {
    "TreeNode": {
      "description": "A recursive tree: the schema's root is itself a `$ref`.",
      "properties": {
        "name": {"title": "Name", "type": "string"},
        "value": {
          "anyOf": [{"type": "integer"}, {"type": "null"}],
          "default": null,
          "title": "Value"
        },
        "children": {
          "default": [],
          "items": {"$ref": "#/$defs/TreeNode"},
          "title": "Children",
          "type": "array"
        }
      },
      "required": ["name"],
      "title": "TreeNode",
      "type": "object"
    }
  },
  "allOf": [{"$ref": "#/$defs/TreeNode"}]
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"name": "text", "value": "3", "children": [{"name": "text"}]}
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
