"""Write `corpora/adversarial/*.json`: schemas and values built to break naive implementations.

    python -m toolcall_conformance.generators.adversarial            # (re)write the files
    python -m toolcall_conformance.generators.adversarial --check    # exit 1 when the committed files are
    stale

Every expectation is computed here by construction from SPEC.md, never by running an
implementation: a 10,000-link `$ref` chain, unions whose naive expansion has 2^30 paths, cycles
through every union keyword, JSON text within JSON text, deep native nesting and 1 MB values.
Deterministic: the output depends on nothing but this module.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

from toolcall_conformance.model import JSON

OUT = Path(__file__).resolve().parents[2] / "corpora" / "adversarial"
GENERATOR = "toolcall_conformance.generators.adversarial"

CHAIN_LINKS = 10_000
FAN_OUT_LEVELS = 30
# Each level of JSON text inside JSON text doubles the escaping, so the text grows as 2^depth.
JSON_TEXT_DEPTH = 15
# Deeper native nesting is fine for the reference (it walks values iteratively), but the harness
# parses (json) and compares values recursively: this depth stays well inside the recursion limit.
NATIVE_DEPTH = 300
MEGABYTE = 1_000_000
# A walk that remembers what it visited answers a fan-out case in milliseconds; one that expands the
# 2^30 paths never does. A second is a wide margin for the first and saves waiting for the second.
FAN_OUT_TIMEOUT = 1


def case(case_id: str, description: str, spec: str, tags: list[str], arguments: JSON, expected: JSON) -> JSON:
    return {
        "id": case_id,
        "description": description,
        "level": "core",
        "tags": ["adversarial", *tags],
        "spec": spec,
        "arguments": arguments,
        "expected": expected,
    }


def group(group_id: str, description: str, tool_name: str, parameters: JSON, cases: list[JSON]) -> JSON:
    tool = {"name": tool_name, "origin": "native", "parameters": parameters}
    return {"id": group_id, "description": description, "kind": "coerce", "tool": tool, "cases": cases}


def ref(name: str) -> JSON:
    return {"$ref": f"#/$defs/{name}"}


def reached(schema: JSON, defs: JSON) -> list[str]:
    """The names of `defs` that `schema` reaches through `#/$defs/` references, in the order of `defs`."""
    seen: set[str] = set()
    todo = [schema]
    while todo:
        node = todo.pop()
        if isinstance(node, list):
            todo.extend(node)
        elif isinstance(node, dict):
            target = node.get("$ref")
            if isinstance(target, str) and target.startswith("#/$defs/") and target[8:] not in seen:
                seen.add(target[8:])
                todo.append(defs[target[8:]])
            todo.extend(value for key, value in node.items() if key != "$ref")
    return [name for name in defs if name in seen]


def own_tools(grp: JSON) -> JSON:
    """The group with a tool per case: the one property its arguments name and the $defs it reaches.

    For groups of shapes that decide for a whole tool (an implementation that cannot register one
    cycle would otherwise fail every case of the group on it).
    """
    tool = grp.pop("tool")
    properties, defs = tool["parameters"]["properties"], tool["parameters"].get("$defs", {})
    for index, item in enumerate(grp["cases"]):
        (name,) = item["arguments"]
        names = reached(properties[name], defs)
        parameters = object_schema({name: properties[name]}, {n: defs[n] for n in names} if names else None)
        own = {**tool, "parameters": parameters}
        grp["cases"][index] = {
            key: value for key, value in item.items() if key not in ("arguments", "expected")
        }
        grp["cases"][index].update(tool=own, arguments=item["arguments"], expected=item["expected"])
    return grp


def object_schema(properties: JSON, defs: JSON | None = None) -> JSON:
    schema: JSON = {"type": "object", "properties": properties}
    if defs is not None:
        schema["$defs"] = defs
    return schema


def compact(value: JSON) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def ref_chain_group() -> JSON:
    defs: JSON = {f"link{i}": ref(f"link{i + 1}") for i in range(CHAIN_LINKS)}
    defs[f"link{CHAIN_LINKS}"] = {"type": "integer"}
    parameters = object_schema({"count": ref("link0")}, defs)
    chain = f"a chain of {CHAIN_LINKS:,} local $refs ending at {{type: integer}}"
    return group(
        "ref-chain",
        f"The property is {chain}: every link must be followed, without recursion limits.",
        "count_items",
        parameters,
        [
            case(
                "string-five",
                f'"5" through {chain} becomes 5.',
                "2",
                ["ref-chain"],
                {"count": "5"},
                {"count": 5},
            ),
            case(
                "spaced-number",
                f'" 42 " through {chain} becomes 42.',
                "2",
                ["ref-chain"],
                {"count": " 42 "},
                {"count": 42},
            ),
            case(
                "null-not-allowed",
                f'"null" through {chain} stays a string: nothing on the chain allows null.',
                "1.2",
                ["ref-chain"],
                {"count": "null"},
                {"count": "null"},
            ),
        ],
    )


def fan_out_defs(prefix: str, keywords: list[str], last: JSON) -> JSON:
    """`prefix0` .. `prefixN`: each level names the next one twice under one union keyword."""
    defs: JSON = {}
    for level in range(FAN_OUT_LEVELS):
        keyword = keywords[level % len(keywords)]
        defs[f"{prefix}{level}"] = {keyword: [ref(f"{prefix}{level + 1}"), ref(f"{prefix}{level + 1}")]}
    defs[f"{prefix}{FAN_OUT_LEVELS}"] = last
    return defs


def timed(item: JSON, seconds: float) -> JSON:
    """The case with its own time limit."""
    return {**item, "timeout": seconds}


def fan_out_group() -> JSON:
    defs = {
        **fan_out_defs("any", ["anyOf"], {"type": "integer"}),
        **fan_out_defs("shape", ["anyOf", "allOf", "oneOf"], {"type": "object"}),
        **fan_out_defs("list", ["allOf", "anyOf"], {"type": "array"}),
    }
    parameters = object_schema(
        {
            "count": {"type": "integer", "anyOf": [ref("any0")]},
            "records": {"type": "array", "items": ref("shape0")},
            "holder": object_schema({"inner": ref("list0")}),
        },
        defs,
    )
    paths = f"2^{FAN_OUT_LEVELS} paths"
    cases = [
        case(
            "null-search-exhausts-union",
            f'"null" for an integer whose anyOf fans out to {paths}, none of them null: the null '
            "search finds nothing, the integer rule fails, the value stays.",
            "1.2",
            ["fan-out", "exponential"],
            {"count": "null"},
            {"count": "null"},
        ),
        case(
            "integer-beside-fan-out",
            f'"7" for a property of type integer whose anyOf fans out to {paths} becomes 7.',
            "1.2",
            ["fan-out", "exponential"],
            {"count": "7"},
            {"count": 7},
        ),
        case(
            "nested-object-text",
            "Array items whose anyOf/allOf/oneOf fan-out ends at {type: object}: object text is "
            "parsed, array text is not admitted and stays.",
            "1.3",
            ["fan-out", "exponential", "nested"],
            {"records": ['{"x": 1}', "[1]"]},
            {"records": [{"x": 1}, "[1]"]},
        ),
        case(
            "nested-array-text",
            "A member whose allOf/anyOf fan-out ends at {type: array}: its array text is parsed.",
            "1.3",
            ["fan-out", "exponential", "nested"],
            {"holder": {"inner": "[1, 2]"}},
            {"holder": {"inner": [1, 2]}},
        ),
    ]
    return group(
        "fan-out",
        f"Each definition names the next one twice in a union, {FAN_OUT_LEVELS} levels deep: the naive "
        f"expansion has {paths}. A union walk must remember what it has visited.",
        "fan_out",
        parameters,
        [timed(item, FAN_OUT_TIMEOUT) for item in cases],
    )


def nested_text(*keys: str, depth: int = 2, innermost: str = "{}") -> str:
    """JSON text of an object whose member `keys[0]` holds, as JSON text, the next level."""
    text = innermost
    for level in range(depth):
        text = json.dumps({keys[level % len(keys)]: text})
    return text


def nested_value(key: str, depth: int, innermost: JSON) -> JSON:
    value = innermost
    for _ in range(depth):
        value = {key: value}
    return value


def cycles_group() -> JSON:
    defs = {
        "AnyNode": {"anyOf": [ref("AnyNode"), object_schema({"next": ref("AnyNode")})]},
        "OneNode": {"oneOf": [ref("OneNode"), object_schema({"next": ref("OneNode")})]},
        "AllNode": {"type": "object", "allOf": [ref("AllNode")], "properties": {"next": ref("AllNode")}},
        "ItemsNode": {"type": "array", "items": ref("ItemsNode")},
        "PropNode": object_schema({"next": ref("PropNode"), "label": {"type": "string"}}),
        "MoreNode": {
            "type": "object",
            "properties": {"next": ref("MoreNode")},
            "additionalProperties": ref("MoreNode"),
        },
        "Either": {"anyOf": [ref("Or"), {"type": "null"}]},
        "Or": {"oneOf": [ref("Either"), {"type": "array", "items": ref("Either")}]},
        "Renamed": object_schema({"next node": ref("Renamed"), "value": {"type": "integer"}}),
        "Loop": ref("Loop"),
    }
    parameters = object_schema(
        {
            "any": {"type": "object", "$ref": "#/$defs/AnyNode"},
            "one": {"type": "object", "$ref": "#/$defs/OneNode"},
            "all": ref("AllNode"),
            "items": ref("ItemsNode"),
            "props": ref("PropNode"),
            "more": ref("MoreNode"),
            "mutual": {"type": "array", "items": ref("Either")},
            "mutual_null": {"type": "array", "$ref": "#/$defs/Either"},
            "renamed": ref("Renamed"),
            "looping": {"type": "integer", "$ref": "#/$defs/Loop"},
        },
        defs,
    )
    three_levels = nested_text("next", depth=2)
    three_deep: JSON = {"next": {"next": {}}}

    def through(keyword: str, prop: str, definition: str) -> JSON:
        return case(
            f"cycle-through-{keyword.lower()}",
            f"{definition} refers to itself through {keyword}; JSON text nested two levels deep in "
            f"`next` is parsed at every level and the walk terminates.",
            "1.4",
            ["cycle", keyword.lower()],
            {prop: three_levels},
            {prop: three_deep},
        )

    return own_tools(
        group(
            "cycles",
            "Schemas that refer to themselves through every union and container keyword, with values "
            "that terminate: the walk over the schema must terminate too. Each case has a tool of its own, "
            "holding only its shape, so one cycle an implementation cannot register decides no other case.",
            "cyclic",
            parameters,
            [
                through("anyOf", "any", "AnyNode"),
                through("oneOf", "one", "OneNode"),
                through("allOf", "all", "AllNode"),
                case(
                    "cycle-through-items",
                    "ItemsNode is an array of ItemsNode: array texts inside are parsed at every level.",
                    "1.4",
                    ["cycle", "items"],
                    {"items": json.dumps(["[]", json.dumps(["[]"])])},
                    {"items": [[], [[]]]},
                ),
                case(
                    "cycle-through-properties",
                    "PropNode.next is a PropNode: object texts are parsed down to the innermost level, "
                    "whose string member stays a string.",
                    "1.4",
                    ["cycle", "properties"],
                    {"props": {"next": nested_text("next", depth=1, innermost=json.dumps({"label": "[]"}))}},
                    {"props": {"next": {"next": {"label": "[]"}}}},
                ),
                case(
                    "cycle-through-additional-properties",
                    "MoreNode refers to itself through additionalProperties and properties: `next` texts are "
                    "parsed; a native value under an unknown key is left as it is.",
                    "1.4",
                    ["cycle", "additionalproperties"],
                    {"more": json.dumps({"next": three_levels, "other": {"k": 1, "s": "x"}})},
                    {"more": {"next": three_deep, "other": {"k": 1, "s": "x"}}},
                ),
                case(
                    "mutual-cycle-across-unions",
                    "Either is anyOf [Or, null]; Or is oneOf [Either, array of Either]: array text is parsed "
                    'inside, the nested scalar "null" is not coerced.',
                    "1.4",
                    ["cycle", "anyof", "oneof"],
                    {"mutual": [json.dumps(["null", "[]"])]},
                    {"mutual": [["null", []]]},
                ),
                case(
                    "mutual-cycle-null-branch",
                    'The null branch of the mutual anyOf/oneOf cycle is found: "null" becomes null.',
                    "1.2",
                    ["cycle", "anyof", "oneof"],
                    {"mutual_null": "null"},
                    {"mutual_null": None},
                ),
                case(
                    "renamed-keys-through-cycle",
                    'Renamed."next node" is a Renamed: the model saw `next_node` at every level; the '
                    "original key is restored at each of the three levels.",
                    "1.1",
                    ["cycle", "unmap"],
                    {"renamed": {"next_node": {"next_node": {"value": 1}}}},
                    {"renamed": {"next node": {"next node": {"value": 1}}}},
                ),
                case(
                    "ref-to-itself-keeps-sibling-type",
                    'Loop is {"$ref": Loop}: the chain stops at the repeat; the sibling type integer still '
                    'applies, so "5" becomes 5.',
                    "2",
                    ["cycle", "ref-chain"],
                    {"looping": "5"},
                    {"looping": 5},
                ),
            ],
        )
    )


def deep_group() -> JSON:
    defs = {
        "Tree": object_schema({"inner": ref("Tree")}),
        "Nest": {"type": "array", "items": ref("Nest")},
    }
    parameters = object_schema({"tree": ref("Tree"), "nest": ref("Nest")}, defs)
    deep_text = nested_text("inner", depth=JSON_TEXT_DEPTH)
    native_nest: JSON = ["[]"]
    expected_nest: JSON = [[]]
    for _ in range(NATIVE_DEPTH - 1):
        native_nest, expected_nest = [native_nest], [expected_nest]
    native_tree = nested_value("inner", NATIVE_DEPTH - 1, {"inner": "{}"})
    return group(
        "deep",
        "Recursive schemas with deeply nested values: JSON text within JSON text, and native nesting.",
        "deep",
        parameters,
        [
            case(
                "json-text-within-json-text",
                f"JSON text with JSON text nested {JSON_TEXT_DEPTH} levels inside it "
                f"({len(deep_text):,} characters, the escaping doubles with each level) for a recursive "
                "object: every level is parsed.",
                "1.3",
                ["deep", "nested"],
                {"tree": deep_text},
                {"tree": nested_value("inner", JSON_TEXT_DEPTH, {})},
            ),
            case(
                "native-array-nesting",
                f"Arrays nested {NATIVE_DEPTH} levels deep under a recursive array schema; the innermost "
                "array text is parsed.",
                "1.3",
                ["deep", "nested"],
                {"nest": native_nest},
                {"nest": expected_nest},
            ),
            case(
                "native-object-nesting",
                f"Objects nested {NATIVE_DEPTH} levels deep under a recursive object schema; the innermost "
                "object text is parsed.",
                "1.3",
                ["deep", "nested"],
                {"tree": native_tree},
                {"tree": nested_value("inner", NATIVE_DEPTH, {})},
            ),
        ],
    )


def big_numbers_group() -> JSON:
    parameters = object_schema({"count": {"type": "integer"}, "amount": {"type": "number"}})
    many_digits = "1" + "0" * 5000
    return group(
        "big-numbers",
        "Number strings at the edge of what a double holds: exact integers, and values that are not "
        "finite as a double.",
        "measure",
        parameters,
        [
            case(
                "largest-power-of-ten",
                '"1e308" is integral and finite as a double: it becomes the exact integer 10^308.',
                "1.2",
                ["big-number"],
                {"count": "1e308"},
                {"count": 10**308},
            ),
            case(
                "five-thousand-digits",
                "A 5,001-digit integer string is not finite as a double: it stays a string.",
                "1.2",
                ["big-number"],
                {"count": many_digits, "amount": many_digits},
                {"count": many_digits, "amount": many_digits},
            ),
        ],
    )


def large_string_group() -> JSON:
    big_string = ("The quick brown fox jumps over the lazy dog. " * (MEGABYTE // 45 + 1))[:MEGABYTE]
    return group(
        "large-string",
        "A string argument of a megabyte.",
        "store_text",
        object_schema({"text": {"type": "string"}}),
        [
            case(
                "one-megabyte-string",
                "A string property receives a 1,000,000-character string: it stays exactly as sent.",
                "1.2",
                ["large"],
                {"text": big_string},
                {"text": big_string},
            )
        ],
    )


def large_array_text_group() -> JSON:
    numbers = [i % 1000 for i in range(MEGABYTE // 12)]
    array_text = json.dumps(numbers, indent=8)  # pretty-printed, as models sometimes write
    return group(
        "large-array-text",
        "A JSON array text of a megabyte for an array property.",
        "store_values",
        object_schema({"values": {"type": "array", "items": {"type": "integer"}}}),
        [
            case(
                "one-megabyte-array-text",
                f"An array property receives a pretty-printed JSON array text of {len(array_text):,} "
                f"characters ({len(numbers):,} integers): it is parsed.",
                "1.2",
                ["large"],
                {"values": array_text},
                {"values": numbers},
            )
        ],
    )


def corpus_file(description: str, groups: list[JSON]) -> JSON:
    provenance = {
        "kind": "generator",
        "file": "toolcall_conformance/generators/adversarial.py",
        "generator": GENERATOR,
        "source": "toolcall_conformance/generators/adversarial.py",
    }
    return {"description": description, "provenance": provenance, "groups": groups}


def render(document: JSON) -> str:
    """Readable outline, one line per tool and per case (values can be megabytes long)."""
    lines = ["{", f' "description": {compact(document["description"])},']
    lines += [f' "provenance": {compact(document["provenance"])},', ' "groups": [']
    for gi, grp in enumerate(document["groups"]):
        head = {key: grp[key] for key in ("id", "description", "kind")}
        lines.append("  {" + compact(head)[1:-1] + ",")
        if "tool" in grp:  # else each case carries its own
            lines.append(f'   "tool": {compact(grp["tool"])},')
        lines.append('   "cases": [')
        cases = grp["cases"]
        lines += [f"    {compact(c)}" + ("," if ci < len(cases) - 1 else "") for ci, c in enumerate(cases)]
        lines.append("   ]")
        lines.append("  }" + ("," if gi < len(document["groups"]) - 1 else ""))
    lines += [" ]", "}"]
    return "\n".join(lines) + "\n"


FILES: dict[str, Callable[[], JSON]] = {
    "adversarial.json": lambda: corpus_file(
        "Adversarial schemas and values (deep ref chains, exponential fan-out, cycles through every "
        "union keyword, deep nesting, big numbers). Expectations follow from SPEC by construction.",
        [ref_chain_group(), fan_out_group(), cycles_group(), deep_group(), big_numbers_group()],
    ),
    "large-string.json": lambda: corpus_file(
        "A megabyte-sized string argument that stays as sent.", [large_string_group()]
    ),
    "large-array-text.json": lambda: corpus_file(
        "A megabyte-sized JSON array text that is parsed.", [large_array_text_group()]
    ),
}


def all_files() -> dict[str, str]:
    return {name: render(build()) for name, build in FILES.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=f"python -m {GENERATOR}", description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 when a committed file is stale")
    args = parser.parse_args(argv)
    stale = []
    for name, text in all_files().items():
        path = OUT / name
        if args.check:
            if not path.exists() or path.read_text("utf-8") != text:
                stale.append(str(path))
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, "utf-8")
        print(f"wrote {path} ({len(text.encode()):,} bytes)")
    if stale:
        print(f"stale: {', '.join(stale)} (run python -m {GENERATOR})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
