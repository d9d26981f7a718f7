"""Miniatures: the reference implementation with exactly one deliberate bug each.

They prove the suite's checks fire: run through the same engine, each must fail the cases that pin
its bug and pass the areas its bug does not touch. Every miniature speaks two interfaces: the
in-process `Implementation` protocol (`coerce`, `split`) and the module API that
`toolcall_conformance.reference.serve.main` serves over the JSON-lines protocol (`prepare_arguments`,
`split_tool_calls`, `NAME`, `VERSION`, `LANGUAGE`).
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Callable
from typing import Any, ClassVar
from unittest import mock

from toolcall_conformance import reference
from toolcall_conformance.adapters.in_process import InProcess
from toolcall_conformance.generators.alternatives import UNCHANGED, Choosing
from toolcall_conformance.model import ImplementationInfo, SplitResult, Tool
from toolcall_conformance.reference import split as reference_split
from toolcall_conformance.reference.coerce import Coercer, coerce_boolean, coerce_number
from toolcall_conformance.reference.ingest import ingest_mcp_schema
from toolcall_conformance.reference.jsonvalue import copy_json
from toolcall_conformance.reference.keys import Unmapper, sanitized_names
from toolcall_conformance.reference.refs import Resolver

JSON = Any
NULLABLE_UNIONS = ("anyOf", "oneOf")
PROVIDER_BLOCK_LISTS = ("anthropic_content_blocks", "bedrock_content_blocks")


class Miniature(InProcess):
    """The reference, unchanged; each subclass overrides one step to plant its bug."""

    name: ClassVar[str] = "reference-copy"
    bug: ClassVar[str] = "none"
    features = frozenset({"coerce", "mcp", "split", "unmap"})
    LANGUAGE = "python"
    VERSION = "0"

    @property
    def NAME(self) -> str:
        return f"miniature-{self.name}"

    @property
    def info(self) -> ImplementationInfo:
        return ImplementationInfo(self.NAME, self.VERSION, self.LANGUAGE)

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        return reference.prepare_arguments(tool, arguments)

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        return reference.split_tool_calls(tool_calls, provider_data)

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON:
        return self.prepare_arguments(tool.as_json(), arguments)

    def split(self, tool_calls: list[JSON], provider_data: JSON | None) -> SplitResult:
        calls, data = self.split_tool_calls(tool_calls, provider_data)
        return SplitResult(calls, data)

    def close(self) -> None:
        pass


def _prepare_with(coercer: type[Coercer], tool: dict, arguments: dict) -> dict:
    """The reference's argument step with another coercer in place of its own."""
    parameters = tool.get("parameters")
    if tool.get("origin") == "mcp":
        parameters = ingest_mcp_schema(parameters)
    resolver = Resolver(parameters)
    unmapped = Unmapper(resolver).unmap(arguments, parameters)
    return coercer(resolver).coerce_arguments(unmapped, parameters)


def _with_parameters(tool: dict, parameters: JSON) -> dict:
    return {**tool, "parameters": parameters}


def _rewrite_schema(schema: JSON, rewrite) -> JSON:
    """A copy of `schema` with `rewrite(node)` applied to every object, children first."""
    if isinstance(schema, list):
        return [_rewrite_schema(item, rewrite) for item in schema]
    if isinstance(schema, dict):
        return rewrite({key: _rewrite_schema(value, rewrite) for key, value in schema.items()})
    return schema


# --- the argument step -------------------------------------------------------------------------


class IgnoresRef(Miniature):
    name = "ignores-ref"
    bug = "strips every $ref from the schema before preparing (SPEC 2)"

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        def drop_ref(node: dict) -> dict:
            return {key: value for key, value in node.items() if key != "$ref"}

        return super().prepare_arguments(
            _with_parameters(tool, _rewrite_schema(tool.get("parameters"), drop_ref)), arguments
        )


class NoKeyUnmapping(Miniature):
    name = "no-key-unmapping"
    bug = "prepares against the sanitized schema, so renamed keys are never mapped back (SPEC 1.1)"

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        def sanitize(node: dict) -> dict:
            properties = node.get("properties")
            if not isinstance(properties, dict):
                return node
            shown = sanitized_names([name for name in properties if isinstance(name, str)])
            return {
                **node,
                "properties": {shown.get(name, name): value for name, value in properties.items()},
            }

        return super().prepare_arguments(
            _with_parameters(tool, _rewrite_schema(tool.get("parameters"), sanitize)), arguments
        )


