"""Cause signatures: what a case that does not pass has in common with others failing for the same cause.

A signature is computed from a `Result` alone: how the case fails (wrong, rejected, errored,
skipped), its level (hermes for a core case whose answer conforms at core, SPEC §0), the SPEC
section it pins, and what differs. For a wrong value that is the JSON
type expected and the type handed over (`integer expected, string kept`: kept when the model's own
argument reached the tool unchanged), and where: at the top level, nested, behind a `$ref`, inside a
union branch (`anyOf`/`oneOf`), inside JSON text the model sent as a string (the case's schema and
arguments are walked along the difference's path). For an error, a rejection or a skip it is the class
of the message (toolcall_conformance/runner/messages.py): a validator's issues by their kind (pydantic's
error types,
ajv's keywords, zod's issue codes), other messages with the case's tool name, numbers, quoted text,
ids and paths blanked, so that one mechanism gives one class and two give two.

`key` is a short stable slug (a baseline's reason key can be one); `text` is what a person reads:
`SPEC §2 · integer expected, string kept, behind $ref`. The baseline command, the terminal report and
the JSON report all read signatures from here.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from toolcall_conformance.model import JSON, CoerceCase, Difference, Level, Outcome, Result, parse_json
from toolcall_conformance.runner.diff import json_type, same, show
from toolcall_conformance.runner.messages import message_class
from toolcall_conformance.schemakit import pointer
from toolcall_conformance.schemakit.keywords import UNIONS

BEHIND_REF = "behind $ref"
IN_UNION = "inside a union branch"
IN_TEXT = "inside parsed JSON text"
TOP_LEVEL = "at the top level"
NESTED = "nested"
NOT_RUN = "not run: "  # how the engine words a case it gave up on before sending it
REJECTED = "rejected: "  # how the engine words the message of a rejection
KEY_LIMIT = 72


def section(spec: str) -> str:
    """The SPEC section a case's `spec` field names first: "1.2 and 2" -> "§1.2"."""
    match = re.match(r"\s*§?\s*(\d+(?:\.\d+)?)", spec)
    return f"§{match.group(1)}" if match else f"§{spec}"


PLACES = (TOP_LEVEL, NESTED, BEHIND_REF, IN_UNION, IN_TEXT)  # where a wrong value sits


def slugged(text: str) -> str:
    """Words as a key writes them: `behind $ref` -> `behind-ref`."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower().replace("$ref", "ref")).strip("-")


@dataclass(frozen=True)
class Signature:
    outcome: str  # wrong, rejected, errored or skipped
    level: str
    section: str  # "§1.2"
    what: str  # "integer expected, string kept", or the class of a message
    where: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        what = self.what if self.outcome == "wrong" else f"{self.outcome}: {self.what}"
        level = "" if self.level == Level.CORE else f" ({self.level} level)"
        return " · ".join([f"SPEC {self.section}{level}", ", ".join([what, *self.where])])

    @property
    def key(self) -> str:
        level = "" if self.level == Level.CORE else f"-{self.level}"
        words = [self.what, *self.where]
        slug = slugged(" ".join(words))
        key = f"{self.outcome}-{self.section.lstrip('§')}{level}-{slug}"
        if len(key) <= KEY_LIMIT:
            return key
        digest = hashlib.sha1(json.dumps([self.what, *self.where]).encode()).hexdigest()[:6]
        return f"{key[:KEY_LIMIT].rstrip('-')}-{digest}"

    def as_json(self) -> dict[str, JSON]:
        return {"key": self.key, "text": self.text}


def how(result: Result) -> str:
    """How a case that does not pass fails: wrong, rejected, errored or skipped."""
    if result.rejected:
        return "rejected"
    return "wrong" if result.outcome == Outcome.FAILED else str(result.outcome)


def signature(result: Result) -> Signature:
    """The signature of a case that does not pass (of a passing one: its outcome and section)."""
    outcome = how(result)
    case = result.case
    level = Level.HERMES if result.core_conforms else case.level  # a core case failing Hermes' choice alone
    base = (outcome, str(level), section(case.spec))
    if outcome == "wrong" and result.differences:
        first = result.differences[0]
        return Signature(*base, _what(first, case), _where(first, case))
    names = _names(case)
    if outcome == "rejected":
        return Signature(*base, message_class(_rejection(result.message), names, head=False))
    return Signature(*base, message_class(result.message, names))


def _rejection(message: str) -> str:
    """The implementation's words in the message of a rejection: from the line the engine starts
    with `rejected: ` to the end (the engine's own words about the rejection come first)."""
    lines = message.splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith(REJECTED)), None)
    if start is None:
        return message
    return "\n".join([lines[start].removeprefix(REJECTED), *lines[start + 1 :]])


def _names(case: Any) -> tuple[str, ...]:
    """The name of the tool a case calls, which messages quote or build words from (`measureSchema`)."""
    return (case.tool.name,) if isinstance(case, CoerceCase) else ()


def not_run(result: Result) -> bool:
    """The engine gave up on the implementation before sending this case (a cut-off or a time limit)."""
    return result.outcome == Outcome.ERRORED and result.message.startswith(NOT_RUN)


def by_cause(results: Sequence[Result], skipped: bool = False) -> list[tuple[Signature, list[Result]]]:
    """The cases that fail or error (and with `skipped`, are skipped), those not run aside, grouped by
    signature, the largest group first."""
    groups: dict[Signature, list[Result]] = {}
    for result in results:
        counted = result.not_passing or (skipped and result.outcome == Outcome.SKIPPED)
        if counted and not not_run(result):
            groups.setdefault(signature(result), []).append(result)
    return sorted(groups.items(), key=lambda item: -len(item[1]))


