"""When refusing a call conforms (SPEC §1.5): only where no dispatch was possible anyway.

A coerce case may be rejected only when its expected arguments, and each answer it lists as also
conforming at core level (`core_alternatives`, SPEC §0), are not valid against the tool's
parameter schema (JSON Schema 2020-12, or the dialect its `$schema` declares, such as the draft-07
zod-to-json-schema emits; references resolved inside the document, never fetched);
where validity cannot be decided (the schema cannot be read, holds a local reference SPEC §2 leaves
unresolved, or evaluating it takes longer than VALIDITY_BUDGET, as unions that fan out exponentially
do), a rejection does not conform. A split case
may be rejected only when §3 leaves its batch to the dispatcher's error: more than 10 entries, or
malformed.
"""

from __future__ import annotations

import copy
import json
import re
import threading
import time
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.protocols import Validator
from jsonschema.validators import extend, validator_for
from referencing import Registry
from referencing.exceptions import NoSuchResource

from toolcall_conformance.model import JSON, CoerceCase, SplitCase
from toolcall_conformance.schemakit import keywords, pointer

BATCH_TOOL = "tool_call"
BRIDGE_TOOLS = frozenset({"tool_call", "tool_search", "tool_describe"})
MAX_ENTRIES = 10


def _never_fetch(uri: str) -> None:
    raise NoSuchResource(ref=uri)  # type: ignore[call-arg]  # attrs-generated keyword


LOCAL_ONLY: Registry[JSON] = Registry(retrieve=_never_fetch)  # type: ignore[call-arg]


VALIDITY_BUDGET = 5.0
"""Seconds one case's validity may take to evaluate before it counts as undecidable."""

_deadline = threading.local()  # the matrix judges several implementations at once, one per thread


class _OverBudget(Exception):
    pass


Keyword = Callable[[Any, Any, Any, Any], Iterator[Any] | None]


def _bounded(check: Keyword) -> Keyword:
    def bounded(validator: Any, value: Any, instance: Any, schema: Any) -> Iterator[Any] | None:
        if time.monotonic() > _deadline.at:
            raise _OverBudget
        return check(validator, value, instance, schema)

    return bounded


@cache
def _bounded_dialect(dialect: type[Validator]) -> type[Validator]:
    """`dialect` with every keyword checking the deadline first, so no evaluation outlives it."""
    keywords = {name: _bounded(check) for name, check in dialect.VALIDATORS.items()}
    extended: type[Validator] = extend(dialect, keywords)  # type: ignore[no-untyped-call]
    return extended


UNRESOLVED = "urn:toolcall-conformance:unresolved:"
"""Where a reference SPEC §2 leaves unresolved points in the schema that is validated: nowhere, so
validity is undecidable exactly where the arguments meet such a reference."""


def as_section_2(parameters: JSON) -> tuple[JSON, list[str]]:
    """The schema with each local `$ref` SPEC §2 leaves unresolved (a plain-name anchor, a `~` escape
    other than `~0` and `~1`, an index such as `01` or `+1`, a dangling pointer) pointing nowhere, and
    those references in order: jsonschema would follow some of them. The schema is copied only when
    one is found."""
    unresolved: list[tuple[tuple[str, ...], str]] = []
    stack: list[tuple[tuple[str, ...], JSON]] = [((), parameters)]
    while stack:
        path, schema = stack.pop()
        if not isinstance(schema, dict):
            continue
        ref = schema.get("$ref")
        if isinstance(ref, str) and ref.startswith("#") and pointer.target(parameters, ref) is None:
            unresolved.append((path, ref))
        stack.extend((path + inner, member) for inner, member in keywords.subschemas(schema))
    if not unresolved:
        return parameters, []
    rewritten = copy.deepcopy(parameters)
    for index, (path, _) in enumerate(unresolved):
        node = rewritten
        for step in path:
            node = node[int(step)] if isinstance(node, list) else node[step]
        node["$ref"] = f"{UNRESOLVED}{index}"
    return rewritten, [ref for _, ref in unresolved]


def validity(parameters: JSON, arguments: JSON) -> tuple[bool, str | None]:
    """Whether `arguments` are valid against the tool's `parameters`, and why that cannot be decided
    (None when it can)."""
    _deadline.at = time.monotonic() + VALIDITY_BUDGET
    unresolved: list[str] = []
    try:
        schema, unresolved = as_section_2(parameters)
        dialect = _bounded_dialect(validator_for(schema, default=Draft202012Validator))
        validator = dialect(schema, registry=LOCAL_ONLY)
        return validator.is_valid(arguments), None
    except _OverBudget:
        return False, f"validating the expected arguments takes longer than {VALIDITY_BUDGET:g} s"
    except RecursionError:
        return False, "the schema is too deep to validate"
    except Exception as error:  # an unresolvable reference, or a schema jsonschema cannot read
        met = re.search(re.escape(UNRESOLVED) + r"(\d+)", str(error))
        if met is not None:
            ref = unresolved[int(met[1])]
            return False, f"the arguments meet the reference {ref!r}, which SPEC §2 leaves unresolved"
        return False, f"{type(error).__name__}: {str(error)[:200]}"


def coerce_rejection_problem(case: CoerceCase) -> str | None:
    """Why rejecting this coerce case fails it (SPEC §1.5), or None when the rejection conforms."""
    valid, why = validity(case.tool.parameters, case.expected)
    if why is not None:
        return f"rejected a call whose validity cannot be decided ({why}); SPEC §1.5 counts that as a failure"
    if valid:
        return (
            "rejected a call the step could have delivered: the expected arguments are valid against "
            "the tool's schema (SPEC §1.5)"
        )
    if any(validity(case.tool.parameters, answer) == (True, None) for answer in case.core_alternatives):
        return (
            "rejected a call the step could have delivered: an answer listed as conforming at core "
            "level is valid against the tool's schema (SPEC §1.5, §0)"
        )
    return None


def split_rejection_problem(case: SplitCase) -> str | None:
    """Why rejecting this split case fails it (SPEC §1.5, §3), or None when the rejection conforms."""
    if case.expected == "unchanged" and any(dispatcher_refuses(call) for call in case.tool_calls):
        return None
    return (
        "rejected a turn that SPEC §3 splits or passes through; only batches of more than 10 entries "
        "or malformed ones may be refused (SPEC §1.5)"
    )


def dispatcher_refuses(call: JSON) -> bool:
    """Whether `call` is a `tool_call` batch that §3 leaves to the dispatcher's error."""
    function = call.get("function") if isinstance(call, dict) else None
    if not isinstance(function, dict) or function.get("name") != BATCH_TOOL:
        return False
    arguments = _parsed(function.get("arguments"))
    if not isinstance(arguments, dict):
        return True
    entries = _parsed(arguments.get("calls"))
    if not isinstance(entries, list) or not entries:
        return True
    return len(entries) > MAX_ENTRIES or not all(_well_formed(entry) for entry in entries)


def _parsed(value: JSON) -> JSON:
    if not isinstance(value, str):
        return value
    try:
        return json.loads(value)
    except ValueError:
        return value


def _well_formed(entry: JSON) -> bool:
    if not isinstance(entry, dict):
        return False
    name = entry.get("name")
    if not isinstance(name, str) or not name.strip() or name.strip() in BRIDGE_TOOLS:
        return False
    arguments = entry.get("arguments")
    if arguments is None or (isinstance(arguments, str) and not arguments.strip()):
        return True
    return isinstance(_parsed(arguments), dict)