class LeavesRenamedKeys(Miniature):
    name = "leaves-renamed-keys"
    bug = "lists unmap, yet hands on the names the model was shown instead of the schema's own (SPEC 1.1)"

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        parameters = tool.get("parameters")
        if tool.get("origin") == "mcp":
            parameters = ingest_mcp_schema(parameters)
        return Coercer(Resolver(parameters)).coerce_arguments(arguments, parameters)


class _TopLevelOnlyCoercer(Coercer):
    def normalize_nested(self, value: JSON, schema: JSON) -> JSON:
        return copy_json(value)


class NoNestedNormalization(Miniature):
    name = "no-nested-normalization"
    bug = "never parses JSON strings nested inside arrays and objects (SPEC 1.3)"

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        return _prepare_with(_TopLevelOnlyCoercer, tool, arguments)


class _FloatIntegerCoercer(Coercer):
    def coerce_argument(self, value: JSON, property_schema: JSON) -> JSON:
        result = super().coerce_argument(value, property_schema)
        if isinstance(value, str) and type(result) is int:
            return int(float(value))
        return result


class IntegersThroughFloat(Miniature):
    name = "integers-through-float"
    bug = "converts number strings through float, losing precision beyond 2^53 (SPEC 1.2)"

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        return _prepare_with(_FloatIntegerCoercer, tool, arguments)


class _LowercaseBooleanCoercer(Coercer):
    def coerce_argument(self, value: JSON, property_schema: JSON) -> JSON:
        result = super().coerce_argument(value, property_schema)
        if isinstance(value, str) and isinstance(result, bool) and value.strip() not in ("true", "false"):
            return value
        return result


class BooleansOnlyLowercase(Miniature):
    name = "booleans-only-lowercase"
    bug = 'accepts only lower-case "true" / "false" (SPEC 1.2: any case)'

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        return _prepare_with(_LowercaseBooleanCoercer, tool, arguments)


class _WrapForTypeListsCoercer(Coercer):
    def coerce_argument(self, value: JSON, property_schema: JSON) -> JSON:
        result = super().coerce_argument(value, property_schema)
        schema, _ = self.resolver.resolve(property_schema)
        declared = schema.get("type") if isinstance(schema, dict) else None
        if isinstance(declared, list) and "array" in declared and result is not None:
            return result if isinstance(result, list) else [result]
        return result


class WrapsArraysForTypeLists(Miniature):
    name = "wraps-arrays-for-type-lists"
    bug = 'wraps scalars in an array when the type is a list holding "array" (SPEC 1.2: only exactly "array")'

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        return _prepare_with(_WrapForTypeListsCoercer, tool, arguments)


def _integral_floats(value: JSON, written) -> JSON:
    """A copy of `value` with `written(f)` in place of every integral finite float `f`."""
    if isinstance(value, dict):
        return {key: _integral_floats(item, written) for key, item in value.items()}
    if isinstance(value, list):
        return [_integral_floats(item, written) for item in value]
    if type(value) is float and math.isfinite(value) and value.is_integer():
        return written(value)
    return value


class IntegralFloatsAsIntegers(Miniature):
    name = "integral-floats-as-integers"
    bug = "writes each integral float as the equal integer, as JavaScript must (SPEC 5: apart in hermes)"

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        return _integral_floats(super().prepare_arguments(tool, arguments), int)


class MutatesInput(Miniature):
    name = "mutates-input"
    bug = "writes its answer back into the arguments and tool calls it was given (SPEC 1: never mutated)"

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        prepared = super().prepare_arguments(tool, arguments)
        arguments.clear()
        arguments.update(copy_json(prepared))
        return prepared

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        calls, data = super().split_tool_calls(tool_calls, provider_data)
        tool_calls[:] = copy_json(calls)
        return calls, data


def _collapse_nullable_union(node: dict) -> dict:
    for keyword in NULLABLE_UNIONS:
        branches = node.get(keyword)
        if not isinstance(branches, list) or len(branches) != 2:
            continue
        non_null = [b for b in branches if not (isinstance(b, dict) and b.get("type") == "null")]
        if len(non_null) == 1 and isinstance(non_null[0], dict):
            rest = {key: value for key, value in node.items() if key != keyword}
            return {**rest, **non_null[0], "nullable": True}
    return node


class McpCollapsesWithoutFixingRefs(Miniature):
    name = "mcp-collapses-without-fixing-refs"
    bug = "MCP ingestion collapses nullable unions but leaves refs into them dangling (SPEC 4)"

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        if tool.get("origin") == "mcp":
            tool = _with_parameters(tool, _rewrite_schema(tool.get("parameters"), _collapse_nullable_union))
        return super().prepare_arguments(tool, arguments)


# --- batch splitting ---------------------------------------------------------------------------


class NeverSplits(Miniature):
    name = "never-splits"
    bug = "returns every turn unchanged (SPEC 3)"

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        return copy_json(tool_calls), copy_json(provider_data)


