"""The bundled cases, and traits read from a case's data: which cases a miniature's bug cannot touch."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from decimal import Decimal, InvalidOperation
from functools import cache
from typing import Any

from toolcall_conformance import corpus
from toolcall_conformance.model import Case, CoerceCase, Feature, Level, SplitCase

JSON = Any
Trait = Callable[[Case], bool]
CONFORMING_NAME = re.compile(r"[a-zA-Z0-9_.-]{1,64}")


@cache
def bundled_cases() -> tuple[Case, ...]:
    """Every case of the bundled corpora, both levels (loaded once per test session)."""
    return tuple(corpus.select(corpus.load_corpora([corpus.DEFAULT_CORPUS_ROOT]), level="hermes"))


def _nodes(value: JSON) -> Iterator[JSON]:
    """Every value inside `value`, itself included."""
    pending = [value]
    while pending:
        node = pending.pop()
        yield node
        if isinstance(node, dict):
            pending.extend(node.values())
        elif isinstance(node, list):
            pending.extend(node)


def _schema(case: Case) -> JSON:
    return case.tool.parameters if isinstance(case, CoerceCase) else None


def _arguments(case: Case) -> JSON:
    return case.arguments if isinstance(case, CoerceCase) else None


def is_split(case: Case) -> bool:
    return case.kind == "split"


def is_argument_step(case: Case) -> bool:
    return case.kind != "split"


def has_ref(case: Case) -> bool:
    return any(isinstance(node, dict) and "$ref" in node for node in _nodes(_schema(case)))


def has_nonconforming_property_name(case: Case) -> bool:
    return any(
        isinstance(node, dict)
        and isinstance(node.get("properties"), dict)
        and any(
            not (isinstance(name, str) and CONFORMING_NAME.fullmatch(name)) for name in node["properties"]
        )
        for node in _nodes(_schema(case))
    )


def needs_unmap(case: Case) -> bool:
    return Feature.UNMAP in case.features


def has_integral_float(case: Case) -> bool:
    """An integral float anywhere in the arguments or the expectation (5.0, -0.0)."""
    values = [*_nodes(_arguments(case)), *_nodes(case.expected)]
    return any(type(v) is float and math.isfinite(v) and v.is_integer() for v in values)


def is_core(case: Case) -> bool:
    return case.level == Level.CORE


def _number_value(text: str) -> Decimal | None:
    try:
        value = Decimal(text.strip())
    except (InvalidOperation, ValueError):
        return None
    return value if value.is_finite() else None


def has_number_text_beyond_2_pow_53(case: Case) -> bool:
    """Argument text holding a number a double cannot carry exactly, whatever its spelling."""
    return any(
        isinstance(node, str) and (value := _number_value(node)) is not None and abs(value) >= 2**53
        for node in _nodes(_arguments(case))
    )


def has_json_container_text(case: Case) -> bool:
    """Argument text, at any depth, that may hold a JSON array or object."""
    return any(isinstance(node, str) and node.lstrip()[:1] in ("[", "{") for node in _nodes(_arguments(case)))


def has_non_lowercase_boolean_word(case: Case) -> bool:
    return any(
        isinstance(node, str)
        and node.strip().lower() in ("true", "false")
        and node.strip() not in ("true", "false")
        for node in _nodes(_arguments(case))
    )


def has_type_list_with_array(case: Case) -> bool:
    return any(
        isinstance(node, dict) and isinstance(node.get("type"), list) and "array" in node["type"]
        for node in _nodes(_schema(case))
    )


def has_type_list(case: Case) -> bool:
    return any(
        isinstance(node, dict) and isinstance(node.get("type"), list) for node in _nodes(_schema(case))
    )


def has_nested_text(case: Case) -> bool:
    """A string inside an array or object argument, or any argument sent as text that may hold one."""
    arguments = _arguments(case) or {}
    return any(
        isinstance(node, str)
        for value in arguments.values()
        if isinstance(value, (dict, list))
        for node in _nodes(value)
    ) or has_json_container_text(case)


def is_mcp(case: Case) -> bool:
    return isinstance(case, CoerceCase) and case.tool.origin == "mcp"


def expects_input_back(case: Case) -> bool:
    """The correct answer equals the input: nothing to write back into it."""
    if is_split(case):
        return case.expected == "unchanged"
    return case.expected == case.arguments


def has_provider_fields(case: Case) -> bool:
    return any(
        isinstance(call, dict) and ("call_id" in call or "response_item_id" in call)
        for call in (case.tool_calls if isinstance(case, SplitCase) else [])
    )


def has_provider_data(case: Case) -> bool:
    return isinstance(case, SplitCase) and case.provider_data is not None


def has_tag(tag: str) -> Trait:
    return lambda case: tag in case.tags


def has_any_tag(*tags: str) -> Trait:
    return lambda case: not set(tags).isdisjoint(case.tags)


def negate(trait: Trait) -> Trait:
    return lambda case: not trait(case)


def either(*traits: Trait) -> Trait:
    return lambda case: any(trait(case) for trait in traits)
