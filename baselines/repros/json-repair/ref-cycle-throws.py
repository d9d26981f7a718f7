# Repro: json-repair 0.64.6, reason `ref-cycle-throws` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     refs/cycles/mutual-reference-terminates (core level, SPEC §2)
#           Two $defs that refer to each other resolve to nothing: the value stays.
# Reason:   SPEC §2 and §1.4: a $ref whose target is again a $ref leading back (a self-loop, mutual
#           references, a longer cycle) makes repair_json raise SchemaDefinitionError "Circular $ref
#           detected" while it follows the chain; the step must terminate and leave such values as
#           they are.
# Expected: {"mutual": "true"}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python ref-cycle-throws.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/ref-cycle-throws.py
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
    "self_loop": {"$ref": "#/$defs/Loop"},
    "mutual": {"$ref": "#/$defs/A"},
    "loop_with_type": {"$ref": "#/$defs/Loop", "type": "integer"},
    "cycle_typed_midway": {"$ref": "#/$defs/TypedA"},
    "long_cycle": {"$ref": "#/$defs/C0"},
    "any_of_cycle": {"$ref": "#/$defs/JsonNull"},
    "one_of_cycle": {"$ref": "#/$defs/OneNode"},
    "all_of_cycle": {"$ref": "#/$defs/AllNode"},
    "mutual_union": {"$ref": "#/$defs/UA"}
  },
  "$defs": {
    "Loop": {"$ref": "#/$defs/Loop"},
    "A": {"$ref": "#/$defs/B"},
    "B": {"$ref": "#/$defs/A"},
    "TypedA": {"$ref": "#/$defs/TypedB", "type": "integer"},
    "TypedB": {"$ref": "#/$defs/TypedA"},
    "C0": {"$ref": "#/$defs/C1"},
    "C1": {"$ref": "#/$defs/C2"},
    "C2": {"$ref": "#/$defs/C3"},
    "C3": {"$ref": "#/$defs/C4"},
    "C4": {"$ref": "#/$defs/C5"},
    "C5": {"$ref": "#/$defs/C6"},
    "C6": {"$ref": "#/$defs/C7"},
    "C7": {"$ref": "#/$defs/C8"},
    "C8": {"$ref": "#/$defs/C9"},
    "C9": {"$ref": "#/$defs/C10"},
    "C10": {"$ref": "#/$defs/C11"},
    "C11": {"$ref": "#/$defs/C0"},
    "JsonNull": {"anyOf": [{"$ref": "#/$defs/JsonNull"}, {"type": "null"}]},
    "OneNode": {"oneOf": [{"$ref": "#/$defs/OneNode"}, {"$ref": "#/$defs/Nothing"}]},
    "Nothing": {"type": "null"},
    "AllNode": {"allOf": [{"$ref": "#/$defs/AllNode"}], "type": "integer"},
    "UA": {"anyOf": [{"$ref": "#/$defs/UB"}, {"type": "null"}]},
    "UB": {"anyOf": [{"$ref": "#/$defs/UA"}, {"type": "integer"}]}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"mutual": "true"}
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
