"""Cause signatures: cases failing for one cause share one, cases failing for different causes do not.

The causes are planted: miniatures with one bug each run through the engine on bundled cases, and
hand-made results whose schema puts the difference behind a `$ref`, in a union branch or in JSON text.
"""

from __future__ import annotations

import json
from pathlib import Path

from miniatures import BY_NAME

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora
from toolcall_conformance.model import CoerceCase, Level, Outcome, Result, Tool
from toolcall_conformance.runner.engine import run
from toolcall_conformance.runner.expectations import check_coerce
from toolcall_conformance.runner.signatures import message_class, not_run, signature

SEED_REF = "seed/seed-native/count-string-behind-defs-ref"
BIG_INTEGER = "coerce/integer/beyond-2-pow-53-exact"


def bundled(*ids: str) -> list:
    cases = {case.id: case for case in load_corpora([DEFAULT_CORPUS_ROOT])}
    return [cases[case_id] for case_id in ids]


def wrong(schema: dict, arguments: dict, expected: dict, actual: dict, spec: str = "1.2") -> Result:
    """A wrong answer to a hand-made case, judged as the engine judges it."""
    case = CoerceCase("f/g/c", Level.CORE, ("coerce",), spec, "", Path("f.json"), expected,
                      Tool("t", {"type": "object", **schema}), arguments)  # fmt: skip
    found = tuple(check_coerce(case, actual))
    assert found, "the hand-made answer must be wrong"
    return Result(case, Outcome.FAILED, actual, "\n".join(map(str, found)), found)


def test_a_ref_not_followed_and_a_rounded_integer_are_two_causes():
    [ref_case] = bundled(SEED_REF)
    [big_case] = bundled(BIG_INTEGER)
    [ref_result] = run(BY_NAME["ignores-ref"], [ref_case])
    [big_result] = run(BY_NAME["integers-through-float"], [big_case])
    assert ref_result.outcome == big_result.outcome == Outcome.FAILED
    ref, big = signature(ref_result), signature(big_result)
    assert ref.text == "SPEC §1.2 · integer expected, string kept, behind $ref"
    assert big.text == "SPEC §1.2 · integer value differs, at the top level"
    assert ref.key != big.key
    assert ref.key == "wrong-1.2-integer-expected-string-kept-behind-ref"


def test_the_same_cause_on_other_cases_gives_the_same_signature():
    cases = [c for c in load_corpora([DEFAULT_CORPUS_ROOT]) if c.id.startswith("seed/seed-native/")]
    results = [r for r in run(BY_NAME["ignores-ref"], cases) if r.outcome == Outcome.FAILED]
    by_key: dict[str, list[str]] = {}
    for result in results:
        by_key.setdefault(signature(result).key, []).append(result.case.id)
    integer = by_key["wrong-1.2-integer-expected-string-kept-behind-ref"]
    assert SEED_REF in integer and len(integer) > 1, by_key


def test_where_a_union_branch_json_text_a_nested_member_and_a_value_changed_on_the_way():
    union = {"properties": {"v": {"anyOf": [{"type": "integer"}, {"type": "null"}]}}}
    assert signature(wrong(union, {"v": "3"}, {"v": 3}, {"v": "3"})).text == (
        "SPEC §1.2 · integer expected, string kept, inside a union branch"
    )
    text = {"properties": {"cfg": {"type": "object", "properties": {"n": {"type": "integer"}}}}}
    assert signature(wrong(text, {"cfg": '{"n": "5"}'}, {"cfg": {"n": 5}}, {"cfg": {"n": "5"}})).text == (
        "SPEC §1.2 · integer expected, string kept, inside parsed JSON text"
    )
    assert signature(wrong(text, {"cfg": {"n": "5"}}, {"cfg": {"n": 5}}, {"cfg": {"n": "6"}})).text == (
        "SPEC §1.2 · integer expected, string given, nested"
    )
    renamed = {"properties": {"a b": {"type": "string"}}}
    missing = wrong(renamed, {"a_b": "x"}, {"a b": "x"}, {"a_b": "x"}, spec="1.1")
    assert signature(missing).text == "SPEC §1.1 · string expected, key missing, at the top level"