def _replace_strings(value: JSON, renamed: dict[str, str]) -> JSON:
    if isinstance(value, str):
        return renamed.get(value, value)
    if isinstance(value, list):
        return [_replace_strings(item, renamed) for item in value]
    if isinstance(value, dict):
        return {key: _replace_strings(item, renamed) for key, item in value.items()}
    return value


def rename_children(
    tool_calls: list, calls: list, data: dict | None, new_id: Callable[[str], str]
) -> tuple[list, dict | None]:
    """`calls` and `data` with each id the input turn does not have (a later child's) renamed by `new_id`,
    in the calls and in the provider blocks alike."""
    incoming = {call.get("id") for call in tool_calls if isinstance(call, dict)}
    renamed = {
        call["id"]: new_id(call["id"])
        for call in calls
        if isinstance(call, dict) and isinstance(call.get("id"), str) and call["id"] not in incoming
    }
    for call in calls:
        if isinstance(call, dict) and call.get("id") in renamed:
            call["id"] = renamed[call["id"]]
    return calls, _replace_strings(data, renamed)


class RandomChildIds(Miniature):
    name = "random-child-ids"
    bug = "gives later children random ids, so a replayed turn gets other ids (SPEC 3: deterministic)"

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        calls, data = super().split_tool_calls(tool_calls, provider_data)
        return rename_children(tool_calls, calls, data, lambda _: f"call_{uuid.uuid4().hex[:12]}")


class ChildKeepsParentCallId(Miniature):
    name = "child-keeps-parent-call-id"
    bug = "copies the parent's call_id and response_item_id onto every child (SPEC 3: first child only)"

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        calls, data = super().split_tool_calls(tool_calls, provider_data)
        incoming = {call.get("id") for call in tool_calls if isinstance(call, dict)}
        inherited: dict[str, JSON] = {}
        for call in calls:
            if call.get("id") in incoming:
                inherited = {k: call[k] for k in ("call_id", "response_item_id") if k in call}
            else:
                call.update(inherited)
        return calls, data


def _is_thinking_block(block: JSON) -> bool:
    return isinstance(block, dict) and (
        block.get("type") in ("thinking", "redacted_thinking") or "reasoningContent" in block
    )


class DropsThinkingBlocks(Miniature):
    name = "drops-thinking-blocks"
    bug = "drops thinking / reasoning blocks when it rebuilds the provider blocks of a split turn (SPEC 3)"

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        calls, data = super().split_tool_calls(tool_calls, provider_data)
        if len(calls) == len(tool_calls) or not isinstance(data, dict):
            return calls, data
        for key in PROVIDER_BLOCK_LISTS:
            if isinstance(data.get(key), list):
                data[key] = [block for block in data[key] if not _is_thinking_block(block)]
        return calls, data


class ReordersBlockKeys(Miniature):
    name = "reorders-block-keys"
    bug = "writes provider blocks back with their keys sorted (SPEC 3: byte-for-byte, same key order)"

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        calls, data = super().split_tool_calls(tool_calls, provider_data)
        if isinstance(data, dict):
            for key in PROVIDER_BLOCK_LISTS:
                if isinstance(data.get(key), list):
                    data[key] = [
                        dict(sorted(block.items())) if isinstance(block, dict) else block
                        for block in data[key]
                    ]
        return calls, data


def _sorted_keys(value: JSON) -> JSON:
    if isinstance(value, dict):
        return {key: _sorted_keys(value[key]) for key in sorted(value)}
    if isinstance(value, list):
        return [_sorted_keys(item) for item in value]
    return value


def _is_call_block(block: JSON) -> bool:
    return isinstance(block, dict) and (block.get("type") == "tool_use" or "toolUse" in block)


class SortsKeptBlockKeys(Miniature):
    name = "sorts-kept-block-keys"
    bug = (
        "re-serializes the provider blocks it keeps (thinking, redacted thinking, text) with sorted keys, "
        "as json.dumps(sort_keys=True) would (SPEC 3: kept blocks stay byte-identical, same key order)"
    )

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        calls, data = super().split_tool_calls(tool_calls, provider_data)
        if isinstance(data, dict):
            for key in PROVIDER_BLOCK_LISTS:
                if isinstance(data.get(key), list):
                    data[key] = [b if _is_call_block(b) else _sorted_keys(b) for b in data[key]]
        return calls, data


class SplitsElevenEntries(Miniature):
    name = "splits-eleven-entries"
    bug = "splits batches of 11 entries (SPEC 3: at most 10, the dispatcher's maximum)"

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        with mock.patch.object(reference_split, "MAX_ENTRIES", 11):
            return super().split_tool_calls(tool_calls, provider_data)


