"""A neutral JSON Schema toolkit shared by both sides: where subschemas live, local pointers, SPEC §1.1 names.

It knows nothing of the suite; the reference and the judging side may both use it.
"""