def test_hermes_level_is_part_of_the_signature():
    result = wrong({"properties": {"v": {"type": "integer"}}}, {"v": "3"}, {"v": 3}, {"v": "3"})
    hermes = Result(
        CoerceCase(**{**vars(result.case), "level": Level.HERMES}), result.outcome, result.actual,
        result.message, result.differences,
    )  # fmt: skip
    assert signature(hermes).key != signature(result).key
    assert "hermes level" in signature(hermes).text


def test_messages_of_one_mechanism_share_a_class_and_other_mechanisms_do_not():
    one = message_class("coerce seq 12: implementation replied with an error: AttributeError: 'bool' object "
                        "has no attribute 'get'\n--- stderr (tail) ---\nx")  # fmt: skip
    same = message_class('coerce seq 907: implementation replied with an error: AttributeError: "str" object '
                         'has no attribute "keys"')  # fmt: skip
    other = message_class("coerce seq 12: implementation replied with an error: TypeError: 'bool' object "
                          "is not iterable")  # fmt: skip
    assert one == same != other
    assert message_class("no answer within 5 s at /tmp/a/b.py:12 for id 3f2a9c1e77") == message_class(
        "no answer within 30.5 s at /home/x/y.js:9 for id 0b1c2d3e4f5a"
    )
    assert message_class('you sent 2. Retry with only: {"a": [1, {"b": 2}]}') == message_class(
        'you sent 10. Retry with only: {"c": {}}'
    )
    # Python names the call that met its recursion limit; the limit met is the cause
    deep = (
        "coerce seq 1: implementation replied with an error: RecursionError: maximum recursion depth exceeded"
    )
    assert message_class(deep + " while calling a Python object") == message_class(
        deep + " in __instancecheck__"
    )
    assert message_class(deep) != message_class(
        "coerce seq 1: implementation replied with an error: RangeError: x"
    )
    # an agent row's tool not presented: the tools it did present vary with the cases of its session
    hidden = "the agent did not present tool 'ListCall' to the model (it presented: Bash, mcp__recorder__a)"
    assert message_class(hidden) == message_class(
        "the agent did not present tool 'pipelines' to the model (it presented: Edit, mcp__recorder__b, x)"
    )
    assert message_class(hidden) != message_class("the agent exited before calling tool 'ListCall'")


def test_a_case_the_engine_gave_up_on_is_told_apart():
    result = wrong({"properties": {"v": {"type": "integer"}}}, {"v": "3"}, {"v": 3}, {"v": "3"})
    cut = Result(result.case, Outcome.ERRORED, message="not run: the implementation is broken (10 cases ...)")
    assert not_run(cut) and not not_run(result)


# --- message classes: the mechanism, not the tool, model, path or value ------------------------------
# The messages below are the real libraries' words (crewai and openhands through pydantic, dspy
# through python-jsonschema, pi-ai and qwen-code through ajv, the MCP TypeScript SDK through zod),
# with the names, paths and values that vary between cases changed.

INT_PARSING = "Input should be a valid integer, unable to parse string as an integer"
ZOD = "MCP error -32602: Input validation error: Invalid arguments for tool tool_0: "
TYPIA = "SchemaNotConvertible: LlmSchemaConverter.parameters refused the schema: "


def pydantic_rejection(tool: str, model: str, loc: str, kind: str, said: str, value: str) -> str:
    return (
        f"Tool 'conformance_{tool}' arguments validation failed: 1 validation error for {model}\n{loc}\n"
        f"  {said} [type={kind}, input_value={value!r}, input_type=str]\n"
        f"    For further information visit https://errors.pydantic.dev/2.12/v/{kind}\n"
        f'Expected arguments: {{"{loc}": {{"type": "integer", "description": "must be string"}}}}\n'
        "Required: []"
    )