class RenamesUniqueIds(Miniature):
    name = "renames-unique-ids"
    bug = "on an id clash renames whichever call comes later, even one whose id was unique (SPEC 3)"

    def split_tool_calls(self, tool_calls: list, provider_data: dict | None) -> tuple[list, dict | None]:
        make_unique = reference_split.make_ids_unique

        def keep_none(calls: list, keepers: set[int]) -> None:
            make_unique(calls, set())

        with mock.patch.object(reference_split, "make_ids_unique", keep_none):
            return super().split_tool_calls(tool_calls, provider_data)


class _KeepsTextForAnyTypeList(Coercer):
    def coerce_argument(self, value: JSON, property_schema: JSON) -> JSON:
        schema, _ = self.resolver.resolve(property_schema)
        if isinstance(value, str) and isinstance(schema, dict) and isinstance(schema.get("type"), list):
            return value
        return super().coerce_argument(value, property_schema)


class KeepsTextForAnyTypeList(Miniature):
    name = "keeps-text-for-any-type-list"
    bug = 'keeps a string as sent for any type list, even one without "string" (SPEC 1.2: where admitted)'

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        return _prepare_with(_KeepsTextForAnyTypeList, tool, arguments)


SPELLED = str.maketrans(
    {
        digit: word
        for digit, word in zip(
            "0123456789",
            ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
            strict=True,
        )
    }
)


class _RespellsTypeListText(Coercer):
    def coerce_argument(self, value: JSON, property_schema: JSON) -> JSON:
        result = super().coerce_argument(value, property_schema)
        schema, _ = self.resolver.resolve(property_schema)
        declared = schema.get("type") if isinstance(schema, dict) else None
        if isinstance(value, str) and result != value and isinstance(declared, list) and "string" in declared:
            return value.translate(SPELLED)  # "5" -> "five": a string the schema accepts, not the one sent
        return result


class RespellsTypeListText(Miniature):
    name = "respells-type-list-text"
    bug = (
        'answers "five" for "5" where a type list holds "string" (SPEC 1.2: valid, but no answer core allows)'
    )

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        return _prepare_with(_RespellsTypeListText, tool, arguments)


class _GuessesNestedScalars(Choosing):
    def __init__(self, resolver: Resolver) -> None:
        super().__init__(resolver, keep_text=False, nested=True)

    def prepared(self, value: JSON, position: JSON) -> JSON:
        for rule in (coerce_number, coerce_boolean):
            guessed = rule(value)
            if guessed is not UNCHANGED:
                return guessed
        return super().prepared(value, position)


class GuessesNestedScalars(Miniature):
    name = "guesses-nested-scalars"
    bug = "coerces nested number and boolean text whatever its position's type (SPEC 1.3: by its own type)"

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        return _prepare_with(_GuessesNestedScalars, tool, arguments)


class _NestedIntegersAsNumbers(Choosing):
    def __init__(self, resolver: Resolver) -> None:
        super().__init__(resolver, keep_text=False, nested=True)

    def prepared(self, value: JSON, position: JSON) -> JSON:
        schema, _ = self.resolver.resolve(position)
        if isinstance(schema, dict) and schema.get("type") == "integer":
            number = coerce_number(value)
            return value if number is UNCHANGED else number
        return super().prepared(value, position)


class NestedIntegersAsNumbers(Miniature):
    name = "nested-integers-as-numbers"
    bug = (
        'coerces nested text at an integer position by the number rule: "5.5" as 5.5 (SPEC 1.3: integer rule)'
    )

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        return _prepare_with(_NestedIntegersAsNumbers, tool, arguments)


MINIATURES: tuple[Miniature, ...] = (
    IgnoresRef(),
    NoKeyUnmapping(),
    LeavesRenamedKeys(),
    NoNestedNormalization(),
    IntegersThroughFloat(),
    BooleansOnlyLowercase(),
    WrapsArraysForTypeLists(),
    IntegralFloatsAsIntegers(),
    MutatesInput(),
    McpCollapsesWithoutFixingRefs(),
    NeverSplits(),
    RandomChildIds(),
    ChildKeepsParentCallId(),
    DropsThinkingBlocks(),
    ReordersBlockKeys(),
    SortsKeptBlockKeys(),
    SplitsElevenEntries(),
    RenamesUniqueIds(),
    KeepsTextForAnyTypeList(),
    RespellsTypeListText(),
    GuessesNestedScalars(),
    NestedIntegersAsNumbers(),
)
BY_NAME = {miniature.name: miniature for miniature in MINIATURES}

__all__ = ["BY_NAME", "MINIATURES", "Miniature"]
