# Repro: json-repair 0.64.6, reason `map-value-text-parsed-hermes` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     nested/map-values/map-value-text-stays (hermes level, SPEC §1.3)
#           The object text is parsed (SPEC §1.2); array text held as a map value stays as sent at
#           hermes level: Hermes walks properties, items and union branches, not
#           additionalProperties.
# Reason:   SPEC §1.3 (hermes level): JSON text held as the value of an additionalProperties map
#           (zod records, pydantic dicts, the property maps of vapi's and LaunchDarkly's tools) is
#           parsed (repair_json follows the map's value schema); Hermes walks properties, items and
#           union branches only, so there the text stays as sent. Its signatures are that one parse
#           for array and object values, on cases pinning §1.2 and §1.3, with the map's value schema
#           inline or behind a $ref; in each case the map itself arrives as JSON text, hence "inside
#           parsed JSON text".
# Expected: {"overrides": {"labels": "[\"a\"]"}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python map-value-text-parsed-hermes.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/map-value-text-parsed-hermes.py
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
    "overrides": {
      "type": "object",
      "additionalProperties": {"type": "array", "items": {"type": "string"}}
    }
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"overrides": "{\"labels\": \"[\\\"a\\\"]\"}"}
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