def rejected(message: str, tool: str = "t", spec: str = "1.2") -> Result:
    """A rejection of a hand-made case as the engine words it: its own sentence, then the library's."""
    schema = {"type": "object", "properties": {"v": {"type": "integer"}}}
    case = CoerceCase(
        "f/g/c", Level.CORE, ("coerce",), spec, "", Path("f.json"), {"v": 3}, Tool(tool, schema), {"v": "3"}
    )
    said = f"rejected a call the step could have delivered (SPEC §1.5)\nrejected: {message}"
    return Result(case, Outcome.FAILED, message=said, rejected=True)


def test_a_pydantic_rejection_is_classed_by_its_error_types_whatever_the_model_path_and_value():
    measure = pydantic_rejection("measure", "measureSchema", "count", "int_parsing", INT_PARSING, "1e3")
    paginate = pydantic_rejection(
        "paginate", "paginateSchema", "filters.n", "int_parsing", INT_PARSING, "1E5"
    )
    configure = pydantic_rejection(
        "measure", "measureSchema", "count", "dict_type", "Input should be a dict", "{}"
    )
    one = signature(rejected(measure, "measure"))
    same = signature(rejected(paginate, "paginate"))
    other = signature(rejected(configure, "measure"))
    assert one.key == same.key == "rejected-1.2-pydantic-int-parsing", (one, same)
    assert other.key == "rejected-1.2-pydantic-dict-type" != one.key
    assert one.text == "SPEC §1.2 · rejected: pydantic int_parsing"
    # the same types in another library's wrapper (openhands), several errors: each type once, sorted
    openhands = (
        "Error validating tool 'store_values': 2 validation errors for MCPStoreValuesAction\nvalues\n"
        "  Input should be a valid list [type=list_type, input_value='[1, 2]', input_type=str]\n"
        "tags.0\n  Input should be a valid dictionary [type=dict_type, input_value='{}', input_type=str]\n"
        "extra\n  Input should be a valid list [type=list_type, input_value='[3]', input_type=str]"
    )
    assert message_class(openhands, ["store_values"], head=False) == "pydantic dict_type, list_type"


def test_an_ajv_error_is_classed_by_its_keywords_and_expected_types():
    two = message_class("data/tags must be array, data/meta/0 must be object", head=False)
    assert two == message_class("params/obj must be object, params/list must be array", head=False)
    assert two == "ajv type=array, type=object"
    assert message_class("data/n must be integer", head=False) == "ajv type=integer"
    bullets = (
        'Validation failed for tool "wait":\n  - delay: must match format "duration"\n'
        '  - n: must have required property \'x\'\n\nReceived arguments:\n{\n  "n": "must be integer"\n}'
    )
    assert message_class(bullets, ["wait"], head=False) == "ajv format, required"
    thrown = (
        "coerce seq 203: implementation replied with an error: Error: schema is invalid: "
        "data/properties/u/type must be equal to one of the allowed values, "
        "data/properties/u/type must be array, data/properties/u/type must match a schema in anyOf"
    )
    assert message_class(thrown) == "Error: schema is invalid: ajv anyOf, enum, type=array"


def test_a_meta_schema_refusal_is_one_class_whichever_error_python_jsonschema_names_first():
    # json-repair 0.64.6 on one tool schema ({"a": {"type": "text"}, "b": "integer"}) under
    # PYTHONHASHSEED 0 and 2: check_schema names a different meta-schema error per string hashing
    seed0 = "SchemaDefinitionError: Invalid schema: 'text' is not valid under any of the given schemas"
    seed2 = "SchemaDefinitionError: Invalid schema: 'integer' is not of type 'object', 'boolean'"
    other = "SchemaDefinitionError: Invalid schema: [5, None] is not valid under any of the given schemas"
    wrapped = "coerce seq 3: implementation replied with an error: " + seed2
    assert (
        message_class(seed0)
        == message_class(wrapped)
        == message_class(other)
        == "SchemaDefinitionError: Invalid schema: jsonschema meta-schema"
    )
    # an argument refused by the tool's own schema keeps its keyword: that choice is the library's
    refused = message_class("ValidationError: 'x' is not of type 'integer'")
    assert refused == "ValidationError: jsonschema type=integer"


