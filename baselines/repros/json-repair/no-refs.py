# Repro: json-repair 0.64.6, reason `no-refs` of the `json-repair` baseline
# (baselines/json-repair.json).
#
# Case:     nested/containers/oneof-object-branch-recursive (core level, SPEC §1.3)
#           A position whose oneOf has an object branch: its JSON text is parsed and the ids member,
#           itself JSON array text, is parsed too.
# Reason:   SPEC §2: repair_json does not follow local $refs, so a value behind {"$ref":
#           "#/$defs/Count"} is not prepared ("5" stays a string, JSON text stays text).
# Expected: {"filters": {"one_of_obj": {"ids": [1]}}}
#           (the arguments the tool must receive, compared type-strictly)
# Call:     repair_json(text, schema=parameters, return_objects=True), as
#           suite/harnesses/python/json_repair_harness.py calls it.
# Prints:   returned: <value> | rejected: <the library's refusal> | threw: <error>
# Run:      pip install 'json-repair[schema]==0.64.6' && python no-refs.py
#           or, in this repository: .venv/bin/python scripts/run_repros.py baselines/repros/json-repair/no-refs.py
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
    "filters": {
      "type": "object",
      "properties": {
        "labels": {"type": "array", "items": {"type": "string"}},
        "limit": {"type": "integer"},
        "enabled": {"type": "boolean"},
        "range": {
          "type": "object",
          "properties": {"low": {"type": "number"}, "high": {"type": "number"}}
        },
        "maybe_tags": {
          "anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}]
        },
        "listed_tags": {"type": ["array", "null"]},
        "one_of_obj": {
          "oneOf": [
            {"type": "object", "properties": {"ids": {"type": "array"}}},
            {"type": "string"}
          ]
        },
        "all_of_obj": {
          "allOf": [{"type": "object", "properties": {"ids": {"type": "array"}}}]
        },
        "either": {"anyOf": [{"type": "array"}, {"type": "object"}]},
        "ref_list": {"$ref": "#/$defs/Labels"},
        "note": {"type": "string"}
      }
    },
    "rows": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "cells": {"type": "array", "items": {"type": "integer"}},
          "meta": {"type": "object"}
        }
      }
    },
    "matrix": {"type": "array", "items": {"type": "array", "items": {"type": "integer"}}},
    "events": {
      "type": "array",
      "items": {"anyOf": [{"$ref": "#/$defs/Event"}, {"type": "null"}]}
    },
    "plain_list": {"type": "array"},
    "plain_obj": {"type": "object"}
  },
  "$defs": {
    "Labels": {"type": "array", "items": {"type": "string"}},
    "Event": {"type": "object", "properties": {"tags": {"type": "array"}}}
  }
}
"""
)
ARGUMENTS = json.loads(
    r"""
{"filters": {"one_of_obj": "{\"ids\": \"[1]\"}"}}
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
