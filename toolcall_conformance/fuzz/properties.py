"""The three fuzzed properties, each a check of one drawn example against an implementation.

- transparency (SPEC §2's defining property): the ref form and the inlined form of a schema give
  the tool the same arguments, type-strictly, for both origins.
- idempotence: preparing the output again against the same schema changes nothing.
- passthrough: arguments already of the right types reach the tool unchanged.

A check raises PropertyFailure carrying everything needed to show and save the failure; an
implementation that fails to answer (ImplementationError, or an in-process crash) fails too.
"""

from __future__ import annotations

import copy
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

from hypothesis import strategies as st

from toolcall_conformance.generators.inline import inline
from toolcall_conformance.model import JSON, Implementation, ImplementationError, Origin, Tool
from toolcall_conformance.runner.diff import differences

from .arguments import Arguments, arguments_for
from .draws import pick
from .hoist import ref_forms
from .schemas import tool_schemas

TOOL_NAME = "fuzzed_tool"


@dataclass(frozen=True)
class Example:
    """One drawn example: a schema in its ref and inlined forms, and arguments for it."""

    origin: str
    ref_form: dict[str, JSON]
    inlined: dict[str, JSON]
    arguments: Arguments


@st.composite
def examples(
    draw: st.DrawFn, origins: tuple[str, ...], keys_in_text: bool = True, renamed: bool = True
) -> Example:
    schema = draw(tool_schemas())
    ref_form = draw(ref_forms(schema))
    inlined = inline(ref_form)
    arguments = draw(arguments_for(inlined, keys_in_text, renamed))
    return Example(pick(draw, origins), ref_form, inlined, arguments)


@dataclass(frozen=True)
class Finding:
    """A property that failed on one example: what was sent, what came back, what differs."""

    property: str
    example: Example
    sent: dict[str, JSON]
    outputs: dict[str, JSON]
    problems: list[str] = field(default_factory=list)


class PropertyFailure(Exception):
    def __init__(self, finding: Finding) -> None:
        super().__init__("\n".join(finding.problems))
        self.finding = finding


class _Call:
    """Calls the implementation, recording every answer so a failure can show them all."""

    def __init__(self, impl: Implementation, property_name: str, example: Example) -> None:
        self.impl, self.property, self.example = impl, property_name, example
        self.sent: dict[str, JSON] = {}
        self.outputs: dict[str, JSON] = {}

    def coerce(self, label: str, schema: dict[str, JSON], arguments: dict[str, JSON]) -> JSON:
        tool = Tool(TOOL_NAME, copy.deepcopy(schema), Origin(self.example.origin))
        self.sent[label] = arguments
        try:
            answer = self.impl.coerce(tool, copy.deepcopy(arguments))
        except ImplementationError as exc:
            self.fail(f"{label}: the implementation failed to answer: {exc}")
        except Exception:  # an in-process implementation's own crash
            self.fail(f"{label}: the implementation raised:\n{traceback.format_exc(limit=5)}")
        self.outputs[label] = answer
        return answer

    def fail(self, *problems: str) -> None:
        finding = Finding(self.property, self.example, dict(self.sent), dict(self.outputs), list(problems))
        raise PropertyFailure(finding)

    def expect_same(self, expected: JSON, actual: JSON, what: str) -> None:
        found = differences(expected, actual)
        if found:
            self.fail(*(f"{what}: {line}" for line in found))


def check_transparency(impl: Implementation, example: Example) -> None:
    call = _Call(impl, "transparency", example)
    arguments = example.arguments.model
    inlined = call.coerce("inlined form", example.inlined, arguments)
    with_refs = call.coerce("ref form", example.ref_form, arguments)
    call.expect_same(inlined, with_refs, "ref form vs inlined form")


def check_idempotence(impl: Implementation, example: Example) -> None:
    call = _Call(impl, "idempotence", example)
    first = call.coerce("first pass", example.ref_form, example.arguments.model)
    if not isinstance(first, dict):
        call.fail(f"first pass: expected an arguments object, got {first!r}")
    second = call.coerce("second pass", example.ref_form, first)
    call.expect_same(first, second, "second pass vs first pass")


def check_passthrough(impl: Implementation, example: Example) -> None:
    call = _Call(impl, "passthrough", example)
    typed = example.arguments.typed
    received = call.coerce("typed arguments", example.ref_form, typed)
    call.expect_same(typed, received, "typed arguments vs what the tool received")


CHECKS: dict[str, Callable[[Implementation, Example], None]] = {
    "transparency": check_transparency,
    "idempotence": check_idempotence,
    "passthrough": check_passthrough,
}
# Idempotence must hold however an implementation reads sanitized keys inside JSON text.
SANITIZED_KEYS_IN_TEXT = {"transparency": True, "idempotence": False, "passthrough": True}