def test_a_zod_error_is_classed_by_its_issue_codes_in_both_major_versions():
    zod3 = ZOD + "Expected number, received string at count\nExpected number, received string at ratio"
    zod4 = ZOD + "Invalid input: expected number, received string at maybe_count"
    objects = ZOD + "Expected object, received string at author_only"
    assert message_class(zod3, head=False) == message_class(zod4, head=False) == "zod invalid_type=number"
    assert message_class(objects, head=False) == "zod invalid_type=object"


def test_a_python_jsonschema_error_is_classed_by_its_keyword_whatever_the_tool_argument_and_value():
    said = {
        "measure": "Execution error in measure: Arg count is invalid: '1e308' is not of type 'integer'",
        "paginate": "Execution error in paginate: Arg n is invalid: ' 5 ' is not of type 'integer'",
        "configure": "Execution error in configure: Arg obj is invalid: '{}' is not of type 'object'",
    }
    one, same, other = (signature(rejected(message, tool)).key for tool, message in said.items())
    assert one == same == "rejected-1.2-jsonschema-type-integer" != other
    wrapped = {
        "error": "tool_call to 'cyclic' failed argument validation at arguments.items[1] (type): "
        "'[\"[]\"]' is not of type 'array'. The tool was NOT invoked.",
        "path": "arguments.items[1]",
        "constraint": "type",
    }
    assert message_class(json.dumps(wrapped), head=False) == "jsonschema type=array"
    required = {
        "error": "tool_call to 'p' is missing required argument(s): first name.",
        "constraint": "required",
    }
    assert message_class(json.dumps(required), head=False) == "constraint required"


def test_names_made_from_the_tool_paths_refs_and_listed_places_are_blanked_and_nothing_else():
    stored = message_class("KeyError: no model MCPStoreValuesAction", ["store_values"])
    assert (
        stored
        == message_class("KeyError: no model paginateSchema", ["paginate"])
        == "KeyError: no model NAME"
    )
    # a word that merely starts like the tool's name is not the tool's name
    assert message_class("Error: additional data for addSchema", ["add"]) == "Error: additional data for NAME"
    assert message_class("Expected null at $.nothing.") == message_class("Expected null at $.a.b[0].")
    two = (
        'Validation failed for tool "geo":\n  - a: unresolved reference #/properties/p/items/0\n'
        '  - b/0/1: unresolved reference #/$defs/Point\n\nReceived arguments:\n{\n  "a": "1"\n}'
    )
    one = 'Validation failed for tool "count":\n  - count: unresolved reference #Count'
    refs = 'Validation failed for tool "…": unresolved reference REF'
    assert message_class(two, ["geo"]) == message_class(one, ["count"]) == refs
    listed = (
        TYPIA + '$input.schema.properties["a"]: invalid local schema reference "#/$defs/A".; '
        '$input.schema.properties["b"]: unable to find reference type "0".; '
        '$input.schema.properties["c"]: invalid local schema reference "#/$defs/C".'
    )
    reordered = (
        TYPIA + '$input.schema.properties["z"]: unable to find reference type "1".; '
        '$input.schema.properties["y"]: invalid local schema reference "#/$defs/Y".'
    )
    alone = TYPIA + '$input.schema.properties["z"]: unable to find reference type "1".'
    assert message_class(listed) == message_class(reordered) != message_class(alone)