# --- what differs ---------------------------------------------------------------------------------


def _what(difference: Difference, case: Any) -> str:
    note = difference.note
    if note.startswith("on replay: "):
        return "on replay, " + _what(Difference(difference.path, difference.expected, difference.actual,
                                                note.removeprefix("on replay: ")), case)  # fmt: skip
    expected, actual = json_type(difference.expected), json_type(difference.actual)
    if note.startswith("missing"):
        return f"{expected} expected, key missing"
    if note.startswith("unexpected key"):
        return "unexpected key"
    if note.startswith("key order") or note.startswith("keys in order"):
        return "key order differs"
    if re.fullmatch(r"expected \d+ items, got \d+", note):
        return "array length differs"
    shown = show(difference.expected), show(difference.actual)
    if note == f"expected {expected} {shown[0]}, got {actual} {shown[1]}":
        sent = _sent(case.arguments, _tokens(difference.path))[0] if isinstance(case, CoerceCase) else []
        kept = bool(sent) and same(sent[0], difference.actual)
        return f"{expected} expected, {actual} {'kept' if kept else 'given'}"
    if note == f"expected {shown[0]}, got {shown[1]}":
        return f"{expected} value differs"
    return message_class(note)


# --- where it differs ------------------------------------------------------------------------------

_TOKEN = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\[(\"(?:[^\"\\]|\\.)*\")\]")


def _tokens(path: str) -> list[str | int]:
    """`$.a["b c"][0]` -> ["a", "b c", 0]; the parts of a difference's path."""
    tokens: list[str | int] = []
    for match in _TOKEN.finditer(path.removeprefix("$")):
        name, index, quoted = match.groups()
        tokens.append(name if name is not None else int(index) if index is not None else json.loads(quoted))
    return tokens


def _sent(arguments: JSON, tokens: Sequence[str | int]) -> tuple[list[JSON], bool]:
    """The model's argument at `tokens` ([] when it sent none there), reading JSON text on the way as
    the step would; and whether some part above it was sent as a string of JSON text."""
    value, in_text = arguments, False
    for token in tokens:
        if isinstance(value, str):
            in_text = True
            try:
                value = parse_json(value)
            except ValueError:
                return [], in_text
        member = _member(value, token)
        if not member:
            return [], in_text
        value = member[0]
    return [value], in_text


def _member(value: JSON, token: str | int) -> list[JSON]:
    if isinstance(value, dict) and isinstance(token, str) and token in value:
        return [value[token]]
    if isinstance(value, list) and isinstance(token, int) and token < len(value):
        return [value[token]]
    return []


def _where(difference: Difference, case: Any) -> tuple[str, ...]:
    if not isinstance(case, CoerceCase):
        return ()
    tokens = _tokens(difference.path)
    found: list[str] = []
    node: JSON = case.tool.parameters
    root = node
    for depth in range(len(tokens) + 1):
        routes = list(_expanded(node, root, frozenset(), 0))
        if depth == len(tokens):
            flags = next((f for _, f in routes if f), frozenset())
            found += [flag for flag in (BEHIND_REF, IN_UNION) if flag in flags and flag not in found]
            break
        step = next(((child, f) for n, f in routes if (child := _child(n, tokens[depth])) is not None), None)
        if step is None:
            break
        node = step[0]
        found += [flag for flag in (BEHIND_REF, IN_UNION) if flag in step[1] and flag not in found]
    if _sent(case.arguments, tokens)[1]:
        found.append(IN_TEXT)
    if not found:
        found.append(TOP_LEVEL if len(tokens) <= 1 else NESTED)
    return tuple(found)


def _expanded(
    node: JSON, root: JSON, flags: frozenset[str], depth: int
) -> Iterator[tuple[JSON, frozenset[str]]]:
    """The schemas that apply at a position: the node, what its `$ref` points to, its branches."""
    if not isinstance(node, dict) or depth > 16:
        return
    yield node, flags
    ref = node.get("$ref")
    if isinstance(ref, str):
        target = pointer.target(root, ref)
        if target is not None:
            yield from _expanded(target, root, flags | {BEHIND_REF}, depth + 1)
    for keyword in (*UNIONS, "allOf"):
        branches = node.get(keyword)
        if isinstance(branches, list):
            mark = flags | {IN_UNION} if keyword in UNIONS else flags
            for branch in branches:
                yield from _expanded(branch, root, mark, depth + 1)


def _child(schema: dict[str, JSON], token: str | int) -> JSON:
    """The subschema for one member or item, or None when this schema does not say."""
    if isinstance(token, str):
        properties = schema.get("properties")
        if isinstance(properties, dict) and isinstance(properties.get(token), dict):
            return properties[token]
        patterns = schema.get("patternProperties")
        if isinstance(patterns, dict):
            for pattern, member in patterns.items():
                try:
                    if re.search(pattern, token) and isinstance(member, dict):
                        return member
                except re.error:
                    continue
        extra = schema.get("additionalProperties")
        return extra if isinstance(extra, dict) else None
    prefix = schema.get("prefixItems")
    items = schema.get("items")
    if isinstance(prefix, list) and token < len(prefix):
        return prefix[token]
    if isinstance(items, list):
        return items[token] if token < len(items) else schema.get("additionalItems")
    return items if isinstance(items, dict) else None
